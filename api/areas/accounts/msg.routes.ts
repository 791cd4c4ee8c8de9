import { Hono } from "hono";
import { clientAddress, type Env, readBody, requestLanguage } from "../../http/context";
import { ok } from "../../envelope";
import { sendVerificationCode } from "./service";
import { sendEmailBody } from "./schemas";

export const msgRoutes = new Hono<Env>();

msgRoutes.post("/verification/anno/sendEmail", async (c) => {
  const body = await readBody(c, sendEmailBody);
  await sendVerificationCode(
    c.var.deps,
    body.email,
    body.purpose,
    requestLanguage(c),
    clientAddress(c),
  );
  return ok(c, null);
});
