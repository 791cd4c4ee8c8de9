import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { fixedT, hasJavaScript, testAccessibility, watchForErrors } from "./helpers";

interface SeedFaq {
  id: string;
  category: string;
  question: Record<string, string>;
}
interface SeedArticle {
  slug: string;
  category: string;
  publishedAt: string;
  title: Record<string, string>;
}
const catalogue = <T>(file: string): T[] =>
  JSON.parse(readFileSync(path.join(process.cwd(), "content", "catalogue", file), "utf8"));
const seedFaqs = catalogue<SeedFaq>("faqs.json");
const seedArticles = catalogue<SeedArticle>("knowledge.json");
const en = fixedT("en", "support");
const common = fixedT("en");

/** The seed FAQ whose English question contains `text`. */
function faqAbout(text: string): SeedFaq {
  const found = seedFaqs.find((f) => f.question.en!.includes(text));
  if (!found) throw new Error(`no FAQ about ${text}`);
  return found;
}

/** Navigations on a loaded machine may take a while. */
const SLOW = { timeout: 20_000 };

const results = (page: Page) => page.locator(".support-results > li");

async function ready(page: Page, js: boolean) {
  if (js) await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** Picks a filter value as a visitor does: at once with JavaScript, with Apply without it. */
async function filter(page: Page, js: boolean, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).selectOption(value);
  if (!js) await page.getByRole("button", { name: common("list.apply") }).click();
}

test("the FAQ filters by category and pages through the questions", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const js = hasJavaScript(testInfo);
  const checkErrors = watchForErrors(page);
  await page.goto("/FAQ");
  await ready(page, js);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en("faq.title"));
  await expect(page.locator(".list-count")).toContainText(
    en("faq.count", { count: seedFaqs.length }),
  );
  await expect(results(page)).toHaveCount(10);
  await expect(results(page).first()).toContainText(seedFaqs[0]!.question.en!);

  await filter(page, js, en("faq.category"), "partners");
  await expect(page).toHaveURL(/\/FAQ\?category=partners$/, SLOW);
  const partners = seedFaqs.filter((f) => f.category === "partners");
  await expect(page.locator(".list-count")).toContainText(
    en("faq.count", { count: partners.length }),
  );
  await expect(results(page)).toHaveCount(10);
  for (const item of partners.slice(0, 10))
    await expect(results(page).getByRole("link", { name: item.question.en })).toBeVisible();
  await expect(results(page).first()).toContainText(en("categories.partners"));

  await page
    .getByRole("navigation", { name: common("list.pagination.label") })
    .getByRole("link", { name: common("list.pagination.page", { page: 2 }), exact: true })
    .click();
  await expect(page).toHaveURL(/\/FAQ\?category=partners&page=2$/, SLOW);
  await expect(results(page)).toHaveCount(partners.length - 10);
  await expect(results(page).first()).toContainText(partners[10]!.question.en!);
  checkErrors();
});

test("searching the FAQ puts the best question first with its words marked", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const js = hasJavaScript(testInfo);
  await page.goto("/FAQ");
  await ready(page, js);
  const box = page.getByRole("searchbox", { name: en("faq.searchLabel") });
  await box.fill("reset password");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/FAQ\?q=reset(\+|%20)password$/, SLOW);
  const top = results(page).first();
  await expect(top.getByRole("heading")).toHaveText(
    faqAbout("admin password is lost").question.en!,
  );
  await expect(top.getByRole("heading").locator("mark")).toHaveText(["reset", "password"]);

  // a blank query is no query: every question
  await page.goto("/FAQ?q=+++");
  await expect(page.locator(".list-count")).toContainText(
    en("faq.count", { count: seedFaqs.length }),
  );
  await expect(results(page)).toHaveCount(10);

  // a nonsense query: nothing, said so
  await page.goto("/FAQ?q=xqzvw+blorptang");
  await expect(page.getByText(common("list.noData"))).toBeVisible();
  await expect(page.getByText(en("faq.empty"))).toBeVisible();
  await expect(results(page)).toHaveCount(0);
});

test("the Arabic and Japanese FAQ find their own words, marked", async ({ page }) => {
  for (const [url, about, word] of [
    [`/ksa/FAQ?q=${encodeURIComponent("الضباب")}`, "effect of fog", "ضباب"],
    [`/jp/FAQ?q=${encodeURIComponent("逆光")}`, "faces dark", "逆光"],
  ] as const) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(200);
    const code = url.split("/")[1]!;
    const faq = faqAbout(about);
    const title = results(page).first().getByRole("heading");
    await expect(title).toHaveText(faq.question[code]!);
    await expect(title.locator("mark")).toHaveText([word]);
  }
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");
});

test("a FAQ page answers the question with related ones; an unknown id is a 404", async ({
  page,
}) => {
  const faq = faqAbout("admin password is lost");
  const response = await page.goto(`/FAQ/${faq.id}/detail`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(faq.question.en!);
  const related = page.locator(".support-detail__related li");
  await expect(related).toHaveCount(5);
  await related.first().getByRole("link").click();
  await expect(page).toHaveURL(/\/FAQ\/faq-\d+\/detail$/, SLOW);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(faq.question.en!);
  await page
    .getByRole("navigation", { name: en("faq.title") })
    .getByRole("link", { name: en("categories.products") })
    .click();
  await expect(page).toHaveURL(/\/FAQ\?category=products$/, SLOW);

  for (const url of ["/FAQ/faq-999/detail", "/ksa/FAQ/no-such-question/detail"]) {
    const missing = await page.goto(url);
    expect(missing?.status(), url).toBe(404);
    const t = fixedT(url.startsWith("/ksa") ? "ksa" : "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("notFound.title"));
  }
});

test("the knowledge base filters by category and opens an article", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const js = hasJavaScript(testInfo);
  const checkErrors = watchForErrors(page);
  await page.goto("/knowledge");
  await ready(page, js);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en("knowledge.title"));
  await expect(page.locator(".list-count")).toContainText(
    en("knowledge.count", { count: seedArticles.length }),
  );
  await filter(page, js, en("knowledge.category"), "network");
  await expect(page).toHaveURL(/\/knowledge\?category=network$/, SLOW);
  const network = seedArticles
    .filter((a) => a.category === "network")
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  await expect(results(page)).toHaveCount(network.length);
  await expect(results(page).first()).toContainText(network[0]!.title.en!);
  for (const item of network)
    await expect(results(page).getByRole("link", { name: item.title.en })).toBeVisible();

  const vlan = seedArticles.find((a) => a.slug === "vlan-for-cameras")!;
  await results(page).getByRole("link", { name: vlan.title.en }).click();
  await expect(page).toHaveURL(/\/knowledge\/vlan-for-cameras\/detail$/, SLOW);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(vlan.title.en!);
  await expect(page.getByRole("note")).toHaveCount(0); // the English article is the original
  await expect(page.locator(".prose h2").first()).toBeVisible();
  checkErrors();
});

for (const [code, lang] of [
  ["jp", "ja"],
  ["ksa", "ar"],
] as const) {
  test(`a knowledge article reads in the page's language, its headings too (${code})`, async ({
    page,
  }) => {
    const dome = seedArticles.find((a) => a.slug === "ceiling-mount-dome-camera")!;
    const beforeYouStart = (
      JSON.parse(
        readFileSync(
          path.join(process.cwd(), "content", "catalogue", "translations", `${code}.json`),
          "utf8",
        ),
      ) as Record<string, string>
    )["Before you start"]!;
    const response = await page.goto(`/${code}/knowledge/ceiling-mount-dome-camera/detail`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(dome.title[code]!);
    const prose = page.locator(".prose");
    await expect(prose.getByRole("heading", { level: 2 }).first()).toHaveText(beforeYouStart);
    await expect(prose.getByRole("heading", { level: 2, name: dome.title[code] })).toBeVisible();
    await expect(prose).not.toContainText("Before you start");
    await expect(prose).not.toContainText("This article covers");
    await expect(page.getByRole("note")).toHaveCount(0);
    await expect(prose).not.toHaveAttribute("lang", "en");
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    expect((await page.goto("/knowledge/no-such-article/detail"))?.status()).toBe(404);
  });
}

test("the support hub groups its search results and links to them", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const js = hasJavaScript(testInfo);
  const checkErrors = watchForErrors(page);
  await page.goto("/support");
  await ready(page, js);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en("hub.title"));

  // the resources built by other areas are linked from the hub
  for (const [key, href] of [
    ["firmware", "/firmware"],
    ["software", "/soft-download"],
    ["documentation", "/documentation"],
  ] as const) {
    await expect(
      page.locator(".support-hub__links a.support-hub__link", { hasText: common(`nav.${key}`) }),
    ).toHaveAttribute("href", href);
  }
  await expect(page.locator(".support-hub__links .is-coming")).toHaveCount(0);
  await expect(
    page.locator(".support-hub__links").getByRole("link", { name: en("faq.title") }),
  ).toHaveAttribute("href", "/FAQ");

  const box = page.getByRole("searchbox", { name: en("hub.searchLabel") });
  await box.fill("recorder");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/support\?q=recorder$/, SLOW);
  await expect(
    page.getByRole("heading", { level: 2, name: en("hub.results", { q: "recorder" }) }),
  ).toBeVisible();
  const hrefs: string[] = [];
  for (const [group, more] of [
    ["faq", /^\/FAQ\?q=recorder$/],
    ["knowledge", /^\/knowledge\?q=recorder$/],
    ["product", /^\/search\?q=recorder&kind=product$/],
  ] as const) {
    const section = page.getByRole("region", { name: en(`hub.${group}`), exact: true });
    await expect(section.locator(".support-results > li")).toHaveCount(5);
    await expect(section.locator("mark").first()).toBeVisible();
    await expect(section.locator("a").last()).toHaveAttribute("href", more);
    hrefs.push((await section.locator(".support-results a").first().getAttribute("href"))!);
  }
  for (const href of hrefs) {
    const response = await page.goto(href);
    expect(response?.status(), href).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }

  await page.goto("/support?q=xqzvw");
  await expect(page.getByText(common("list.noData"))).toBeVisible();
  checkErrors();
});

testAccessibility(["/FAQ", "/FAQ?q=password", "/knowledge", "/support?q=camera", "/ksa/support"]);
