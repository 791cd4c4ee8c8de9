import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { companies, users } from "../../db/schema";
import {
  clientAddress,
  type Env,
  readBody,
  requestLanguage,
  requireUser,
  siteLink,
} from "../../http/context";
import { ok } from "../../envelope";
import { changePassword, requestPasswordReset, resetPassword } from "./service";
import { changePasswordBody, forgotPasswordBody, resetPasswordBody } from "./schemas";

export const authority = new Hono<Env>();

authority.post("/user/password", requireUser, async (c) => {
  const body = await readBody(c, changePasswordBody);
  await changePassword(c.var.deps, c.var.user, body.oldPassword, body.newPassword);
  return ok(c, null);
});

authority.post("/user/forgotpwd", async (c) => {
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

authority.post("/user/resetpwd", async (c) => {
  const body = await readBody(c, resetPasswordBody);
  await resetPassword(c.var.deps, body.token, body.password);
  return ok(c, null);
});

/** The signed-in user's account for the personal center. */
authority.get("/user/current", requireUser, async (c) => {
  const [row] = await c.var.deps.db
    .select({
      id: users.id,
      account: users.account,
      name: users.name,
      country: users.country,
      company: companies.name,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, c.var.user.userId));
  return ok(c, { ...row, roles: c.var.user.roles });
});
