import { expect, test } from "@playwright/test";

test("HTML pages carry an enforced CSP and the security headers", async ({ request }) => {
  const response = await request.get("/home");
  const headers = response.headers();
  const csp = headers["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers["content-security-policy-report-only"]).toBeUndefined();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBeTruthy();
  expect(headers["x-powered-by"]).toBeUndefined();
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  const html = await response.text();
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
});

test("a cross-site POST is refused with 403", async ({ request, baseURL }) => {
  const foreign = await request.post("/home", {
    headers: { Origin: "https://evil.example" },
    form: { a: "1" },
  });
  expect(foreign.status()).toBe(403);
  const marked = await request.post("/home", {
    headers: { "Sec-Fetch-Site": "cross-site" },
    form: { a: "1" },
  });
  expect(marked.status()).toBe(403);
  const same = await request.post("/home", { headers: { Origin: baseURL! }, form: { a: "1" } });
  expect(same.status()).not.toBe(403);
});

test("fingerprinted assets are cached for a year; /healthz answers", async ({ request, page }) => {
  await page.goto("/home");
  const stylesheet = await page.locator("link[rel='stylesheet']").first().getAttribute("href");
  const asset = await request.get(stylesheet!);
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const health = await request.get("/healthz");
  expect(await health.json()).toMatchObject({ status: "ok" });
});
