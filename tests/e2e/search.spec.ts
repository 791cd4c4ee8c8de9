import { expect, test } from "@playwright/test";
import { fixedT, hasJavaScript, testAccessibility } from "./helpers";

const en = fixedT("en", "search");
const jp = fixedT("jp", "search");

test("the header's search finds products, solutions and algorithms, grouped by kind", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto("/home");
  // Below 1280 px the search form sits in the menu.
  await page.getByText(fixedT("en")("a11y.openMenu"), { exact: true }).click();
  const field = page.getByRole("searchbox", { name: fixedT("en")("edges.searchField") });
  await field.fill("vehicle");
  await field.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=vehicle$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en("title"));
  await expect(page.getByRole("heading", { level: 3, name: en("kinds.product") })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: en("kinds.solution") })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: en("kinds.algorithm") })).toBeVisible();
  const solution = page.locator(".site-search-page__group", { hasText: en("kinds.solution") });
  await solution.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/solution-details\/[^/]+\/solution$/);
  if (!hasJavaScript(testInfo)) expect(await page.locator("script[src]").count()).toBe(0);
});

test("a Japanese search matches part of a word and answers in Japanese", async ({ page }) => {
  await page.goto(`/jp/search?q=${encodeURIComponent("バレット")}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(jp("title"));
  await expect(page.locator("#search-results")).toContainText("バレット");
  const products = page.locator(".site-search-page__group", { hasText: jp("kinds.product") });
  await expect(products.getByRole("link").first()).toContainText("バレット");
  await expect(products.getByRole("link").first()).toHaveAttribute(
    "href",
    /^\/jp\/product-center\/detail\//,
  );
});

test("the search finds every word in any order, licence or license, the best match first", async ({
  page,
}, testInfo) => {
  await page.goto("/search");
  const field = page.getByRole("searchbox", { name: en("field") });
  await field.fill("licence plate");
  await field.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=licence\+plate$/);
  const first = page.locator(".site-search-page__link").first();
  await expect(first).toContainText("NV-B560-LPR");
  await expect(page.locator(".site-search-page__group h3").first()).toContainText(
    en("kinds.product"),
  );
  await page.goto("/search?q=plates+license");
  await expect(page.locator(".site-search-page__link").first()).toContainText("NV-B560-LPR");
  // Two words from different texts of a product: "thermal" in its name, "camera" in its introduction.
  await page.goto("/search?q=camera+thermal");
  const links = page.locator(".site-search-page__link");
  for (const model of ["NV-TH640-B", "NV-TH384-T", "NV-TH640-PT"]) {
    await expect(links.filter({ hasText: model })).toHaveCount(1);
  }
  await page.goto("/search?q=thermal+zzzz");
  await expect(page.getByText(en("emptyHint"))).toBeVisible();
  if (!hasJavaScript(testInfo)) expect(await page.locator("script[src]").count()).toBe(0);
});

test("Arabic, Japanese and Chinese searches find words written in other forms or without spaces", async ({
  page,
}) => {
  await page.goto(`/ksa/search?q=${encodeURIComponent("الكاميرات الحراريّة")}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator(".site-search-page__link").first()).toContainText("حرارية");
  // サーマルバレットカメラ and 双光谱热成像枪式摄像机 hold the query's words apart.
  await page.goto(`/jp/search?q=${encodeURIComponent("サーマルカメラ")}&kind=product`);
  await expect(page.locator(".site-search-page__link").first()).toContainText("サーマル");
  await expect(page.locator(".site-search-page__link", { hasText: "NV-TH" })).toHaveCount(3);
  await page.goto(`/zh/search?q=${encodeURIComponent("热成像摄像机")}&kind=product`);
  await expect(page.locator(".site-search-page__link", { hasText: "NV-TH" })).toHaveCount(3);
});

test("the kind filter, paging and No data come from the list kit", async ({ page }, testInfo) => {
  await page.goto("/search?q=camera");
  await page.getByLabel(en("kind")).selectOption("product");
  if (!hasJavaScript(testInfo))
    await page.getByRole("button", { name: fixedT("en")("list.apply") }).click();
  await expect(page).toHaveURL(/kind=product/);
  await expect(page.locator(".site-search-page__group")).toHaveCount(1);
  await expect(page.locator(".list-pagination")).toBeVisible();
  await page.goto("/search?q=zzzz-nothing");
  await expect(page.getByText(fixedT("en")("list.noData"))).toBeVisible();
  // Empty fields are dropped from the address.
  const response = await page.goto("/search?q=&kind=");
  expect(new URL(response!.url()).search).toBe("");
  await expect(page.getByText(en("prompt"))).toBeVisible();
});

test("at full width the header links to the search page", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/ksa/home");
  await page.getByRole("link", { name: fixedT("ksa")("edges.search") }).click();
  await expect(page).toHaveURL(/\/ksa\/search$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    fixedT("ksa", "search")("title"),
  );
});

testAccessibility(["/search?q=camera", `/ksa/search?q=${encodeURIComponent("كاميرا حرارية")}`]);
