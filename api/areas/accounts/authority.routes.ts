import { Hono } from "hono";
import {
  clientAddress,
  type Env,
  readBody,
  requestLanguage,
  requireUser,
  siteLink,
} from "../../http/context";
import { ok } from "../../envelope";
import { changePassword, currentAccount, requestPasswordReset, resetPassword } from "./service";
import { changePasswordBody, forgotPasswordBody, resetPasswordBody } from "./schemas";

export const authorityRoutes = new Hono<Env>();

authorityRoutes.post("/user/password", requireUser, async (c) => {
  const body = await readBody(c, changePasswordBody);
  await changePassword(c.var.deps, c.var.user, body.oldPassword, body.newPassword);
  return ok(c, null);
});

authorityRoutes.post("/user/forgotpwd", async (c) => {
  const body = await readBody(c, forgotPasswordBody);
  await requestPasswordReset(
    c.var.deps,
    body.email,
    siteLink(c, "/resetPassword"),
    requestLanguage(c),
    clientAddress(c),
  );
  return ok(c, null);
});

authorityRoutes.post("/user/resetpwd", async (c) => {
  const body = await readBody(c, resetPasswordBody);
  await resetPassword(c.var.deps, body.token, body.password);
  return ok(c, null);
});

/** The signed-in user's account for the personal center. */
authorityRoutes.get("/user/current", requireUser, async (c) =>
  ok(c, await currentAccount(c.var.deps.db, c.var.user)),
);
