import { createCookieSessionStorage } from "@remix-run/node";
import type { APIRequestContext, BrowserContext } from "@playwright/test";

const CLIENT = `Basic ${Buffer.from("partner-portal:northlight-partner-portal").toString("base64")}`;
/** The same cookie the site sets, signed with the test server's SESSION_SECRET. */
const storage = createCookieSessionStorage({
  cookie: {
    name: "nv-session",
    httpOnly: true,
    path: "/",
    sameSite: "lax",
    secrets: ["e2e-session-secret"],
  },
});

export const ADMIN = {
  account: "e2e-admin@northlight-vision.example",
  password: "e2e admin password",
};
export const PARTNER = {
  account: "e2e-partner@integrator.example",
  password: "e2e partner password",
};

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
  return body.data as {
    token: string;
    refreshToken: string;
    tenant: string;
    expire: number;
    user: { id: number; account: string; name: string };
    roles: string[];
  };
}

/** Puts a signed-in session cookie in the browser, without going through the sign-in form. */
export async function signInWithCookie(
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string,
  user: { account: string; password: string },
) {
  const data = await apiLogin(request, user);
  const session = await storage.getSession();
  session.set("token", data.token);
  session.set("refreshToken", data.refreshToken);
  session.set("tenant", data.tenant);
  session.set("expire", data.expire);
  session.set("user", { id: data.user.id, account: data.user.account, name: data.user.name });
  session.set("roles", data.roles);
  const value = (await storage.commitSession(session)).split(";")[0]!.split("=").slice(1).join("=");
  await context.addCookies([
    { name: "nv-session", value, url: baseURL, httpOnly: true, sameSite: "Lax" },
  ]);
  return data;
}
