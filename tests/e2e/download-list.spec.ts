import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { fixedT, hasJavaScript, useOwnClientAddress } from "./helpers";

const t = fixedT("en");
const SLOW = { timeout: 20_000 };

test.beforeEach(async ({ page }) => {
  await useOwnClientAddress(page);
});

test("with JavaScript a download opens the list and reaches completed; it survives a reload", async ({
  page,
}, testInfo) => {
  test.skip(
    !hasJavaScript(testInfo),
    "the list is a JavaScript feature; without it the link is a plain download",
  );
  await page.goto("/product-center/detail/bullet/nv-b580-ai");
  const downloads = page.locator("#downloads");
  const link = downloads.getByRole("link", { name: /^Download/ }).first();
  const sha = (await downloads.locator(".doc-item__sha code").first().textContent())!;
  const saved = page.waitForEvent("download");
  await link.click();

  const panel = page.locator(".floating-panel.downloads");
  await expect(panel).toHaveAttribute("open", "");
  const item = panel.locator(".downloads__item").first();
  await expect(item).toHaveClass(/is-completed/, SLOW);
  await expect(item).toContainText(t("downloads.completed"));
  await expect(item.locator("progress")).toHaveAttribute("value", "100");
  const file = await saved;
  const bytes = readFileSync((await file.path())!);
  expect(createHash("sha256").update(bytes).digest("hex")).toBe(sha);

  // The list stays after a client navigation and after a reload.
  await page
    .locator('footer a[href="/news"], header a[href="/news"]')
    .first()
    .dispatchEvent("click");
  await expect(page).toHaveURL(/\/news/, SLOW);
  await expect(panel.locator(".downloads__item.is-completed")).toHaveCount(1);
  await page.reload();
  await expect(page.locator(".floating-panel.downloads .downloads__item.is-completed")).toHaveCount(
    1,
    SLOW,
  );
  await page.locator(".floating-panel.downloads summary").click();
  await page.getByRole("button", { name: t("downloads.clear") }).click();
  await expect(page.locator(".floating-panel.downloads")).toHaveCount(0);
});

test("a missing file fails in the list, and retry downloads it once it answers", async ({
  page,
}, testInfo) => {
  test.skip(!hasJavaScript(testInfo), "the list is a JavaScript feature");
  await page.goto("/documentation");
  const first = page
    .locator(".doc-items > .doc-item")
    .filter({ has: page.locator(".doc-item__download") })
    .first();
  const href = (await first.locator(".doc-item__download").getAttribute("href"))!;
  await page.route(`**${href}`, (route) => route.fulfill({ status: 404, body: "Not Found" }));
  await first.locator(".doc-item__download").click();
  const item = page.locator(".floating-panel.downloads .downloads__item").first();
  await expect(item).toHaveClass(/is-failed/, SLOW);
  await expect(item).toContainText(t("downloads.failed"));

  await page.unroute(`**${href}`);
  const saved = page.waitForEvent("download");
  await item.getByRole("button", { name: t("downloads.retry") }).click();
  await expect(item).toHaveClass(/is-completed/, SLOW);
  expect((await saved).suggestedFilename()).toMatch(/\.\w+$/);
  await item.getByRole("button", { name: /^Remove/ }).click();
  await expect(page.locator(".floating-panel.downloads")).toHaveCount(0);
});

test("without JavaScript a document link is an ordinary download and no list is shown", async ({
  page,
}, testInfo) => {
  test.skip(hasJavaScript(testInfo), "the plain link is what a visitor without JavaScript gets");
  await page.goto("/documentation");
  await expect(page.locator(".floating-panel.downloads")).toHaveCount(0);
  const link = page.locator(".doc-item__download").first();
  const saved = page.waitForEvent("download");
  await link.click();
  expect((await saved).suggestedFilename()).toMatch(/\.\w+$/);
});
