import { expect, test } from "@playwright/test";
import { strings } from "./helpers";
import { signInWithCookie } from "./session";

const en = strings("en");
const auth = strings("en", "auth") as unknown as Record<string, Record<string, string>>;
/** Only this file signs this user in and out (tests/e2e/fixtures/users.json). */
const REPLAY = { account: "e2e-replay@integrator.example", password: "e2e replay password" };

test("a session cookie replayed after logout is anonymous everywhere and is cleared", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await signInWithCookie(page.context(), request, baseURL!, REPLAY);
  const session = (await page.context().cookies()).find((c) => c.name === "nv-session")!;

  // Signed in: the menu shows the account, the change-password form opens, /login goes on.
  await page.goto("/about");
  await expect(page.locator(".user-menu summary")).toContainText("e2e-replay");
  await page.goto("/changePassword");
  await expect(page.getByLabel(auth.change!.oldPassword!)).toBeVisible();

  // Log out through the confirmation page (the same with and without JavaScript).
  await page.goto("/logout");
  await page.getByRole("button", { name: en.user!.confirm! }).click();
  await expect(page.getByRole("link", { name: en.user!.signIn! })).toBeVisible();

  // The old cookie comes back: nothing of the user shows and the cookie is cleared again.
  await page.context().addCookies([session]);
  const about = await page.goto("/about");
  expect(about?.status()).toBe(200);
  await expect(page.getByRole("link", { name: en.user!.signIn! })).toBeVisible();
  await expect(page.locator(".user-menu summary")).toHaveCount(0);
  await expect(page.getByText("e2e-replay")).toHaveCount(0);
  expect((await page.context().cookies()).some((c) => c.name === "nv-session")).toBe(false);

  await page.context().addCookies([session]);
  await page.goto("/changePassword");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2FchangePassword/);
  await expect(page.getByLabel(auth.change!.oldPassword!)).toHaveCount(0);

  await page.context().addCookies([session]);
  const login = await page.goto("/login");
  expect(login?.status()).toBe(200);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(auth.login!.title!);
  expect((await page.context().cookies()).some((c) => c.name === "nv-session")).toBe(false);

  await page.context().addCookies([session]);
  await page.goto("/personal-center");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fpersonal-center/);
});

test("a replayed cookie gets no signed-in answer from documents or page data", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const { token } = await signInWithCookie(page.context(), request, baseURL!, REPLAY);
  const session = (await page.context().cookies()).find((c) => c.name === "nv-session")!;
  const cookie = `nv-session=${session.value}`;
  const get = (path: string) => request.get(path, { headers: { Cookie: cookie }, maxRedirects: 0 });

  // While the token is valid the pages know the user.
  expect(await (await get("/about")).text()).toContain("e2e-replay");
  expect((await get("/login")).status()).toBe(302);

  // The backend revokes the token (as logout does from another device).
  const revoked = await request.post("/api/oauth/noToken/logout", {
    form: { token, userId: "0", clientId: "partner-portal" },
  });
  expect((await revoked.json()).isSuccess).toBe(true);

  const about = await get("/about");
  expect(about.status()).toBe(200);
  expect(await about.text()).not.toContain("e2e-replay");
  const cleared = about.headersArray().filter((h) => h.name.toLowerCase() === "set-cookie");
  expect(cleared.some((h) => /^nv-session=;/.test(h.value))).toBe(true);

  const data = await get("/about.data");
  expect(data.status()).toBe(200);
  expect(await data.text()).not.toContain("e2e-replay");

  const login = await get("/login");
  expect(login.status()).toBe(200);
  const change = await get("/changePassword");
  expect(change.status()).toBe(302);
  expect(change.headers().location).toMatch(/^\/login\?redirectTo=%2FchangePassword/);
  const logout = await get("/logout");
  expect(logout.status()).toBe(302);
  expect(logout.headers().location).toBe("/home");
});
