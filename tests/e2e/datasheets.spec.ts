import { readFileSync } from "node:fs";
import path from "node:path";
import { test as base, expect, type Locator } from "@playwright/test";
import { LANGUAGES } from "#shared/languages";
import { fixedT, useOwnClientAddress } from "./helpers";
import { PARTNER, signInWithCookie } from "./session";

const catalogue = <T>(file: string): T =>
  JSON.parse(readFileSync(path.join(process.cwd(), "content/catalogue", file), "utf8"));
const products =
  catalogue<
    {
      id: string;
      model: string;
      specifications: { key: string; value: string }[];
    }[]
  >("products.json");
const specKeys = catalogue<Record<string, { label?: Record<string, string> }>>("spec-keys.json");

const PRODUCT = "/product-center/detail/bullet/nv-b580-ai";
const product = products.find((p) => p.id === "nv-b580-ai")!;

/**
 * The tests of this file, with `datasheet`: the download link of the product's data sheet, on its
 * page, for a signed-in partner.
 */
const test = base.extend<{ datasheet: Locator }>({
  datasheet: async ({ page, context, request, baseURL }, use) => {
    await useOwnClientAddress(page);
    await signInWithCookie(context, request, baseURL!, PARTNER);
    await page.goto(PRODUCT);
    await use(
      page
        .locator("#downloads li")
        .filter({ hasText: fixedT("en", "products")("detail.documentKind.datasheet") })
        .getByRole("link", { name: /^Download/ }),
    );
  },
});

test("a signed-in partner downloads a product's data sheet, a document of its specifications", async ({
  page,
  datasheet,
}) => {
  test.slow();
  const link = datasheet;
  // Its size as a person reads it: "12.3 kB", not "12345 byte".
  await expect(link).toHaveText(/\(\d+(\.\d)? kB\)$/);
  const saved = page.waitForEvent("download");
  await link.click();
  const file = await saved;
  const html = readFileSync((await file.path())!, "utf8");
  expect(html).toMatch(/^<!doctype html>/);
  const lang = /<html lang="([^"]+)"/.exec(html)![1];
  const code = LANGUAGES.find((l) => l.lang === lang)!.code;
  expect(html).toContain(product.model);
  // Every specification row, named in the document's language: the resolution, the IR range...
  const resolution = product.specifications.find((s) => s.key === "resolution")!;
  expect(html).toContain(
    `<th scope="row">${specKeys.resolution!.label![code]}</th><td dir="auto">${
      resolution.value
    }</td>`,
  );
  expect(html.match(/<th scope="row">/g)).toHaveLength(product.specifications.length);
});

test("a signed-in partner reads the data sheet in the site's viewer: every specification, in its language", async ({
  page,
  datasheet,
}) => {
  test.slow();
  const href = await datasheet.getAttribute("href");
  const id = /\/documentation\/(\d+)\/download/.exec(href!)![1];
  const response = await page.goto(`/htmldoc/${id}`);
  expect(response?.status()).toBe(200);
  const sheet = page.locator(".viewer__html");
  const lang = (await sheet.getAttribute("lang"))!;
  const code = LANGUAGES.find((l) => l.lang === lang)!.code;
  await expect(sheet.getByRole("heading", { level: 1 })).toContainText(product.model);
  const rows = sheet.locator("tbody tr:has(td)");
  await expect(rows).toHaveCount(product.specifications.length);
  const resolution = product.specifications.find((s) => s.key === "resolution")!;
  await expect(
    rows.filter({
      has: page.getByRole("rowheader", {
        name: specKeys.resolution!.label![code],
      }),
    }),
  ).toContainText(resolution.value);
});
