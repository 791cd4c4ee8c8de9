import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import type { SessionData } from "../../app/lib/session.server";
import config from "../../playwright.config";
import { strings } from "./helpers";

const CLIENT = `Basic ${Buffer.from("partner-portal:northlight-partner-portal").toString("base64")}`;
// The site's own session writer signs the cookie, with the test server's SESSION_SECRET.
const server = config.webServer as { env?: Record<string, string> } | undefined;
const secret = server?.env?.SESSION_SECRET;
if (!secret) throw new Error("playwright.config.ts gives the test server no SESSION_SECRET");
process.env.SESSION_SECRET = secret;

export const ADMIN = {
  account: "e2e-admin@northlight-vision.example",
  password: "e2e admin password",
};
/** An editor: the console's content pages, no queue. */
export const EDITOR = {
  account: "e2e-editor@northlight-vision.example",
  password: "e2e editor password",
};
export const PARTNER = {
  account: "e2e-partner@integrator.example",
  password: "e2e partner password",
};

/**
 * Fills the sign-in form on the page and sends it, as a visitor does: the test server tells the
 * captcha's answer for the form's key.
 */
export async function sendSignInForm(page: Page, user: { account: string; password: string }) {
  const auth = strings("en", "auth") as unknown as Record<string, Record<string, string>> &
    Record<string, string>;
  await page.getByLabel(auth.email!).fill(user.account);
  await page.getByLabel(auth.password!, { exact: true }).fill(user.password);
  const key = await page.locator("input[name='key']").inputValue();
  const answer = await page.request.get(`/api/oauth/anno/captcha?key=${key}`);
  await page.getByLabel(auth.captcha!).fill(answer.headers()["x-captcha-answer"]!);
  await page.getByRole("button", { name: auth.login!.submit! }).click();
}

/** Signs in through the API (the test server exposes captcha answers) and returns the token data. */
export async function apiLogin(
  request: APIRequestContext,
  user: { account: string; password: string },
) {
  const key = `e2e-${Math.random().toString(36).slice(2, 12)}`;
  const captcha = await request.get(`/api/oauth/anno/captcha?key=${key}`);
  const response = await request.post("/api/oauth/noToken/login", {
    headers: { authorization: CLIENT, "content-type": "application/json" },
    data: { ...user, key, code: captcha.headers()["x-captcha-answer"] },
  });
  const body = await response.json();
  if (!body.isSuccess) throw new Error(`API sign-in failed: ${body.message}`);
  return body.data as SessionData;
}

/** Puts a signed-in session cookie in the browser, without going through the sign-in form. */
export async function signInWithCookie(
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string,
  user: { account: string; password: string },
) {
  const data = await apiLogin(request, user);
  // Imported here, after SESSION_SECRET is set, so the app's cookies use the server's secret.
  const { createUserSession } = await import("../../app/lib/form-action.server");
  const signedIn = await createUserSession(new Request(new URL("/login", baseURL)), data, "/");
  const cookie = signedIn.headers.getSetCookie().find((c) => /^(__Host-)?nv-session=/.test(c))!;
  const [name, ...value] = cookie.split(";")[0]!.split("=");
  await context.addCookies([
    {
      name: name!,
      value: value.join("="),
      url: baseURL,
      httpOnly: true,
      sameSite: "Lax",
      secure: baseURL.startsWith("https:"),
    },
  ]);
  return data;
}
