import { type APIRequestContext, type APIResponse, expect, test } from "@playwright/test";
import { type AdminRoute, adminRoutes, CHANNEL_MANAGER_TOO, EDITOR_TOO } from "./admin-routes";
import { ADMIN, EDITOR, PARTNER, signInWithCookie } from "./session";

/**
 * Every administration page refuses everyone but administrators (spec issue 13, item 6): an
 * anonymous visitor is sent to sign in (or gets 401/403), a signed-in partner gets 403, for GET and,
 * where the page has a form action, for a same-origin POST, so the refusal is the role check and not
 * the cross-site one. The pages come from the built route manifest, never from a hand-kept list.
 */

/** Fewer administration pages than this means the enumeration broke, not that pages went away. */
const AT_LEAST = 15;

const SOPHIE = {
  account: "sophie.martin@northlight-vision.example",
  password: "Harbour-Channel-90*",
};

let routes: AdminRoute[] = [];
test.beforeAll(async () => {
  routes = await adminRoutes();
});

test.describe.configure({ mode: "parallel" });

type Expectation = (response: APIResponse, url: string) => boolean;

const sentToSignIn: Expectation = (response, url) => {
  if (response.status() === 401 || response.status() === 403) return true;
  const location = response.headers().location ?? "";
  return (
    [302, 303].includes(response.status()) &&
    location.startsWith(`/login?redirectTo=${encodeURIComponent(url)}`)
  );
};
const forbidden: Expectation = (response) => response.status() === 403;

/** Calls every page (GET, and POST where it has an action) and lists those not refused as expected. */
async function unrefused(
  request: APIRequestContext,
  baseURL: string,
  pages: AdminRoute[],
  refused: Expectation,
) {
  const wrong: string[] = [];
  for (const route of pages) {
    const get = await request.get(route.url, { maxRedirects: 0 });
    if (!refused(get, route.url)) wrong.push(`GET ${route.url}: ${get.status()}`);
    if (!route.hasAction) continue;
    const post = await request.post(route.url, {
      maxRedirects: 0,
      headers: { origin: baseURL, "sec-fetch-site": "same-origin" },
      form: { intent: "delete", decision: "approve", reason: "refusal test" },
    });
    if (!refused(post, route.url)) wrong.push(`POST ${route.url}: ${post.status()}`);
  }
  return wrong;
}

test("the build has the administration pages, with forms among them", () => {
  expect(routes.length).toBeGreaterThanOrEqual(AT_LEAST);
  expect(routes.some((r) => r.hasAction)).toBe(true);
  expect(routes.map((r) => r.pattern)).toContain("admin");
});

test("an anonymous visitor is sent to sign in on every administration page", async ({
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  expect(await unrefused(request, baseURL!, routes, sentToSignIn)).toEqual([]);
  // In another language too: the sign-in page of that language, coming back here.
  const ksa = await request.get("/ksa/admin", { maxRedirects: 0 });
  expect(ksa.headers().location).toMatch(/^\/ksa\/login\?redirectTo=%2Fksa%2Fadmin/);
  await request.dispose();
});

test("an administrator opens the administration (the refusals below are the role check)", async ({
  page,
  baseURL,
}) => {
  await signInWithCookie(page.context(), page.request, baseURL!, ADMIN);
  const pages = routes.filter((r) => !r.pattern.includes(":"));
  expect(pages.length).toBeGreaterThan(0);
  for (const route of pages)
    expect((await page.request.get(route.url, { maxRedirects: 0 })).status(), route.url).toBe(200);
});

test("a signed-in partner gets 403 on every administration page", async ({ page, baseURL }) => {
  await signInWithCookie(page.context(), page.request, baseURL!, PARTNER);
  expect(await unrefused(page.request, baseURL!, routes, forbidden)).toEqual([]);
});

test("a channel manager gets 403 on every administration page not open to them", async ({
  page,
  baseURL,
}) => {
  await signInWithCookie(page.context(), page.request, baseURL!, SOPHIE);
  const closed = routes.filter((r) => !CHANNEL_MANAGER_TOO.includes(r.pattern));
  expect(closed.length).toBeGreaterThanOrEqual(AT_LEAST - CHANNEL_MANAGER_TOO.length);
  expect(await unrefused(page.request, baseURL!, closed, forbidden)).toEqual([]);
});

test("an editor opens the content pages and gets 403 on every other administration page", async ({
  page,
  baseURL,
}) => {
  await signInWithCookie(page.context(), page.request, baseURL!, EDITOR);
  expect(routes.map((r) => r.pattern)).toEqual(expect.arrayContaining(EDITOR_TOO));
  const closed = routes.filter((r) => !EDITOR_TOO.includes(r.pattern));
  expect(closed.map((r) => r.pattern)).toContain("admin/events/:id/registrations");
  expect(await unrefused(page.request, baseURL!, closed, forbidden)).toEqual([]);
  for (const route of routes.filter(
    (r) => EDITOR_TOO.includes(r.pattern) && !r.pattern.includes(":"),
  ))
    expect((await page.request.get(route.url, { maxRedirects: 0 })).status(), route.url).toBe(200);
});
