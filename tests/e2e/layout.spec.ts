import { expect, test } from "@playwright/test";
import { hasJavaScript, strings } from "./helpers";

const en = strings("en");

test("menus open by mouse and by keyboard, with or without JavaScript", async ({ page }) => {
  await page.goto("/home");
  const nav = page.getByRole("navigation", { name: en.a11y!.mainMenu! });
  await expect(nav.getByText(en.nav!.partnerMap!)).toBeHidden();
  await nav.locator("summary", { hasText: en.nav!.partners! }).click();
  await expect(nav.getByText(en.nav!.partnerMap!)).toBeVisible();
  await expect(nav.getByText(en.nav!.forPartners!)).toBeVisible();
  await expect(nav.getByText(en.nav!.dealRegistration!)).toBeVisible();

  const about = nav.locator("summary", { hasText: en.nav!.about! });
  await about.focus();
  await page.keyboard.press("Enter");
  const aboutUs = nav.getByRole("link", { name: en.nav!.aboutUs! });
  await expect(aboutUs).toBeVisible();
  await aboutUs.click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Northlight Vision");
});

test("pages that are not built yet are marked as coming, not linked", async ({ page }) => {
  await page.goto("/home");
  const nav = page.getByRole("navigation", { name: en.a11y!.mainMenu! });
  await expect(nav.getByRole("link", { name: en.nav!.support! })).toHaveCount(0);
  await expect(nav.getByText(en.nav!.support!)).toHaveAttribute("aria-disabled", "true");
  await expect(nav.getByRole("link", { name: en.nav!.products! })).toHaveAttribute(
    "href",
    "/product-center",
  );
});

test("the mobile menu opens without JavaScript and offers the app download", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/home");
  const nav = page.getByRole("navigation", { name: en.a11y!.mainMenu! });
  await expect(nav).toBeHidden();
  await page.getByText(en.a11y!.openMenu!, { exact: true }).click();
  await expect(nav).toBeVisible();
  await expect(nav.getByRole("link", { name: new RegExp(en.nav!.appDownload!) })).toHaveAttribute(
    "href",
    /^https:\/\//,
  );
  await nav.locator("summary", { hasText: en.nav!.resources! }).click();
  await expect(nav.getByText(en.nav!.firmware!)).toBeVisible();
});

test("the footer links to the legal pages and opens the sitemap in a new tab", async ({ page }) => {
  await page.goto("/br/home");
  const br = strings("br");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: br.footer!.terms! })).toHaveAttribute(
    "href",
    "/br/legal",
  );
  await expect(footer.getByRole("link", { name: br.footer!.privacy! })).toHaveAttribute(
    "href",
    "/br/privacy-policy",
  );
  const sitemap = footer.getByRole("link", { name: new RegExp(br.footer!.sitemap!) });
  await expect(sitemap).toHaveAttribute("target", "_blank");
  await expect(footer.getByRole("link", { name: /LinkedIn/ })).toHaveAttribute(
    "href",
    /^https:\/\//,
  );
  await footer.getByRole("link", { name: br.footer!.privacy! }).click();
  await expect(page).toHaveURL(/\/br\/privacy-policy$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the floating buttons lead to the contact page, a phone call and the empty download list", async ({
  page,
}) => {
  await page.goto("/home");
  await page.getByRole("link", { name: en.floating!.contact! }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("link", { name: en.floating!.call! })).toHaveAttribute(
    "href",
    /^tel:/,
  );
  await page.locator("summary[aria-label^='Downloads']").click();
  await expect(page.getByText(en.downloads!.empty!)).toBeVisible();
});

test("signed-out visitors see the sign-in link, which comes back to the page", async ({ page }) => {
  await page.goto("/br/about");
  const signIn = page.getByRole("link", { name: strings("br").user!.signIn! });
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
  await expect(page.getByRole("link", { name: en.floating!.backToTop! })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole("contentinfo").getByRole("link", { name: en.footer!.privacy! }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(header).not.toHaveClass(/is-scrolled/);
});

test("with JavaScript: Escape closes an open menu and returns focus", async ({
  page,
}, testInfo) => {
  test.skip(!hasJavaScript(testInfo), "behaviour added by JavaScript");
  await page.goto("/home");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const nav = page.getByRole("navigation", { name: en.a11y!.mainMenu! });
  const partners = nav.locator("summary", { hasText: en.nav!.partners! });
  await partners.click();
  await expect(nav.getByText(en.nav!.partnerMap!)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(nav.getByText(en.nav!.partnerMap!)).toBeHidden();
  await expect(partners).toBeFocused();
});
