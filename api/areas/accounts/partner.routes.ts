import { Hono } from "hono";
import { type Env, readBody, requestLanguage, siteLink } from "../../http/context";
import { ok } from "../../envelope";
import { registerApplicant } from "./service";
import { applicantBody } from "./schemas";

export const partnerRoutes = new Hono<Env>();

partnerRoutes.post("/user/applicant", async (c) => {
  const body = await readBody(c, applicantBody);
  return ok(
    c,
    await registerApplicant(c.var.deps, body, siteLink(c, "/login"), requestLanguage(c)),
  );
});
