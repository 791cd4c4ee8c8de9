import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { readSeedPartners, type SeedPartner } from "../../api/areas/partners/seed";
import { fixedT, hasJavaScript, testAccessibility, watchForErrors, strings } from "./helpers";

// biome-ignore lint/suspicious/noExplicitAny: the namespace's shape is checked by the unit tests
function partnerStrings(code: string): any {
  return strings(code, "partners");
}
const seed = readSeedPartners(path.join(process.cwd(), "content", "catalogue"));
const listed = seed.filter((p) => p.listed);
const today = new Date().toISOString().slice(0, 10);
const certified = (p: SeedPartner) => Boolean(p.certifiedTier2 && p.certifiedUntil! >= today);
const PAGE_SIZE = 12;

const en = partnerStrings("en");
const ksa = partnerStrings("ksa");
const cards = (page: Page) => page.locator(".partner-list > li");
const mapLinks = (page: Page) => page.locator(".partner-map svg a");

async function ready(page: Page, js: boolean) {
  if (js) await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** Picks a filter value the way a visitor does: at once with JavaScript, with Apply without it. */
async function filter(page: Page, js: boolean, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).selectOption(value);
  if (!js) await page.getByRole("button", { name: fixedT("en")("list.apply") }).click();
}

test("the map links each shaded country to the directory filtered to it", async ({
  page,
}, testInfo) => {
  const js = hasJavaScript(testInfo);
  const checkErrors = watchForErrors(page);
  await page.goto("/channel");
  await ready(page, js);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.channel.title);
  // Every seeded country is shaded; other tests may list a partner of a country of their own.
  const countries = new Set(listed.map((p) => p.country));
  await expect(mapLinks(page).first()).toBeVisible();
  expect(await mapLinks(page).count()).toBeGreaterThanOrEqual(countries.size);
  const germans = listed.filter((p) => p.country === "DE");
  const label = en.map.country
    .replace("{{country}}", "Germany")
    .replace("{{total}}", String(germans.length));
  const germany = page.getByRole("link", { name: label, exact: true });
  await expect(germany).toHaveAttribute("href", "/channel?country=DE#directory");
  await expect(germany.locator("title")).toHaveText(label);
  await expect(germany).toHaveClass(/partner-map__shade-\d/);
  // The base outlines are an image of this site, never of another host.
  await expect(page.locator(".partner-map image")).toHaveAttribute("href", "/channel/world.svg");
  await germany.click();
  await expect(page).toHaveURL(/\/channel\?country=DE#directory$/);
  await expect(cards(page)).toHaveCount(germans.length);
  for (const partner of germans) await expect(cards(page).getByText(partner.name)).toBeVisible();
  await expect(page.getByLabel(en.filters.country, { exact: true })).toHaveValue("DE");
  await expect(page.getByRole("link", { name: label, exact: true })).toHaveAttribute(
    "aria-current",
    "true",
  );
  checkErrors();
});

test("the world outlines are served once drawn, as a cacheable SVG", async ({ request }) => {
  const response = await request.get("/channel/world.svg");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("image/svg+xml");
  expect(await response.text()).toMatch(/^<svg [^>]*viewBox="0 0 1000 490"/);
});

test("the directory filters by partner type and language, and pages", async ({
  page,
}, testInfo) => {
  const js = hasJavaScript(testInfo);
  await page.goto("/channel");
  await ready(page, js);
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  // The seeded partners at least: approvals in other tests add listed partners of their own.
  const count = await page.locator(".partners-page__count").textContent();
  expect(Number(/\d+/.exec(count ?? "")?.[0])).toBeGreaterThanOrEqual(listed.length);
  // Every partner type of the specification is a choice.
  await expect(page.locator("#filter-type option")).toHaveCount(1 + 9);

  await page.locator(`.list-pagination a[href="/channel?page=2"]`).first().click();
  await expect(page).toHaveURL(/\/channel\?page=2$/);
  await expect(cards(page)).toHaveCount(PAGE_SIZE);

  await page.goto("/channel");
  await ready(page, js);
  await filter(page, js, en.filters.type, "gold");
  await expect(page).toHaveURL(/\/channel\?type=gold$/);
  const gold = listed.filter((p) => p.type === "gold");
  await expect(cards(page)).toHaveCount(gold.length);
  await expect(cards(page).first()).toContainText(en.types.gold);

  await filter(page, js, en.filters.language, "en");
  await expect(page).toHaveURL(/\/channel\?type=gold&language=en$/);
  const goldEnglish = gold.filter((p) => p.languages.includes("en"));
  await expect(cards(page)).toHaveCount(goldEnglish.length);
  // The map follows the filters: only countries with such partners stay shaded.
  await expect(mapLinks(page)).toHaveCount(new Set(goldEnglish.map((p) => p.country)).size);
});

test("only consenting partners are listed; certified Tier 2 partners carry the mark until expiry", async ({
  page,
}) => {
  const hidden = seed.find((p) => !p.listed)!;
  await page.goto(`/channel?country=${hidden.country}`);
  await expect(cards(page)).toHaveCount(listed.filter((p) => p.country === hidden.country).length);
  await expect(page.getByText(hidden.name)).toHaveCount(0);

  const current = listed.filter(certified);
  await page.goto("/channel");
  // Certified partners come first.
  await expect(page.locator(".partner-card__badge")).toHaveCount(
    Math.min(PAGE_SIZE, current.length),
  );
  await expect(page.locator(".partner-card__badge").first()).toHaveText(en.directory.certified);

  const expired = listed.find((p) => p.certifiedTier2 && p.certifiedUntil! < today)!;
  await page.goto(`/channel?country=${expired.country}`);
  const card = cards(page).filter({ hasText: expired.name });
  await expect(card).toHaveCount(1);
  await expect(card.locator(".partner-card__badge")).toHaveCount(0);
  const valid = current[0]!;
  await page.goto(`/channel?country=${valid.country}`);
  await expect(
    cards(page).filter({ hasText: valid.name }).locator(".partner-card__badge"),
  ).toHaveText(en.directory.certified);
});

test("a view without partners says No data", async ({ page }) => {
  await page.goto("/channel?type=installer&country=ZZ");
  await expect(page.getByText(fixedT("en")("list.noData"))).toBeVisible();
  await expect(page.getByText(en.directory.empty)).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
});

test("the directory speaks Arabic and keeps the map unmirrored", async ({ page }) => {
  await page.goto("/ksa/channel?country=SA");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ksa.channel.title);
  await expect(page.locator(".partner-map svg")).toHaveCSS("direction", "ltr");
  const saudi = page.locator('.partner-map a[aria-current="true"]');
  await expect(saudi).toHaveAttribute("href", "/ksa/channel?country=SA#directory");
  await expect(saudi).toHaveAttribute("aria-label", /^المملكة العربية السعودية/);
  await expect(cards(page).first()).toContainText(ksa.directory.country);
});

for (const code of ["en", "ksa"] as const) {
  test(`the specialist programme page in ${code}`, async ({ page }, testInfo) => {
    const js = hasJavaScript(testInfo);
    const t = code === "en" ? en : ksa;
    const prefix = code === "en" ? "" : "/ksa";
    await page.goto(`${prefix}/specialist`);
    await ready(page, js);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.specialist.title);
    const steps = page.locator("ol.specialist-steps > li");
    await expect(steps.getByRole("heading")).toHaveText(
      ["register", "learn", "exam", "certificate"].map((step) => t.specialist.steps[step].title),
    );
    await expect(page.locator(".specialist-actions h2")).toHaveText([
      t.specialist.actions.register.title,
      t.specialist.actions.learn.title,
    ]);
    // Register leads to the exam registration, Start learning to the specialist learning path.
    await expect(page.locator(`a[href="${prefix}/learn-register"]`)).toHaveCount(1);
    const learn = page.getByRole("link", { name: t.specialist.actions.learn.button });
    await expect(learn).toHaveAttribute("href", `${prefix}/csp-learn`);
    await learn.click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/csp-learn$`));
  });
}

test("the menu leads to the partner map and the specialist page", async ({ page }) => {
  await page.goto("/channel");
  const common = fixedT("en");
  await expect(
    page
      .locator(`a[href="/channel"]`)
      .filter({ hasText: common("nav.partnerMap") })
      .first(),
  ).toBeAttached();
  await expect(
    page
      .locator(`a[href="/specialist"]`)
      .filter({ hasText: common("nav.certificate") })
      .first(),
  ).toBeAttached();
});

testAccessibility(["/channel", "/ksa/channel?country=SA", "/specialist", "/ksa/specialist"]);
