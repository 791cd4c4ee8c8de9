import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { disallowedScripts, inlineScripts } from "./inline-scripts";

test("HTML pages carry an enforced CSP and the security headers", async ({ request }) => {
  for (const [path, headers] of [
    // Anonymous: from the page cache, its inline scripts allowed by their hashes.
    ["/home", {}],
    // Not kept (a cookie of the site's): rendered for this request, with a nonce of its own.
    ["/home", { Cookie: "nv-compare=1" }],
  ] as const) {
    const response = await request.get(path, { headers });
    const headers_ = response.headers();
    const csp = headers_["content-security-policy"] ?? "";
    expect(csp).toMatch(/script-src 'self' ('(nonce|sha256)-[A-Za-z0-9+/=]+' ?)+(;|$)/);
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers_["content-security-policy-report-only"]).toBeUndefined();
    expect(headers_["x-content-type-options"]).toBe("nosniff");
    expect(headers_["referrer-policy"]).toBeTruthy();
    expect(headers_["x-powered-by"]).toBeUndefined();
    const html = await response.text();
    expect(inlineScripts(html).length).toBeGreaterThan(0);
    expect(disallowedScripts(csp, html)).toEqual([]);
  }
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

test.describe("bodies an action does not expect", () => {
  const pages = [
    "/login",
    "/register",
    "/forgetPassword",
    "/resetPassword",
    "/logout",
    "/product-comparison",
  ];
  const bodies: { name: string; contentType?: string; data: string }[] = [
    { name: "JSON", contentType: "application/json", data: '{"email":"a@b.example"}' },
    { name: "text", contentType: "text/plain", data: "email=a@b.example" },
    { name: "empty without a type", data: "" },
    { name: "multipart without a boundary", contentType: "multipart/form-data", data: "--x\r\n" },
    {
      name: "truncated multipart",
      contentType: "multipart/form-data; boundary=b",
      data: '--b\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.example\r\n--b\r\nContent-Disp',
    },
  ];
  for (const path of pages) {
    test(`${path} and ${path}.data answer 4xx, never 5xx`, async ({ request }) => {
      for (const url of [path, `${path}.data`]) {
        for (const body of bodies) {
          const response = await request.post(url, {
            headers: body.contentType ? { "Content-Type": body.contentType } : {},
            data: Buffer.from(body.data),
            maxRedirects: 0,
          });
          expect(response.status(), `${url} ${body.name}`).toBeGreaterThanOrEqual(400);
          expect(response.status(), `${url} ${body.name}`).toBeLessThan(500);
        }
      }
    });
  }
});

test("a 10 KB product id for the comparison stores nothing and no cookie reaches 4 KB", async ({
  request,
}) => {
  for (const url of ["/product-comparison", "/product-center/detail/bullet/nv-b580-ai"]) {
    const response = await request.post(url, {
      form: { intent: "compare-add", productId: "x".repeat(10 * 1024), productClass: "camera" },
      maxRedirects: 0,
    });
    expect(response.status()).toBeLessThan(500);
    const cookies = response
      .headersArray()
      .filter((h) => h.name.toLowerCase() === "set-cookie")
      .map((h) => h.value);
    for (const cookie of cookies) expect(cookie.length).toBeLessThan(4096);
    expect(cookies.some((c) => c.startsWith("nv-compare="))).toBe(false);
  }
  const unknown = await request.post("/product-comparison", {
    form: { intent: "compare-add", productId: "nv-no-such-product", productClass: "camera" },
    maxRedirects: 0,
  });
  expect(unknown.headers()["set-cookie"] ?? "").not.toContain("nv-compare=");
});

test("an unknown product for the comparison gives the not-found message", async ({ page }) => {
  const products = JSON.parse(
    readFileSync(path.join(process.cwd(), "locales", "en", "products.json"), "utf8"),
  ) as { compare: Record<string, string> };
  // The form a visitor could forge: the answer leads back with a message and the list stays empty.
  const response = await page.request.post("/product-comparison", {
    form: {
      intent: "compare-add",
      productId: "nv-no-such-product",
      redirectTo: "/product-comparison",
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  await page.goto(response.headers().location!);
  // A refusal is shown as an error.
  await expect(page.locator(".toast [role=alert]")).toHaveText(products.compare.notFound!);
  await expect(page.getByText(products.compare.addToCompare!)).toBeVisible();
});

test.describe("list pages answer strange filters with an empty list", () => {
  const read = (ns: string) =>
    JSON.parse(readFileSync(path.join(process.cwd(), "locales", "en", `${ns}.json`), "utf8"));
  const solutions = read("solutions");
  const noData = read("common").list.noData;
  const long = "x".repeat(3000);
  const cases: [string, string | null][] = [
    [`/product-center?q=${long}`, noData],
    ["/product-center?productClass=spaceship", noData],
    [`/product-center?processor=${long}`, noData],
    ["/product-center?preSales=maybe", noData],
    ["/product-center?type=a&type=b&sort=zzz", noData],
    ["/product-center?page=-1&sort=zzz", null],
    ["/product-center?page=1e9", null],
    [`/solution?industry=${long}`, solutions.list.empty],
    ["/solution?region=nowhere&type=zzz&page=1e9", solutions.list.empty],
    ["/solution?page=-1", null],
    [`/case?industry=${long}`, solutions.cases.empty],
    ["/case?industry=a&industry=b&page=1e9", solutions.cases.empty],
    [`/algorithmstore?classification=${long}`, noData],
    ["/algorithmstore?scenario=zzz&page=1e9", noData],
    [`/algorithmstore?q=${long}`, noData],
  ];
  for (const [url, empty] of cases) {
    test(`${url.slice(0, 60)} answers 200`, async ({ request }) => {
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain("<h1");
      if (empty) expect(html).toContain(empty);
    });
  }
});
