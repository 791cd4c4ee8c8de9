import { readFileSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { hasJavaScript, strings } from "./helpers";

// biome-ignore lint/suspicious/noExplicitAny: each test reads the strings it checks
const read = (ns: string): any =>
  JSON.parse(readFileSync(path.join(process.cwd(), "locales", "en", `${ns}.json`), "utf8"));
const list = strings("en").list as unknown as {
  noData: string;
  results_other: string;
  apply: string;
  reset: string;
  pagination: { label: string; page: string; next: string; previous: string };
};
const products = read("products");

/**
 * How many models the catalogue lists by default (those on sale; `query` narrows them), asked when
 * the test runs: the seed retires some, and another suite (lifecycle.spec.ts) retires one more.
 */
async function onSale(request: APIRequestContext, query = ""): Promise<number> {
  const answer = await request.get(`/api/product/list?onSale=true&pageSize=1${query}`);
  return (await answer.json()).data.total as number;
}

/**
 * The number a list's count shows, once it shows one of `counts`: the catalogue's count read before
 * and after the page, as another suite may retire a model in between.
 */
async function shownCount(count: Locator, counts: number[]): Promise<number> {
  const texts = counts.map((n) => list.results_other.replace("{{count}}", String(n)));
  const escaped = texts.map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  await expect(count).toHaveText(new RegExp(`^(${escaped.join("|")})$`));
  return Number(/\d+/.exec((await count.textContent()) ?? "")?.[0]);
}

async function ready(page: Page, js: boolean) {
  if (js) await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

test("filter the catalogue, then page through the filtered view", async ({
  page,
  request,
}, testInfo) => {
  const js = hasJavaScript(testInfo);
  const all = await onSale(request);
  const camerasBefore = await onSale(request, "&productClass=camera");
  await page.goto("/product-center");
  await ready(page, js);
  const count = page.locator(".list-count");
  await shownCount(count, [all, await onSale(request)]);
  await page.getByLabel(products.facet.productClass).selectOption("camera");
  if (!js) await page.getByRole("button", { name: list.apply }).click();
  // Without JavaScript the form also sends its empty fields and the default sort: the loader
  // redirects to the one address of the view.
  await expect(page).toHaveURL(/\/product-center\?productClass=camera$/);
  const cameras = await shownCount(count, [
    camerasBefore,
    await onSale(request, "&productClass=camera"),
  ]);
  expect(cameras).toBeGreaterThan(12);

  const pager = page.getByRole("navigation", { name: list.pagination.label });
  await pager.getByRole("link", { name: list.pagination.next }).click();
  await expect(page).toHaveURL(/\/product-center\?productClass=camera&page=2$/);
  await expect(pager.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  const onPageTwo = await shownCount(count, [
    cameras,
    await onSale(request, "&productClass=camera"),
  ]);
  await expect(page.locator(".product-card")).toHaveCount(Math.min(12, onPageTwo - 12));
  await expect(page.getByLabel(products.facet.productClass)).toHaveValue("camera");
  await expect(pager.getByRole("link", { name: list.pagination.previous })).toHaveAttribute(
    "href",
    "/product-center?productClass=camera",
  );
});

test("an address with unknown, empty or invalid parameters redirects to the canonical one", async ({
  page,
  request,
}) => {
  const response = await request.get(
    "/es/product-center?utm_source=mail&q=&sort=cheapest&productClass=camera&page=abc",
    { maxRedirects: 0 },
  );
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/es/product-center?productClass=camera");
  await page.goto("/algorithmstore?page=999&platform=camera&zzz=1");
  await expect(page).toHaveURL(/\/algorithmstore\?platform=camera&page=2$/);
});

test("a filter that matches nothing shows No data and a count of zero", async ({ page }) => {
  await page.goto("/product-center?productClass=spaceship");
  await expect(page).toHaveURL(/\/product-center\?productClass=spaceship$/);
  await expect(page.locator(".list-no-data")).toContainText(list.noData);
  await expect(page.locator(".list-count")).toBeVisible();
  await expect(page.locator(".product-card")).toHaveCount(0);
  await expect(page.getByRole("link", { name: list.reset })).toHaveAttribute(
    "href",
    "/product-center",
  );
  await page.goto("/ksa/solution?region=nowhere");
  await expect(page.locator(".list-no-data")).toContainText(
    (strings("ksa").list as unknown as { noData: string }).noData,
  );
});

test("the pager's arrows follow the reading direction", async ({ page }) => {
  await page.goto("/ksa/product-center?page=2");
  const arrow = page.locator(".list-pagination__arrow").first();
  await expect(arrow).toHaveCSS("transform", "matrix(-1, 0, 0, 1, 0, 0)");
});
