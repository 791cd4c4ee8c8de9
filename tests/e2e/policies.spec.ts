import { expect, test } from "@playwright/test";
import { dateFormat } from "../../app/lib/intl";
import { fixedT, LANGUAGES, pageContent, testAccessibility } from "./helpers";

/** The policy pages: RMA terms, warranty policy and the privacy notice for Brazil (LGPD). */
const POLICIES = [
  { path: "/terms/rma", page: "rma" },
  { path: "/warrantypolicy", page: "warranty-policy" },
  { path: "/brazil-privacy-notice", page: "brazil-privacy-notice" },
] as const;

const prefixed = (code: string, path: string) => (code === "en" ? path : `/${code}${path}`);

for (const code of ["en", "ksa", "jp"] as const) {
  const language = LANGUAGES.find((l) => l.code === code)!;
  const t = fixedT(code, "marketing");
  for (const { path, page: name } of POLICIES) {
    test(`${prefixed(code, path)} shows its title, numbered headings and last-updated date`, async ({
      page,
    }) => {
      const content = pageContent(code, name);
      const response = await page.goto(prefixed(code, path));
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", language.lang);
      await expect(page.locator("html")).toHaveAttribute("dir", code === "ksa" ? "rtl" : "ltr");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.title);
      const headings = content.sections.map((s: { heading: string }) => s.heading);
      expect(headings.length).toBeGreaterThanOrEqual(11);
      const sections = page.locator(".document-page__sections h2");
      await expect(sections).toHaveText(headings);
      const date = dateFormat(language.lang, "long").format(new Date("2026-11-01"));
      await expect(page.getByText(t("document.lastUpdated", { date }))).toBeVisible();
    });
  }
}

test("each policy page links to the other two and to the privacy policy", async ({ page }) => {
  const t = fixedT("br");
  const labels: Record<string, string> = {
    "/terms/rma": t("policies.rma"),
    "/warrantypolicy": t("policies.warranty"),
    "/brazil-privacy-notice": t("policies.brazilPrivacy"),
    "/privacy-policy": t("footer.privacy"),
  };
  for (const { path } of POLICIES) {
    await page.goto(`/br${path}`);
    const links = page.getByRole("navigation", { name: t("policies.related") });
    for (const [target, label] of Object.entries(labels)) {
      if (target === path) continue;
      await expect(links.getByRole("link", { name: label })).toHaveAttribute(
        "href",
        `/br${target}`,
      );
    }
  }
});

test("the Brazil notice shows the configured contact address and sits outside the site layout", async ({
  page,
}) => {
  await page.goto("/br/brazil-privacy-notice");
  await expect(page.locator(".site-header")).toHaveCount(0);
  await expect(page.locator(".site-footer")).toHaveCount(0);
  const header = page.getByRole("banner");
  await expect(header).toHaveCount(1);
  await expect(header.getByRole("link", { name: fixedT("br")("brand.home") })).toHaveAttribute(
    "href",
    "/br/home",
  );
  await expect(page.locator("#dpo-title")).toHaveText(
    pageContent("br", "brazil-privacy-notice").sections.find((s: { id: string }) => s.id === "dpo")
      .heading,
  );
  await expect(page.locator("#dpo")).toContainText("@");
  await expect(page.locator("#dpo")).not.toContainText("{{");
});

test("the RMA and warranty pages render in the site layout and /terms still renders its own page", async ({
  page,
}) => {
  await page.goto("/terms/rma");
  await expect(page.locator(".site-header")).toHaveCount(1);
  await page.goto("/terms");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    pageContent("en", "terms").title,
  );
  await expect(page.locator(".document-page__sections h2").first()).toHaveText(
    pageContent("en", "terms").sections[0].heading,
  );
});

test("the footer links to the policy pages", async ({ page }) => {
  const t = fixedT("es");
  await page.goto("/es/home");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: t("policies.rma") })).toHaveAttribute(
    "href",
    "/es/terms/rma",
  );
  await expect(footer.getByRole("link", { name: t("policies.warranty") })).toHaveAttribute(
    "href",
    "/es/warrantypolicy",
  );
  await expect(footer.getByRole("link", { name: t("policies.brazilPrivacy") })).toHaveAttribute(
    "href",
    "/es/brazil-privacy-notice",
  );
});

test("an unknown language prefix on the Brazil notice is the site's 404 page", async ({ page }) => {
  const response = await page.goto("/xx/brazil-privacy-notice");
  expect(response?.status()).toBe(404);
});

testAccessibility([
  "/terms/rma",
  "/ksa/warrantypolicy",
  "/brazil-privacy-notice",
  "/ksa/brazil-privacy-notice",
]);
