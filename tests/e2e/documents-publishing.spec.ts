import { createHash } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { fixedT, hasJavaScript, submitForm, useOwnClientAddress, watchForErrors } from "./helpers";
import { ADMIN, signInWithCookie } from "./session";

const admin = fixedT("en", "admin");
const documents = fixedT("en", "documents");

/** The demo editor of README's accounts. */
const DEMO_EDITOR = {
  account: "eva.lindgren@northlight-vision.example",
  password: "Fjord-Editor-31!",
};

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << >> endobj\n%%EOF\n`);
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

/** The two products the document is for, with their detail pages. */
const PRODUCTS = [
  { id: "nv-b580-ai", model: "NV-B580-AI", page: "/product-center/detail/bullet/nv-b580-ai" },
  { id: "nv-d340", model: "NV-D340", page: "/product-center/detail/dome/nv-d340" },
];

async function chooseFile(page: Page, name: string, buffer: Buffer, mimeType: string) {
  await page.locator("input[type=file]").setInputFiles({ name, mimeType, buffer });
}

test("an editor publishes a PDF for two products and replaces it; visitors download both versions; the audit log shows it", async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  test.slow();
  await useOwnClientAddress(page);
  const project = hasJavaScript(testInfo) ? "js" : "no-js";
  const title = `Mounting manual ${project} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const first = pdf(`${title} first edition`);
  const second = pdf(`${title} second edition`);
  await signInWithCookie(context, request, baseURL!, DEMO_EDITOR);

  await page.goto("/admin");
  await page.getByRole("link", { name: admin("documents.title") }).click();
  await expect(page).toHaveURL(/\/admin\/documents$/);
  await page.getByRole("link", { name: admin("documents.new") }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(admin("documents.newTitle"));

  await page.getByLabel(admin("documents.kind")).selectOption("manual");
  await page.getByLabel(admin("documents.titleEnglish")).fill(title);
  await page.getByLabel("العربية").fill("دليل التركيب");
  for (const product of PRODUCTS) await page.getByLabel(product.model, { exact: true }).check();
  await page.getByLabel(admin("documents.scenario")).selectOption("retail");
  await page.getByLabel(admin("documents.version")).fill("1.0");
  await page.getByLabel(admin("documents.releaseDate")).fill("2026-06-01");

  // A PNG sent as a PDF: refused with a clear message, the typed fields kept.
  await chooseFile(page, "photo.pdf", PNG, "application/pdf");
  await submitForm(page, admin("documents.publish"));
  await expect(page.getByText(admin("documents.errors.formatMismatch"))).toBeVisible();
  await expect(page.getByText(admin("documents.errors.chooseAgain"))).toBeVisible();
  await expect(page.getByLabel(admin("documents.titleEnglish"))).toHaveValue(title);
  await expect(page.getByLabel(PRODUCTS[1]!.model, { exact: true })).toBeChecked();
  await expect(page.getByLabel(admin("documents.version"))).toHaveValue("1.0");

  await chooseFile(page, "manual.pdf", first, "application/pdf");
  await submitForm(page, admin("documents.publish"));
  await expect(page).toHaveURL(/\/admin\/documents\/\d+$/);
  await expect(page.locator(".toast [role=status]")).toHaveText(admin("documents.published"));
  const id = /\/admin\/documents\/(\d+)$/.exec(page.url())![1]!;
  await expect(page.locator(".documents-admin__current")).toContainText(sha256(first));

  // A visitor finds it by either product, on both product pages, and downloads it.
  await context.clearCookies();
  const noErrors = watchForErrors(page);
  for (const product of PRODUCTS) {
    await page.goto(`/documentation?product=${product.id}`);
    await expect(page.locator(".doc-item").filter({ hasText: title })).toHaveCount(1);
    await page.goto(product.page);
    await expect(page.getByText(title)).toBeVisible();
  }
  await page.goto(`/documentation?product=${PRODUCTS[1]!.id}`);
  await page.getByRole("link", { name: documents("item.detailsNamed", { title }) }).click();
  await expect(page).toHaveURL(new RegExp(`/documentation/${id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.locator(".document-page__current")).toContainText(sha256(first));
  await expect(page.getByText(documents("page.noEarlier"))).toBeVisible();
  const download = await page.request.get(`/documentation/${id}/download`);
  expect(download.status()).toBe(200);
  expect(Buffer.from(await download.body()).equals(first)).toBe(true);
  noErrors();

  // The editor replaces the file with version 2.0.
  await signInWithCookie(context, request, baseURL!, DEMO_EDITOR);
  await page.goto(`/admin/documents/${id}`);
  await chooseFile(page, "manual-2.pdf", second, "application/pdf");
  await page.getByLabel(admin("documents.newVersion")).fill("2.0");
  await page
    .locator("#replace-file ~ form")
    .getByLabel(admin("documents.releaseDate"))
    .fill("2026-07-01");
  await submitForm(page, admin("documents.replace"));
  await expect(page.locator(".toast [role=status]")).toHaveText(admin("documents.replaced"));
  await expect(page.locator(".documents-admin__history")).toContainText(sha256(first));

  // The visitor gets the new file, and the earlier one from the history.
  await context.clearCookies();
  await page.goto(`/documentation/${id}`);
  await expect(page.locator(".document-page__current")).toContainText(sha256(second));
  const earlier = page.locator(".document-page__version");
  await expect(earlier).toHaveCount(1);
  await expect(earlier).toContainText(documents("item.version", { version: "1.0" }));
  await expect(earlier).toContainText(sha256(first));
  const current = await page.request.get(`/documentation/${id}/download`);
  expect(Buffer.from(await current.body()).equals(second)).toBe(true);
  const href = await earlier.getByRole("link").getAttribute("href");
  expect(href).toMatch(new RegExp(`^/documentation/${id}/versions/\\d+/download$`));
  const old = await page.request.get(href!);
  expect(old.status()).toBe(200);
  expect(Buffer.from(await old.body()).equals(first)).toBe(true);

  // The administrator reads both steps in the audit log.
  await signInWithCookie(context, request, baseURL!, ADMIN);
  await page.goto("/admin/audit?kind=document");
  const subject = page.locator("td", {
    hasText: new RegExp(`^${admin("audit.kind.document")}\\s*${id}$`),
  });
  const entries = page.locator("tbody tr").filter({ has: subject });
  await expect(entries).toHaveCount(2);
  await expect(entries.filter({ hasText: admin("audit.actions.create") })).toContainText(
    DEMO_EDITOR.account,
  );
  await expect(entries.filter({ hasText: admin("audit.actions.replace") })).toContainText(
    "1.0 → 2.0",
  );
});
