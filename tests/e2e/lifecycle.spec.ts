import { expect, test } from "@playwright/test";
import { fixedT, hasJavaScript, submitForm, watchForErrors } from "./helpers";
import { ADMIN, EDITOR, signInWithCookie } from "./session";

const admin = fixedT("en", "admin");
const products = fixedT("en", "products");
const common = fixedT("en");

/**
 * Each project retires a model of its own that no other suite relies on, with a replacement of the
 * same line; the e2e database is fresh for every run.
 */
const RETIRED = {
  js: { id: "nv-t250", model: "NV-T250", type: "turret", by: "NV-T480-AI", byId: "nv-t480-ai" },
  "no-js": {
    id: "nv-f350",
    model: "NV-F350",
    type: "fisheye",
    by: "NV-F612-AI",
    byId: "nv-f612-ai",
  },
} as const;

test("an editor retires a model with its replacement; visitors see it, administrators read the audit log", async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  test.slow();
  const product = RETIRED[hasJavaScript(testInfo) ? "js" : "no-js"];
  const detailPath = `/product-center/detail/${product.type}/${product.id}`;
  await signInWithCookie(context, request, baseURL!, EDITOR);

  // The console shows an editor the content pages, no queue and no audit log.
  await page.goto("/admin");
  await expect(page.getByRole("link", { name: admin("lifecycle.title") })).toBeVisible();
  await expect(page.getByRole("link", { name: admin("deals.title") })).toHaveCount(0);
  await expect(page.getByRole("link", { name: admin("audit.title") })).toHaveCount(0);
  for (const refused of ["/admin/deals", "/admin/audit", "/admin/outbox"]) {
    const answer = await page.goto(refused);
    expect(answer?.status(), refused).toBe(403);
  }

  await page.goto("/admin/products");
  await page.getByRole("link", { name: product.model, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/products/${product.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(product.model);

  // Discontinued without its date: refused at the field, the choice kept.
  await page.getByLabel(admin("lifecycle.status")).selectOption("discontinued");
  await submitForm(page, admin("lifecycle.save"));
  await expect(page.getByText(admin("lifecycle.errors.discontinuedRequired"))).toBeVisible();
  await expect(page.getByLabel(admin("lifecycle.status"))).toHaveValue("discontinued");

  await page.getByLabel(admin("lifecycle.discontinuedOn")).fill("2026-11-01");
  await page.getByLabel(admin("lifecycle.supportEndsOn")).fill("2029-11-30");
  await page.getByLabel(admin("lifecycle.replacement")).selectOption({ label: product.by });
  await submitForm(page, admin("lifecycle.save"));
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.locator(".toast [role=status]")).toHaveText(admin("lifecycle.saved"));

  // The product page: the badge, the replacement, the last firmware day and the JSON-LD.
  const noErrors = watchForErrors(page);
  await page.goto(detailPath);
  await expect(page.locator(".product-detail .lifecycle-badge")).toHaveText(
    products("lifecycle.discontinued"),
  );
  const replacement = page.locator(".lifecycle-facts").getByRole("link", { name: product.by });
  await expect(replacement).toHaveAttribute(
    "href",
    `/product-center/detail/${product.type}/${product.byId}`,
  );
  await expect(page.locator(".lifecycle-facts")).toContainText(
    products("lifecycle.supportUntil", { date: "Nov 30, 2029" }),
  );
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
  );
  expect(jsonLd).toMatchObject({
    "@type": "Product",
    mpn: product.model,
    brand: { name: "Northlight Vision" },
    url: `${baseURL}${detailPath}`,
  });
  expect(jsonLd.image).toMatch(/\/pictures\/product\.svg\?/);
  noErrors();

  // The catalogue hides it until "Include discontinued" is checked.
  await page.goto(`/product-center?q=${product.model}`);
  await expect(page.locator(".product-card")).toHaveCount(0);
  await page.getByLabel(products("center.includeDiscontinued")).check();
  if (!hasJavaScript(testInfo))
    await page.getByRole("button", { name: common("list.apply") }).click();
  await expect(page).toHaveURL(/discontinued=1/);
  const card = page.locator(".product-card");
  await expect(card).toHaveCount(1);
  await expect(card.locator(".lifecycle-badge")).toHaveText(products("lifecycle.discontinued"));

  // An administrator reads who changed what.
  await context.clearCookies();
  await signInWithCookie(context, request, baseURL!, ADMIN);
  await page.goto("/admin");
  await page.getByRole("link", { name: admin("audit.title") }).click();
  await page.getByLabel(admin("audit.subjectKind")).selectOption("product");
  if (!hasJavaScript(testInfo))
    await page.getByRole("button", { name: common("list.apply") }).click();
  await expect(page).toHaveURL(/\/admin\/audit\?kind=product$/);
  const entry = page.locator("tbody tr").filter({ hasText: product.id });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(EDITOR.account);
  await expect(entry).toContainText(admin("audit.actions.update"));
  await expect(entry).toContainText(`on_sale → discontinued`);
});

test("a visitor filters the catalogue by NDAA 889 and TAA compliance", async ({
  page,
}, testInfo) => {
  await page.goto("/product-center");
  const count = page.locator(".product-center__count");
  const all = await count.textContent();
  await page.getByLabel(products("center.ndaa889")).check();
  // With JavaScript each change applies at once: the second waits for the first.
  if (hasJavaScript(testInfo)) await expect(page).toHaveURL(/ndaa889=1/);
  await page.getByLabel(products("center.taa")).check();
  if (!hasJavaScript(testInfo))
    await page.getByRole("button", { name: common("list.apply") }).click();
  await expect(page).toHaveURL(/ndaa889=1&taa=1/);
  await expect(count).not.toHaveText(all!);
  const first = page.locator(".product-card").first().getByRole("link").first();
  await first.click();
  await expect(page.locator(".compliance-facts")).toContainText(products("lifecycle.ndaa889"));
  await expect(page.locator(".compliance-facts")).toContainText(products("lifecycle.taa"));
});
