import { expect, type Page, test } from "@playwright/test";
import { fixedT, hasJavaScript, watchForErrors } from "./helpers";

const seenData = new WeakMap<Page, string[]>();

/** The single-fetch data requests of client-side navigation, by path. */
function dataRequests(page: Page): string[] {
  return seenData.get(page) ?? [];
}

/** Every request the browser makes that could be a translation file. */
function watchTranslationRequests(page: Page): string[] {
  const requests: string[] = [];
  const data: string[] = [];
  seenData.set(page, data);
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith(".data")) data.push(pathname);
    if (/locales|i18n|\.json$/.test(pathname)) requests.push(pathname);
  });
  return requests;
}

test("a page embeds the shell's strings and its own namespaces only", async ({ request }) => {
  const products = fixedT("en", "products");
  const home = await (await request.get("/home")).text();
  expect(home).toContain(JSON.stringify(fixedT("en")("a11y.skipToContent")).slice(1, -1));
  expect(home).not.toContain(products("center.intro"));
  expect(home).not.toContain(fixedT("en", "admin")("outbox.intro"));
  const center = await (await request.get("/product-center")).text();
  expect(center).toContain(products("center.intro"));
  expect(center).not.toContain(fixedT("en", "algorithms")("store.lead"));
});

for (const [code, prefix] of [
  ["en", ""],
  ["ksa", "/ksa"],
] as const) {
  test(`going from the home page to the product center (${code}) shows its strings, nothing fetched`, async ({
    page,
  }, testInfo) => {
    const checkErrors = watchForErrors(page);
    const fetched = watchTranslationRequests(page);
    const t = fixedT(code);
    await page.goto(`${prefix}/home`);
    if (hasJavaScript(testInfo))
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    const nav = page.getByRole("navigation", { name: t("a11y.mainMenu") });
    await nav.getByRole("link", { name: t("nav.products"), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/product-center$`));
    // With JavaScript the page came by client-side navigation: its data, strings included.
    if (hasJavaScript(testInfo))
      expect(dataRequests(page)).toContain(`${prefix}/product-center.data`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      fixedT(code, "products")("center.title"),
    );
    await expect(page.getByRole("button", { name: fixedT(code)("list.apply") })).toBeVisible();
    expect(fetched).toEqual([]);
    checkErrors();
  });
}

test("client-side navigation across areas keeps every page translated", async ({
  page,
}, testInfo) => {
  test.skip(!hasJavaScript(testInfo), "client-side navigation needs JavaScript");
  const checkErrors = watchForErrors(page);
  const fetched = watchTranslationRequests(page);
  await page.goto("/ksa/product-center");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const t = fixedT("ksa");
  const nav = page.getByRole("navigation", { name: t("a11y.mainMenu") });
  await nav.getByRole("link", { name: t("nav.algorithm"), exact: true }).click();
  await expect(page).toHaveURL(/\/ksa\/algorithmstore$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    fixedT("ksa", "algorithms")("store.title"),
  );
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    fixedT("ksa", "products")("center.title"),
  );
  expect(fetched).toEqual([]);
  checkErrors();
});
