import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { fixedT, hasJavaScript, watchForErrors } from "./helpers";
import { ADMIN, apiLogin, PARTNER, signInWithCookie } from "./session";

interface SeedNews {
  id: string;
  date: string;
  category: string;
  title: Record<string, string>;
}
interface SeedAnnouncement {
  slug: string;
  publishedAt: string;
  title: Record<string, string>;
}
const catalogue = <T>(file: string): T[] =>
  JSON.parse(readFileSync(path.join(process.cwd(), "content", "catalogue", file), "utf8"));
const seedNews = catalogue<SeedNews>("news.json");
const seedAnnouncements = catalogue<SeedAnnouncement>("announcements.json");
const en = fixedT("en", "news");
const ksa = fixedT("ksa", "news");

const CLIENT = `Basic ${Buffer.from("partner-portal:northlight-partner-portal").toString("base64")}`;
const cards = (page: Page) => page.locator(".news-grid > li");
const unique = () => Math.random().toString(36).slice(2, 8);

async function ready(page: Page, js: boolean) {
  if (js) await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** Picks a filter value as a visitor does: at once with JavaScript, with Apply without it. */
async function filter(page: Page, js: boolean, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).selectOption(value);
  if (!js) await page.getByRole("button", { name: fixedT("en")("list.apply") }).click();
}

test("the news room filters by category and year and pages through the news", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const js = hasJavaScript(testInfo);
  const checkErrors = watchForErrors(page);
  await page.goto("/news");
  await ready(page, js);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en("news.title"));
  await expect(cards(page)).toHaveCount(9);
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    "href",
    "/news.atom",
  );

  await filter(page, js, en("filters.category"), "partner");
  await expect(page).toHaveURL(/\/news\?category=partner$/);
  await filter(page, js, en("filters.year"), "2025");
  await expect(page).toHaveURL(/\/news\?category=partner&year=2025$/);
  const expected = seedNews.filter((n) => n.category === "partner" && n.date.startsWith("2025"));
  await expect(cards(page)).toHaveCount(expected.length);
  for (const item of expected)
    await expect(cards(page).getByRole("link", { name: item.title.en })).toBeVisible();
  await expect(cards(page).first()).toContainText(en("categories.partner"));

  await page.goto("/news?page=2");
  await expect(cards(page)).toHaveCount(9);
  await page
    .getByRole("navigation", { name: fixedT("en")("list.pagination.label") })
    .getByRole("link", { name: fixedT("en")("list.pagination.page", { page: 3 }), exact: true })
    .click();
  await expect(page).toHaveURL(/\/news\?page=3$/);

  await page.goto("/news?category=weather");
  await expect(page.getByText(fixedT("en")("list.noData"))).toBeVisible();
  await expect(page.getByText(en("news.empty"))).toBeVisible();
  checkErrors();
});

test("a news page shows the article, plain share links and three related news", async ({
  page,
}) => {
  const item = seedNews.find((n) => n.id.endsWith("edge-ai-benchmark"))!;
  const response = await page.goto(`/ksa/news/${item.id}/detail`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.title.ksa!);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  // The body is translated: no English fallback is marked (the backend test marks one).
  await expect(page.locator(".news-article__body")).not.toHaveAttribute("lang", "en");
  const related = page.locator(".news-related li");
  await expect(related).toHaveCount(3);
  const newest = seedNews
    .filter((n) => n.category === item.category && n.id !== item.id)
    .sort((a, b) => b.date.localeCompare(a.date))[0]!;
  await expect(related.first()).toContainText(newest.title.ksa!);
  const linkedIn = page.locator(".news-share").getByRole("link", { name: "LinkedIn", exact: true });
  await expect(linkedIn).toHaveAttribute("rel", "noopener noreferrer");
  await expect(linkedIn).toHaveAttribute("target", "_blank");
  await expect(linkedIn).toHaveAttribute("href", /^https:\/\/www\.linkedin\.com\/sharing\//);
  await expect(page.getByRole("link", { name: ksa("share.email") })).toHaveAttribute(
    "href",
    /^mailto:\?subject=/,
  );
  const copy = page.getByLabel(ksa("share.copy"));
  await expect(copy).toHaveAttribute("readonly", "");
  await expect(copy).toHaveValue(new RegExp(`/ksa/news/${item.id}/detail$`));
  const scripts = await page
    .locator("script[src]")
    .evaluateAll((s) => s.map((e) => new URL((e as HTMLScriptElement).src).host));
  for (const host of scripts) expect(host).toBe(new URL(page.url()).host);
});

test("unknown news and announcements answer the 404 page", async ({ page }) => {
  for (const [url, key] of [
    ["/news/no-such-news/detail", "notFound.news"],
    ["/ksa/news/no-such-news/detail", "notFound.news"],
    ["/announcement/no-such-notice/details", "notFound.announcement"],
  ] as const) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    const t = url.startsWith("/ksa") ? ksa : en;
    await expect(page.getByText(t(key))).toBeVisible();
  }
});

test("announcements are listed newest first and open on their own page", async ({ page }) => {
  const newest = [...seedAnnouncements].sort((a, b) =>
    b.publishedAt.localeCompare(a.publishedAt),
  )[0]!;
  await page.goto("/news");
  await page
    .getByRole("main")
    .getByRole("link", { name: en("announcements.title") })
    .click();
  await expect(page).toHaveURL(/\/announcement$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en("announcements.title"));
  await expect(cards(page).first()).toContainText(newest.title.en!);
  await cards(page).first().getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/announcement/${newest.slug}/details$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest.title.en!);
  await page.goto(`/jp/announcement/${newest.slug}/details`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest.title.jp!);
});

test("the feeds are Atom in the language of the prefix", async ({ page, request }) => {
  for (const [url, title] of [
    ["/ksa/news.atom", ksa("news.feedTitle")],
    ["/announcement.atom", en("announcements.feedTitle")],
  ] as const) {
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
    expect(response.headers()["cache-control"]).toMatch(/^public/);
    const xml = await response.text();
    await page.goto("/news");
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      if (doc.querySelector("parsererror")) return null;
      const ns = "http://www.w3.org/2005/Atom";
      const root = doc.documentElement;
      return {
        root: `${root.namespaceURI} ${root.localName}`,
        title: root.getElementsByTagNameNS(ns, "title")[0]?.textContent,
        entries: root.getElementsByTagNameNS(ns, "entry").length,
        self: root.querySelector('link[rel="self"]')?.getAttribute("href"),
      };
    }, xml);
    expect(parsed).toMatchObject({
      root: "http://www.w3.org/2005/Atom feed",
      self: expect.stringContaining(url),
    });
    expect(parsed!.title).toContain(title.split(" ")[0]!.replace("{{brand}}", ""));
    expect(parsed!.entries).toBeGreaterThan(0);
  }
});

test("visitors and partners cannot reach the news administration", async ({
  page,
  request,
  baseURL,
  context,
}) => {
  const login = await page.goto("/admin/news");
  expect(new URL(page.url()).pathname).toBe("/login");
  expect(login?.status()).toBe(200);
  await signInWithCookie(context, request, baseURL!, PARTNER);
  for (const url of [
    "/admin/news",
    "/admin/news/new",
    "/admin/announcements",
    "/admin/announcements/new",
  ]) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(403);
  }
  const post = await page.request.post("/admin/news/new", {
    headers: { Origin: baseURL! },
    form: {
      intent: "save",
      date: "2026-11-20",
      category: "product",
      "title.en": "x",
      "summary.en": "x",
      "body.en": "x",
    },
  });
  expect(post.status()).toBe(403);
});

test("an administrator writes a news item, previews it and saves it", async ({
  page,
  request,
  baseURL,
  context,
}, testInfo) => {
  test.setTimeout(90_000);
  const js = hasJavaScript(testInfo);
  await signInWithCookie(context, request, baseURL!, ADMIN);
  const tag = unique();
  const title = `Edge lab opens ${tag} & <more>`;
  await page.goto("/admin/news");
  await page.getByRole("link", { name: en("admin.news.new") }).click();
  await expect(page).toHaveURL(/\/admin\/news\/new$/);
  await ready(page, js);
  // An old date keeps the item off the home page and the first page of the news room, which other
  // tests read while this one runs.
  await page.getByLabel(en("admin.date")).fill("2024-03-12");
  await page.getByLabel(en("admin.category")).selectOption("company");
  const english = page.getByRole("group", { name: "English" });
  await english.getByLabel(en("admin.titleField")).fill(title);
  await english.getByLabel(en("admin.summaryField")).fill("A short summary.");
  await english.getByLabel(en("admin.bodyField")).fill("First paragraph.\n\nSecond paragraph.");
  const spanish = page.locator("details", { has: page.locator("summary", { hasText: "Español" }) });
  await spanish.locator("summary").click();
  await spanish.getByLabel(en("admin.titleField")).fill(`Laboratorio ${title}`);

  await page.getByRole("button", { name: en("admin.preview") }).click();
  const preview = page.locator(".news-preview");
  await expect(preview.getByRole("heading", { name: en("admin.previewHeading") })).toBeVisible();
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(preview.locator(".news-article__body p")).toHaveCount(2);
  await expect(english.getByLabel(en("admin.titleField"))).toHaveValue(title);
  // Nothing is saved by a preview.
  const unsaved = await request.get("/news?year=2024", { headers: { Cookie: "" } });
  expect(await unsaved.text()).not.toContain(tag);

  await page.getByRole("button", { name: en("admin.save"), exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);
  await expect(page.locator(".toast [role=status]")).toContainText(en("admin.saved"));
  await expect(page.getByRole("cell", { name: title, exact: true })).toBeVisible();

  await context.clearCookies();
  await page.goto("/news?year=2024");
  await expect(cards(page).getByRole("link", { name: title })).toBeVisible();
  await page.goto("/es/news?year=2024");
  await expect(cards(page).getByRole("link", { name: `Laboratorio ${title}` })).toBeVisible();
});

test("an administrator's edit reaches the cached news room at once", async ({ request }) => {
  const session = await apiLogin(request, ADMIN);
  const headers = {
    authorization: CLIENT,
    channel: "app",
    token: `Bearer ${session.token}`,
    tenant: session.tenant,
    "content-type": "application/json",
  };
  const draft = (title: string) => ({
    date: "2024-05-20",
    category: "company",
    title: { en: title },
    summary: { en: "Cache check." },
    body: { en: "Cache check." },
  });
  const before = `Cache check ${unique()}`;
  const created = await request.post("/api/admin/news", { headers, data: draft(before) });
  const id = (await created.json()).data.id as string;

  const anonymous = () => request.get("/news?year=2024", { headers: { Cookie: "" } });
  await anonymous();
  const second = await anonymous();
  expect(second.headers()["x-page-cache"]).toBe("hit");
  expect(await second.text()).toContain(before);

  const after = `Cache check edited ${unique()}`;
  const edited = await request.put(`/api/admin/news/${id}`, { headers, data: draft(after) });
  expect(edited.status()).toBe(200);
  const next = await anonymous();
  const html = await next.text();
  expect(html).toContain(after);
  expect(html).not.toContain(before);
  await request.delete(`/api/admin/news/${id}`, { headers });
});
