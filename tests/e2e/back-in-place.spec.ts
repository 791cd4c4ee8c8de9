import { expect, test } from "@playwright/test";
import { fixedT, hasJavaScript } from "./helpers";
import { signInWithCookie } from "./session";

/**
 * After a form's post or a calculator's "Calculate", the visitor comes back where they were (the
 * address's fragment names the place), with and without JavaScript.
 */
const products = fixedT("en", "products");
const tools = fixedT("en", "tools");
const deals = fixedT("en", "deals");
const common = fixedT("en");

const ANA = { account: "ana.ribeiro@vigiatec.example", password: "Lantern-Harbour-42!" };

test("a product card's compare button comes back to that card", async ({ page }) => {
  // four posts and page loads of the whole product list
  test.slow();
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/product-center");
  const cards = page.locator("li.product-card");
  expect(await cards.count()).toBeGreaterThan(6);
  // a card far down the list
  const card = cards.nth(6);
  const id = await card.getAttribute("id");
  expect(id).toMatch(/^product-[a-z0-9-]+$/);
  await card.getByRole("button", { name: products("compare.cardAdd") }).click();
  await expect(page).toHaveURL(new RegExp(`/product-center#${id}$`));
  const back = page.locator(`#${id}`);
  await expect(back.getByRole("button", { name: products("compare.cardAdd") })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(back).toBeInViewport();
  // removing it again from the card comes back there too
  await back.getByRole("button", { name: products("compare.cardAdd") }).click();
  await expect(back.getByRole("button", { name: products("compare.cardAdd") })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await expect(back).toBeInViewport();
});

test("Add row comes back at the row just added", async ({ page }) => {
  // a sign-in and three posts of the whole deal form
  test.slow();
  await signInWithCookie(page.context(), page.request, test.info().project.use.baseURL!, ANA);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/deal");
  const competitors = page
    .locator("fieldset.repeatable")
    .filter({ has: page.locator("legend", { hasText: deals("sections.competitors") }) });
  await expect(competitors).toHaveAttribute("id", "competitors");
  await competitors.getByRole("button", { name: common("form.addRow") }).click();
  await expect(page).toHaveURL(/\/deal#competitors-row-0$/);
  await expect(page.locator("#competitors-row-0")).toBeInViewport();
  await competitors.getByRole("button", { name: common("form.addRow") }).click();
  await expect(page).toHaveURL(/\/deal#competitors-row-1$/);
  const second = page.locator("#competitors-row-1");
  await expect(second.getByLabel(deals("fields.competitorName"))).toBeVisible();
  await expect(second).toBeInViewport();
  // a removal comes back at the list
  await second.getByRole("button", { name: common("form.removeRow", { number: 2 }) }).click();
  await expect(page).toHaveURL(/\/deal#competitors$/);
  await expect(page.locator("#competitors-row-1")).toHaveCount(0);
  await expect(competitors.getByRole("button", { name: common("form.addRow") })).toBeInViewport();
});

test("Calculate lands on the result on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/tools/bandwidth");
  const result = page.locator("#result");
  await expect(result).not.toBeInViewport();
  await page.getByLabel(tools("fields.cameras"), { exact: true }).fill("20");
  await page.getByRole("button", { name: tools("calculate") }).click();
  await expect(page).toHaveURL(/\/tools\/bandwidth\?.*cameras=20.*#result$/);
  await expect(result.getByRole("heading", { name: tools("result") })).toBeInViewport();
});

test("the MD5 checker's post comes back at the hashes", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/tools/md5-checker");
  if (hasJavaScript(testInfo))
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByLabel(tools("md5Checker.file")).setInputFiles({
    name: "abc.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("abc"),
  });
  await page.getByRole("button", { name: tools("md5Checker.check") }).click();
  const result = page.locator("#result");
  await expect(result.locator('[data-result="md5"] code')).toHaveText(
    "900150983cd24fb0d6963f7d28e17f72",
  );
  // without JavaScript the file was posted: the address names the result; with it, nothing moved
  if (!hasJavaScript(testInfo)) await expect(page).toHaveURL(/\/tools\/md5-checker#result$/);
  await expect(result).toBeInViewport();
});
