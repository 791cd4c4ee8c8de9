import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import {
  catalogueText,
  fixedT,
  hasJavaScript,
  testAccessibility,
  watchForErrors,
  strings,
} from "./helpers";

// biome-ignore lint/suspicious/noExplicitAny: the namespace's shape is checked by the unit tests
function solutionsStrings(code: string): any {
  return strings(code, "solutions");
}
function catalogue(file: string): { id: string; [key: string]: unknown }[] {
  return JSON.parse(readFileSync(path.join(process.cwd(), "content", "catalogue", file), "utf8"));
}

const en = solutionsStrings("en");
const ksa = solutionsStrings("ksa");
const seedSolutions = catalogue("solutions.json");
const seedCases = catalogue("cases.json");
const seedProducts = catalogue("products.json");
const retail = seedSolutions.find((s) => s.id === "retail-analytics")! as unknown as {
  title: Record<string, string>;
  products: string[];
  body: string;
};

const cards = (page: Page) => page.locator(".content-list .card-grid > li");

/** With JavaScript, waits until the page is interactive, so a change applies the filter at once. */
async function ready(page: Page, js: boolean) {
  if (js) await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** Picks a filter value the way a visitor does: at once with JavaScript, with Apply without it. */
async function filter(page: Page, js: boolean, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).selectOption(value);
  if (!js) await page.getByRole("button", { name: fixedT("en")("list.apply") }).click();
}

test("filtering solutions by industry changes the URL and shrinks the list", async ({
  page,
}, testInfo) => {
  const js = hasJavaScript(testInfo);
  const checkErrors = watchForErrors(page);
  await page.goto("/solution");
  await ready(page, js);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.list.title);
  await expect(cards(page)).toHaveCount(9);
  await expect(page.locator(".content-list__count")).toHaveText(
    en.list.count.replace("{{count}}", String(seedSolutions.length)),
  );

  await filter(page, js, en.filters.industry, "retail");
  await expect(page).toHaveURL(/\/solution\?industry=retail$/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).getByRole("heading")).toHaveText(retail.title.en!);
  await expect(page.getByLabel(en.filters.industry, { exact: true })).toHaveValue("retail");
  // Every region but the one of the retail solution is left with nothing.
  await expect(page.locator("#filter-region option[value='global']")).toHaveText(/\(1\)$/);
  await expect(page.locator("#filter-region option[value='europe']")).toBeDisabled();

  await page.getByRole("link", { name: fixedT("en")("list.reset") }).click();
  await expect(page).toHaveURL(/\/solution$/);
  await expect(cards(page)).toHaveCount(9);
  checkErrors();
});

test("solution filters combine, and paging keeps them", async ({ page }, testInfo) => {
  const js = hasJavaScript(testInfo);
  await page.goto("/solution");
  await ready(page, js);
  await page.getByRole("link", { name: fixedT("en")("list.pagination.page", { page: 2 }) }).click();
  await expect(page).toHaveURL(/\/solution\?page=2$/);
  await expect(cards(page)).toHaveCount(seedSolutions.length - 9);

  await filter(page, js, en.filters.region, "europe");
  await expect(page).toHaveURL(/\/solution\?region=europe$/);
  await filter(page, js, en.filters.type, "outdoor");
  await expect(page).toHaveURL(/\/solution\?region=europe&type=outdoor$/);
  const expected = seedSolutions.filter((s) => s.region === "europe" && s.type === "outdoor");
  await expect(cards(page)).toHaveCount(expected.length);
  await expect(page.getByRole("navigation", { name: en.pagination.label })).toHaveCount(0);
});

test("a solution's page shows its text, products and success stories", async ({
  page,
}, testInfo) => {
  const checkErrors = watchForErrors(page);
  await page.goto("/solution?industry=retail");
  await ready(page, hasJavaScript(testInfo));
  await page.getByRole("link", { name: retail.title.en! }).click();
  await expect(page).toHaveURL(/\/solution-details\/retail-analytics\/solution$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(retail.title.en!);
  await expect(page).toHaveTitle(`${retail.title.en} | Northlight Vision`);
  const products = page.getByRole("region", { name: en.detail.products });
  await expect(products.locator(".product-card")).toHaveCount(retail.products.length);
  const first = seedProducts.find((p) => p.id === retail.products[0])!;
  await expect(products.locator("[dir='ltr']").first()).toHaveText(first.model as string);
  // Each product card links to the product's page.
  await expect(products.getByRole("link")).toHaveCount(retail.products.length);
  await expect(products.getByRole("link").first()).toHaveAttribute(
    "href",
    `/product-center/detail/${first.type}/${first.id}`,
  );

  const story = seedCases.find((c) => c.solution === "retail-analytics")! as unknown as {
    title: Record<string, string>;
  };
  await page
    .getByRole("region", { name: en.detail.cases })
    .getByRole("link", { name: story.title.en! })
    .click();
  await expect(page).toHaveURL(/\/case\/marisol-supermercados\/detail$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(story.title.en!);
  checkErrors();
});

test("an unknown solution or success story answers the 404 page", async ({ page }) => {
  for (const url of [
    "/solution-details/no-such-solution/solution",
    "/case/no-such-case/detail",
    "/ksa/solution-details/no-such-solution/solution",
  ]) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    const code = url.startsWith("/ksa") ? "ksa" : "en";
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      fixedT(code)("notFound.title"),
    );
  }
});

test("success stories: filter by industry and open one", async ({ page }, testInfo) => {
  const js = hasJavaScript(testInfo);
  const checkErrors = watchForErrors(page);
  await page.goto("/case");
  await ready(page, js);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.cases.title);
  await expect(cards(page)).toHaveCount(Math.min(9, seedCases.length));

  await filter(page, js, en.filters.industry, "energy");
  await expect(page).toHaveURL(/\/case\?industry=energy$/);
  await expect(cards(page)).toHaveCount(seedCases.filter((c) => c.industry === "energy").length);
  const story = seedCases.find((c) => c.industry === "energy")! as unknown as {
    id: string;
    customer: string;
    title: Record<string, string>;
    solution: string;
  };
  await cards(page).getByRole("link", { name: story.title.en! }).click();
  await expect(page).toHaveURL(new RegExp(`/case/${story.id}/detail$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(story.title.en!);
  await expect(page.getByRole("complementary", { name: en.cases.facts })).toContainText(
    story.customer,
  );
  const solution = page.getByRole("region", { name: en.cases.solution });
  await solution.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/solution-details/${story.solution}/solution$`));
  checkErrors();
});

test("the launch page lists new and pre-sales products, newest first", async ({ page }) => {
  const checkErrors = watchForErrors(page);
  const response = await page.goto("/new-product-launch");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.launch.title);
  const preSales = seedProducts.filter((p) => p.preSales === true);
  const list = page.getByRole("region", { name: en.launch.products });
  await expect(list.locator(".badge")).toHaveCount(preSales.length);
  await expect(list.locator(".badge").first()).toHaveText(en.product.preSales);
  const newest = [...seedProducts].sort((a, b) =>
    String(b.releaseDate).localeCompare(String(a.releaseDate)),
  )[0]!;
  await expect(list.locator("[dir='ltr']").first()).toHaveText(newest.model as string);
  checkErrors();
});

test("the Arabic solutions pages are right to left and translated", async ({ page }) => {
  const checkErrors = watchForErrors(page);
  await page.goto("/ksa/solution");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ksa.list.title);
  await expect(page.getByLabel(ksa.filters.industry, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: retail.title.ksa! })).toBeVisible();

  await page.goto("/ksa/solution-details/retail-analytics/solution");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(retail.title.ksa!);
  // The body is translated too: shown in Arabic, with no English-only notice.
  await expect(page.locator(".prose")).toContainText(
    catalogueText("ksa", retail.body).slice(0, 40),
  );
  await expect(page.locator(".prose")).not.toHaveAttribute("lang", "en");
  await expect(page.getByText(fixedT("ksa")("content.fallbackNotice"))).toHaveCount(0);

  await page.goto("/ksa/new-product-launch");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ksa.launch.title);
  checkErrors();
});

testAccessibility([
  "/solution",
  "/ksa/solution",
  "/solution-details/retail-analytics/solution",
  "/ksa/solution-details/retail-analytics/solution",
  "/ksa/case/marisol-supermercados/detail",
  "/new-product-launch",
]);
