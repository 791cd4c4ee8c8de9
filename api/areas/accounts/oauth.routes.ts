import { Hono } from "hono";
import { type Env, clientAddress, readBody, requireClient } from "../../http/context";
import { ok } from "../../envelope";
import {
  checkCaptcha,
  issueCaptcha,
  issueCaptchaQuestion,
  login,
  logout,
  refresh,
} from "./service";
import { CODE } from "../../codes";
import { ApiError } from "../../envelope";
import { loginBody, logoutBody, refreshBody } from "./schemas";

export const oauthRoutes = new Hono<Env>();

oauthRoutes.post("/noToken/login", requireClient, async (c) => {
  const body = await readBody(c, loginBody);
  return ok(
    c,
    await login(c.var.deps, { ...body, clientAddress: clientAddress(c) }),
    "Login success",
  );
});

oauthRoutes.post("/noToken/logout", async (c) => {
  const body = await readBody(c, logoutBody);
  await logout(c.var.deps, body.token);
  return ok(c, null);
});

oauthRoutes.post("/noToken/refresh", requireClient, async (c) => {
  const body = await readBody(c, refreshBody);
  return ok(c, await refresh(c.var.deps, body.refreshToken));
});

const captchaKey = (key: string | undefined) => {
  if (!key || !/^[\w-]{8,100}$/.test(key)) throw new ApiError(CODE.VALIDATION, "key: invalid");
  return key;
};

oauthRoutes.get("/anno/captcha", async (c) => {
  const { svg, answer } = await issueCaptcha(c.var.deps, captchaKey(c.req.query("key")));
  c.header("Content-Type", "image/svg+xml");
  c.header("Cache-Control", "no-store");
  if (c.var.deps.config.exposeCaptchaAnswers) c.header("X-Captcha-Answer", answer);
  return c.body(svg);
});

/** The text alternative to the image: `{ a, b, operation }` for the site to word ("What is a plus b?"). */
oauthRoutes.get("/anno/captcha/question", async (c) => {
  const { question, answer } = await issueCaptchaQuestion(
    c.var.deps,
    captchaKey(c.req.query("key")),
  );
  c.header("Cache-Control", "no-store");
  if (c.var.deps.config.exposeCaptchaAnswers) c.header("X-Captcha-Answer", answer);
  return ok(c, question);
});

oauthRoutes.get("/anno/check", async (c) => {
  await checkCaptcha(c.var.deps, captchaKey(c.req.query("key")), c.req.query("code") ?? "", false);
  return ok(c, true);
});
