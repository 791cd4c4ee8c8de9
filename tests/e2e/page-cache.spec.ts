import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { inlineScripts, disallowedScripts, scriptHash, scriptSources } from "./inline-scripts";
import { PARTNER, signInWithCookie } from "./session";

/**
 * The page cache for visitors (docs/decisions/0009-page-cache.md): nothing personal reaches an
 * anonymous visitor, and cached pages keep an enforced policy that allows their own inline scripts
 * by hash.
 */
const products = JSON.parse(readFileSync("locales/en/products.json", "utf8")) as Record<
  string,
  Record<string, string>
>;

test("a signed-in user's name never reaches an anonymous visitor of the same page", async ({
  page,
  request,
  baseURL,
}) => {
  const data = await signInWithCookie(page.context(), request, baseURL!, PARTNER);
  const signedIn = await page.goto("/home");
  expect(signedIn?.headers()["cache-control"]).toBe("private, no-store");
  expect(signedIn?.headers()["x-page-cache"]).toBeUndefined();
  await expect(page.locator(".user-menu summary")).toBeVisible();

  for (let i = 0; i < 2; i++) {
    const anonymous = await request.get("/home", { headers: { Cookie: "" } });
    expect(anonymous.status()).toBe(200);
    expect(anonymous.headers()["x-page-cache"]).toMatch(/^(hit|miss|stale)$/);
    const html = await anonymous.text();
    expect(html).not.toContain(data.user.name);
    expect(html).not.toContain(PARTNER.account);
    expect(html).not.toContain('user-menu"');
  }
});

test("a toast is never stored nor shown to the next visitor", async ({ page, request }) => {
  const cameras = (
    await (await request.get("/api/product/list?productClass=camera&pageSize=1")).json()
  ).data.items;
  const path = `/product-center/detail/${cameras[0].type}/${cameras[0].id}`;
  await page.goto(path);
  await page.getByRole("button", { name: products.detail!.compare! }).click();
  await expect(page.locator(".toast [role=status]")).toHaveText(products.compare!.added!);
  for (let i = 0; i < 2; i++) {
    const anonymous = await request.get(path, { headers: { Cookie: "" } });
    const html = await anonymous.text();
    expect(html).not.toContain('class="toast"');
  }
});

test("a visitor with a comparison list gets private pages, never offered to shared caches", async ({
  page,
  request,
}) => {
  const cameras = (
    await (await request.get("/api/product/list?productClass=camera&pageSize=1")).json()
  ).data.items;
  await page.goto(`/product-center/detail/${cameras[0].type}/${cameras[0].id}`);
  await page.getByRole("button", { name: products.detail!.compare! }).click();
  await expect(page.locator(".toast [role=status]")).toHaveText(products.compare!.added!);
  const cookies = await page.context().cookies();
  expect(cookies.some((c) => c.name.startsWith("nv-"))).toBe(true);
  for (const path of ["/product-center", "/product-comparison", "/home"]) {
    const answer = await page.goto(path);
    const cacheControl = answer?.headers()["cache-control"] ?? "";
    expect(cacheControl, path).toBe("private, no-store");
    expect(cacheControl, path).not.toMatch(/public|s-maxage/);
    expect(answer?.headers()["x-page-cache"], path).toBeUndefined();
  }
  // Without the cookie, the same page is public again and holds no one's list.
  const anonymous = await request.get("/product-comparison", { headers: { Cookie: "" } });
  expect(anonymous.headers()["cache-control"]).toMatch(/^public/);
});

test("a page with a public form gives each visitor a token of their own, never a kept one", async ({
  request,
}) => {
  for (const path of ["/contact", "/ksa/reseller", "/customer-voice"]) {
    const tokens = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const answer = await request.get(path, { headers: { Cookie: "" } });
      expect(answer.status(), path).toBe(200);
      expect(answer.headers()["cache-control"], path).toBe("private, no-store");
      expect(answer.headers()["x-page-cache"], path).toBeUndefined();
      const token = /name="formToken" value="([^"]+)"/.exec(await answer.text())?.[1];
      expect(token, path).toBeTruthy();
      tokens.add(token!);
    }
    expect(tokens.size, path).toBe(2);
  }
});

test("a form answered with errors is not stored", async ({ request, baseURL }) => {
  const path = "/product-center/detail/bullet/nv-b580-ai/report";
  const invalid = await request.post(path, {
    headers: { Origin: baseURL! },
    form: { description: "" },
  });
  expect(invalid.headers()["x-page-cache"]).toBeUndefined();
  expect(invalid.headers()["cache-control"] ?? "private, no-store").toMatch(/no-store/);
  const next = await request.get(path, { headers: { Cookie: "" } });
  expect(await next.text()).not.toContain('aria-invalid="true"');
});

test("a cached page's policy allows its own inline scripts by hash and still refuses others", async ({
  page,
  request,
}, testInfo) => {
  // A page of its own, so the first answer renders it and the second comes from the cache.
  const path = `/about?cache-test=${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const first = await request.get(path);
  const second = await request.get(path);
  expect(second.headers()["x-page-cache"]).toBe("hit");
  const csp = second.headers()["content-security-policy"];
  expect(csp).not.toContain("unsafe-inline");
  expect(csp).not.toContain("'nonce-");
  const html = await second.text();
  expect(html).toBe(await first.text());
  const scripts = inlineScripts(html);
  expect(scripts.length).toBeGreaterThan(0);
  // No script carries a nonce (the one it was rendered with would be the same for every visitor).
  for (const { tag } of scripts) expect(tag).not.toContain("nonce=");
  expect(scriptSources(csp)).toEqual(
    expect.arrayContaining(scripts.map(({ text }) => scriptHash(text))),
  );
  expect(disallowedScripts(csp, html)).toEqual([]);
  expect(second.headers()["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+/);

  const again = await request.get(path, {
    headers: { "If-None-Match": second.headers().etag! },
  });
  expect(again.status()).toBe(304);

  if (testInfo.project.name !== "js") return;
  const shown = await page.goto(path);
  expect(shown?.headers()["x-page-cache"]).toBe("hit");
  // The page's own scripts run (their hashes are in the policy) …
  await expect(page.locator("html[data-hydrated=true]")).toBeAttached();
  // … an injected inline script does not.
  const ran = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.body.append(script);
    return (window as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
});
