import { expect, type Page, test } from "@playwright/test";
import { fixedT, hasJavaScript } from "./helpers";

const t = fixedT("en");

test("menus open by mouse and by keyboard, with or without JavaScript", async ({ page }) => {
  await page.goto("/home");
  const nav = page.getByRole("navigation", { name: t("a11y.mainMenu") });
  await expect(nav.getByText(t("nav.partnerMap"))).toBeHidden();
  await nav.locator("summary", { hasText: t("nav.partners") }).click();
  await expect(nav.getByText(t("nav.partnerMap"))).toBeVisible();
  await expect(nav.getByText(t("nav.forPartners"))).toBeVisible();
  await expect(nav.getByText(t("nav.dealRegistration"))).toBeVisible();

  const about = nav.locator("summary", { hasText: t("nav.about") });
  await about.focus();
  await page.keyboard.press("Enter");
  const aboutUs = nav.getByRole("link", { name: t("nav.aboutUs") });
  await expect(aboutUs).toBeVisible();
  await aboutUs.click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Northlight Vision");
});

test("every menu entry is a working link, deal registration and the resources included", async ({
  page,
}) => {
  await page.goto("/home");
  const nav = page.getByRole("navigation", { name: t("a11y.mainMenu") });
  await expect(nav.locator("[aria-disabled=true]")).toHaveCount(0);
  for (const [key, href] of [
    ["nav.products", "/product-center"],
    ["nav.dealRegistration", "/dr-list"],
    ["nav.firmware", "/firmware"],
    ["nav.software", "/soft-download"],
    ["nav.video", "/video-library"],
  ] as const)
    await expect(
      nav.getByRole("link", { name: t(key), exact: true, includeHidden: true }),
    ).toHaveAttribute("href", href);
});

test("the mobile menu opens without JavaScript and offers the app download", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/home");
  const nav = page.getByRole("navigation", { name: t("a11y.mainMenu") });
  await expect(nav).toBeHidden();
  await page.getByText(t("a11y.openMenu"), { exact: true }).click();
  await expect(nav).toBeVisible();
  await expect(nav.getByRole("link", { name: new RegExp(t("nav.appDownload")) })).toHaveAttribute(
    "href",
    /^https:\/\//,
  );
  await nav.locator("summary", { hasText: t("nav.resources") }).click();
  await expect(nav.getByText(t("nav.firmware"))).toBeVisible();
});

test("the footer links to the legal pages and opens the sitemap in a new tab", async ({ page }) => {
  await page.goto("/br/home");
  const tBr = fixedT("br");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: tBr("footer.terms") })).toHaveAttribute(
    "href",
    "/br/legal",
  );
  await expect(footer.getByRole("link", { name: tBr("footer.privacy") })).toHaveAttribute(
    "href",
    "/br/privacy-policy",
  );
  const sitemap = footer.getByRole("link", { name: new RegExp(tBr("footer.sitemap")) });
  await expect(sitemap).toHaveAttribute("target", "_blank");
  await expect(footer.getByRole("link", { name: /LinkedIn/ })).toHaveAttribute(
    "href",
    /^https:\/\//,
  );
  await footer.getByRole("link", { name: tBr("footer.privacy") }).click();
  await expect(page).toHaveURL(/\/br\/privacy-policy$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the floating buttons lead to the contact page and the pricing form; no download list before a download", async ({
  page,
}) => {
  await page.goto("/home");
  await page.getByRole("link", { name: t("floating.contact") }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("link", { name: t("floating.call") })).toHaveAttribute(
    "href",
    /\/contactus$/,
  );
  await expect(page.locator("summary[aria-label^='Downloads']")).toHaveCount(0);
});

test("signed-out visitors see the sign-in link, which comes back to the page", async ({ page }) => {
  await page.goto("/br/about");
  const signIn = page.getByRole("link", { name: fixedT("br")("user.signIn") });
  await expect(signIn).toHaveAttribute("href", "/br/login?redirectTo=%2Fbr%2Fabout");
});

test("with JavaScript: header changes at 100 px, back to top appears, navigation scrolls to top", async ({
  page,
}, testInfo) => {
  test.skip(!hasJavaScript(testInfo), "behaviour added by JavaScript");
  // Instant scrolling: a smooth scroll's animation can lag on a busy machine.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/about");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const header = page.locator("header.site-header");
  await expect(header).not.toHaveClass(/is-scrolled/);
  await page.evaluate(() => window.scrollTo(0, 99));
  await expect(header).not.toHaveClass(/is-scrolled/);
  await page.evaluate(() => window.scrollTo(0, 100));
  await expect(header).toHaveClass(/is-scrolled/);
  await expect(page.getByRole("link", { name: t("floating.backToTop") })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: t("footer.privacy") })
    .click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(header).not.toHaveClass(/is-scrolled/);
});

/** Opens the main menu's Partners group on the home page, once the page has hydrated. */
async function openPartnersMenu(page: Page) {
  await page.goto("/home");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const nav = page.getByRole("navigation", { name: t("a11y.mainMenu") });
  const partners = nav.locator("summary", { hasText: t("nav.partners") });
  await partners.click();
  await expect(nav.getByText(t("nav.partnerMap"))).toBeVisible();
  return { nav, partners };
}

test("with JavaScript: Escape closes an open menu and returns focus", async ({
  page,
}, testInfo) => {
  test.skip(!hasJavaScript(testInfo), "behaviour added by JavaScript");
  const { nav, partners } = await openPartnersMenu(page);
  await page.keyboard.press("Escape");
  await expect(nav.getByText(t("nav.partnerMap"))).toBeHidden();
  await expect(partners).toBeFocused();
});

test("with JavaScript: an open menu closes when keyboard focus leaves it", async ({
  page,
}, testInfo) => {
  test.skip(!hasJavaScript(testInfo), "behaviour added by JavaScript");
  const { nav, partners } = await openPartnersMenu(page);
  await partners.focus();
  await page.keyboard.press("Shift+Tab");
  await expect(nav.getByText(t("nav.partnerMap"))).toBeHidden();
});
