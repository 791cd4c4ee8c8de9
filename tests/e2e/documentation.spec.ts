import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { fixedT, hasJavaScript, useOwnClientAddress, watchForErrors } from "./helpers";
import { PARTNER, sendSignInForm } from "./session";

const t = fixedT("en");
const d = fixedT("en", "documents");
const SLOW = { timeout: 20_000 };

/** Chooses a value of a filter: at once with JavaScript, with the Apply button without. */
async function choose(page: Page, js: boolean, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).selectOption(value);
  if (!js) await page.getByRole("button", { name: t("list.apply") }).click();
}

const items = (page: Page) => page.locator(".doc-items > .doc-item");
const downloadCounts = async (page: Page) =>
  (await items(page).locator(".doc-item__facts").allTextContents()).map((text) =>
    Number(/Downloads: ([\d,]+)/.exec(text)![1]!.replaceAll(",", "")),
  );

test.beforeEach(async ({ page }) => {
  await useOwnClientAddress(page);
});

test("filters, sorts and pages the documents; an empty result says No data", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const js = hasJavaScript(testInfo);
  const checkErrors = watchForErrors(page);
  await page.goto("/documentation");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(d("center.title"));
  await expect(page.getByRole("heading", { name: d("hot.title") })).toBeVisible();
  await expect(page.locator(".hot-documents > li")).toHaveCount(5);

  await choose(page, js, d("filters.format"), "html");
  await expect(page).toHaveURL(/[?&]format=html/, SLOW);
  // With JavaScript the address changes first, then the list: each check waits for the list.
  const facts = () => items(page).locator(".doc-item__facts").allTextContents();
  await expect
    .poll(async () => (await facts()).every((text) => text.includes("HTML")), SLOW)
    .toBe(true);

  await choose(page, js, d("filters.sort"), "downloads");
  await expect(page).toHaveURL(/[?&]sort=downloads/, SLOW);
  const descending = (list: number[]) => list.every((n, i) => i === 0 || list[i - 1]! >= n);
  await expect.poll(async () => descending(await downloadCounts(page)), SLOW).toBe(true);
  const counts = await downloadCounts(page);
  expect(counts.length).toBeGreaterThan(1);

  await page.getByRole("link", { name: /^Next/ }).click();
  await expect(page).toHaveURL(/[?&]page=2/, SLOW);
  await expect
    .poll(async () => (await downloadCounts(page))[0]! <= counts.at(-1)!, SLOW)
    .toBe(true);

  await page.goto("/documentation?format=pdf&product=no-such-product");
  await expect(page.getByText(t("list.noData"))).toBeVisible();
  await expect(page.getByText(d("center.empty"))).toBeVisible();
  checkErrors();
});

test("checks all documents of a page and downloads them as one ZIP of the announced size", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const js = hasJavaScript(testInfo);
  await page.goto("/documentation?format=pdf");
  const boxes = page.locator(".doc-items input[name=id]:not([disabled])");
  const enabled = await boxes.count();
  expect(enabled).toBeGreaterThan(1);
  await page.getByRole("link", { name: d("batch.checkAll") }).click();
  if (!js) await expect(page).toHaveURL(/[?&]check=all/, SLOW);
  for (let i = 0; i < enabled; i++) await expect(boxes.nth(i)).toBeChecked();

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: d("batch.download") }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^documents-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");
  const again = await page.request.get(download.url());
  expect(Number(again.headers()["content-length"])).toBe(bytes.length);
  expect((await again.body()).length).toBe(bytes.length);
});

test("a batch of nothing comes back with a message", async ({ page }) => {
  await page.goto("/documentation/batch-download");
  await expect(page).toHaveURL(/\/documentation\?notice=none$/);
  await expect(page.getByRole("alert")).toHaveText(d("batch.none"));
});

test("a gated document asks a visitor to sign in, then downloads", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/documentation");
  const gated = items(page)
    .filter({ has: page.locator(".doc-item__login") })
    .first();
  const title = (await gated.locator(".doc-item__title").textContent())!;
  await expect(gated.locator("input[name=id]")).toBeDisabled();
  await gated.getByRole("link", { name: d("item.loginForMore") }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdocumentation/, SLOW);

  // The file's own address sends a visitor to sign in and back to it.
  const listed = await page.request.get("/api/documents?pageSize=60", {
    headers: {
      authorization: `Basic ${Buffer.from("partner-portal:northlight-partner-portal").toString("base64")}`,
    },
  });
  const doc = (
    (await listed.json()).data.items as { id: number; gated: boolean; sha256: string }[]
  ).find((item) => item.gated)!;
  const anonymous = await page.request.get(`/documentation/${doc.id}/download`, {
    maxRedirects: 0,
  });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers().location).toBe(
    `/login?redirectTo=${encodeURIComponent(`/documentation/${doc.id}/download`)}&required=1`,
  );

  await sendSignInForm(page, PARTNER);
  await expect(page).toHaveURL(/\/documentation$/, SLOW);
  const now = items(page).filter({ hasText: title }).first();
  await expect(now.locator("input[name=id]")).toBeEnabled();
  await expect(now.locator(".doc-item__download")).toBeVisible();

  const signed = await page.request.get(`/documentation/${doc.id}/download`);
  expect(signed.status()).toBe(200);
  const { createHash } = await import("node:crypto");
  expect(
    createHash("sha256")
      .update(await signed.body())
      .digest("hex"),
  ).toBe(doc.sha256);
});

test("the product page links its real documents with their sha256 and copies it", async ({
  page,
  context,
}, testInfo) => {
  const js = hasJavaScript(testInfo);
  const c = fixedT("en");
  await page.goto("/product-center/detail/bullet/nv-b580-ai");
  const downloads = page.locator("#downloads");
  const link = downloads.getByRole("link", { name: /^Download/ }).first();
  const href = (await link.getAttribute("href"))!;
  expect(href).toMatch(/^\/documentation\/\d+\/download$/);
  const sha = (await downloads.locator(".doc-item__sha code").first().textContent())!;
  expect(sha).toMatch(/^[0-9a-f]{64}$/);
  const file = await page.request.get(href);
  const { createHash } = await import("node:crypto");
  expect(
    createHash("sha256")
      .update(await file.body())
      .digest("hex"),
  ).toBe(sha);
  const copy = downloads.getByRole("button", { name: c("documents.copy") }).first();
  if (js) {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await copy.click();
    await expect(downloads.getByText(c("documents.copied")).first()).toBeVisible();
  } else {
    await expect(copy).toBeHidden();
  }
});
