import { expect, test } from "@playwright/test";
import { fixedT } from "./helpers";
import { PARTNER, signInWithCookie } from "./session";

test("unknown products, solutions, success stories and algorithms say what was not found, with 404", async ({
  page,
}) => {
  for (const [url, code, area] of [
    ["/product-center/detail/bullet/nv-nothing", "en", "product"],
    ["/ksa/product-center/detail/bullet/nv-nothing", "ksa", "product"],
    ["/solution-details/no-such-solution/solution", "en", "solution"],
    ["/ksa/solution-details/no-such-solution/solution", "ksa", "solution"],
    ["/case/no-such-case/detail", "en", "case"],
    ["/algorithm-details-page/no-such-algorithm", "en", "algorithm"],
    ["/ksa/algorithm-details-page/no-such-algorithm", "ksa", "algorithm"],
  ] as const) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    const t = fixedT(code);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("notFound.title"));
    await expect(page.getByText(t(`notFound.${area}`))).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${t("notFound.title")}`));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    // The site shell is there, in the page's language.
    await expect(page.locator("header").first()).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", code === "ksa" ? "ar" : "en");
  }
});

test("a page that does not exist keeps the general 404 text", async ({ page }) => {
  const response = await page.goto("/ksa/no-such-page");
  expect(response?.status()).toBe(404);
  const t = fixedT("ksa");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("notFound.title"));
  await expect(page.getByText(t("notFound.text"))).toBeVisible();
});

test("an anonymous visitor on an admin page is sent to sign in", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin(&|$)/);
});

test("a partner on an admin page gets 403 saying the role cannot see it", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signInWithCookie(context, request, baseURL!, PARTNER);
  const t = fixedT("en");
  const response = await page.goto("/admin");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("error.forbiddenTitle"));
  await expect(page.getByText(t("error.forbiddenText"))).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${t("error.forbiddenTitle")}`));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(
    page.locator("main").getByRole("link", { name: fixedT("en")("notFound.backHome") }),
  ).toBeVisible();

  await page
    .locator("main")
    .getByRole("button", { name: t("error.signInOther") })
    .click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin$/);
});
