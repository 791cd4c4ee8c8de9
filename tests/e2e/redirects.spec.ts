import http from "node:http";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { PARTNER, sendSignInForm } from "./session";

/** Redirect targets that browsers resolve to another host when copied into Location as they are. */
const HOSTILE = [
  "//evil.example",
  "/.//evil.example",
  "/x/..//evil.example",
  "/home/..//evil.example",
  "/\\evil.example",
  "/\t/evil.example",
  "/%2F%2Fevil.example",
  "/%5Cevil.example",
  "https://evil.example/x",
  `/home?${"x".repeat(5000)}`,
];

/** Whether a Location header keeps the browser on this site. */
function expectOnSite(location: string | undefined, baseURL: string) {
  expect(location, "a Location header").toBeTruthy();
  const target = new URL(location!, `${baseURL}/somewhere`);
  expect(target.origin).toBe(new URL(baseURL).origin);
  expect(target.pathname).not.toMatch(/^[/\\]{2}/);
  expect(location!.length).toBeLessThanOrEqual(1100);
}

/** A GET with the path sent exactly as written (no client-side normalisation). */
function rawGet(baseURL: string, path: string) {
  const { hostname, port } = new URL(baseURL);
  return new Promise<{ status: number; location?: string }>((resolve, reject) => {
    const req = http.request({ host: hostname, port, path, method: "GET" }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
    });
    req.on("error", reject);
    req.end();
  });
}

async function captcha(request: APIRequestContext) {
  const key = `e2e-redirect-${Math.random().toString(36).slice(2, 12)}`;
  const response = await request.get(`/api/oauth/anno/captcha?key=${key}`);
  return { key, code: response.headers()["x-captcha-answer"]! };
}

test("sign-in with a hostile redirectTo lands on this site", async ({ request, baseURL }) => {
  // Ten sign-ins, each hashing a password.
  test.setTimeout(120_000);
  for (const redirectTo of HOSTILE) {
    const response = await request.post("/login", {
      form: {
        email: PARTNER.account,
        password: PARTNER.password,
        ...(await captcha(request)),
        redirectTo,
      },
      maxRedirects: 0,
    });
    expect(response.status(), JSON.stringify(redirectTo)).toBe(302);
    expectOnSite(response.headers().location, baseURL!);
    expect(response.headers().location).toBe("/home");
  }
});

test("the sign-in form with a dot-segment redirectTo ends on the home page", async ({ page }) => {
  await page.goto(`/login?redirectTo=${encodeURIComponent("/.//evil.example")}`);
  await sendSignInForm(page, PARTNER);
  await expect(page).toHaveURL(/localhost:\d+\/home$/);
});

test("a signed-in visitor sent to /login with a hostile redirectTo stays on this site", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await signInThroughForm(page);
  for (const redirectTo of HOSTILE) {
    const response = await page.request.get(`/login?redirectTo=${encodeURIComponent(redirectTo)}`, {
      maxRedirects: 0,
    });
    // The server refuses control characters in a query outright (400) before any page runs.
    if ([...redirectTo].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) {
      expect(response.status(), JSON.stringify(redirectTo)).toBe(400);
      continue;
    }
    expect(response.status(), JSON.stringify(redirectTo)).toBe(302);
    expectOnSite(response.headers().location, baseURL!);
  }
});

async function signInThroughForm(page: Page) {
  await page.goto("/login");
  await sendSignInForm(page, PARTNER);
  await expect(page).toHaveURL(/\/home$/);
}

test("logout, comparison and product forms keep a hostile redirectTo on this site", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  for (const redirectTo of HOSTILE) {
    const answers = [
      await request.post("/logout", { form: { redirectTo }, maxRedirects: 0 }),
      await request.post("/product-comparison", {
        form: { intent: "compare-clear", redirectTo },
        maxRedirects: 0,
      }),
      await request.post("/product-center/detail/bullet/nv-b580-ai", {
        form: { intent: "compare-add", productId: "nv-b580-ai", redirectTo },
        maxRedirects: 0,
      }),
      await request.post("/product-comparison", {
        form: { intent: "compare-remove", index: "0", redirectTo },
        maxRedirects: 0,
      }),
    ];
    for (const response of answers) {
      expect(response.status(), `${response.url()} ${JSON.stringify(redirectTo)}`).toBe(302);
      expectOnSite(response.headers().location, baseURL!);
    }
  }
});

test("language paths never redirect to another host", async ({ baseURL }) => {
  for (const path of [
    "/en//evil.example",
    "/en///evil.example/x",
    "/en/%5Cevil.example",
    "/en/%2F%2Fevil.example",
    "/en/\\evil.example",
    "/en/\\\\evil.example",
    "/en//\\evil.example",
    "//evil.example/solution?industry=",
    "//evil.example/algorithmstore?page=1",
    "/.//evil.example/case?industry=",
  ]) {
    const { status, location } = await rawGet(baseURL!, path);
    expect([301, 302, 404], path).toContain(status);
    if (status !== 404) expectOnSite(location, baseURL!);
  }
  const collapsed = await rawGet(baseURL!, "/en//about?x=1");
  expect(collapsed).toEqual({ status: 301, location: "/about?x=1" });
});
