import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { onContentChanged } from "#shared/content-events";
import { eq } from "drizzle-orm";
import { news } from "../../db/schema";
import { addUser, backendForFile } from "../../test/support";
import { articleSlug, announcementDetailPages, newsDetailPages } from "./service";

const ctx = backendForFile({ seed: true });

const catalogue = (file: string) =>
  JSON.parse(readFileSync(path.join(process.cwd(), "content", "catalogue", file), "utf8")) as {
    id?: string;
    slug?: string;
    date?: string;
    publishedAt?: string;
    category?: string;
    title: Record<string, string>;
  }[];
const seedNews = catalogue("news.json");
const seedAnnouncements = catalogue("announcements.json");

const get = (p: string, query: Record<string, string> = {}) => ctx.api.call("GET", p, { query });
const unique = () => Math.random().toString(36).slice(2, 10);

async function tokenOf(roles: ("admin" | "partner")[]) {
  const account = `${roles[0]}-${unique()}@northlight-vision.example`;
  await addUser(ctx.backend, account, "news pass 1", roles);
  return (await ctx.api.login(account, "news pass 1")).body.data.token as string;
}

const draft = (title: string) => ({
  date: "2026-11-21",
  category: "technology",
  title: { en: title, jp: `${title}（日本語）`, br: "" },
  summary: { en: `${title} summary` },
  body: { en: `${title} body.\n\nSecond paragraph.` },
});

describe("GET /content/news", () => {
  it("lists the newest news first, nine a page, with category and year counts", async () => {
    const { status, body } = await get("/content/news");
    expect(status).toBe(200);
    expect(body.data.total).toBe(seedNews.length);
    expect(body.data.items).toHaveLength(9);
    const dates = body.data.items.map((i: { date: string }) => i.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.data.items[0].date).toBe(
      seedNews
        .map((n) => n.date!)
        .sort()
        .at(-1),
    );
    const years = body.data.facets.year.map((f: { value: string }) => f.value);
    expect(years).toEqual(["2026", "2025"]);
    const total = body.data.facets.category.reduce(
      (n: number, f: { count: number }) => n + f.count,
      0,
    );
    expect(total).toBe(seedNews.length);
  });

  it("filters by category and year, and counts each facet under the other filter", async () => {
    const { body } = await get("/content/news", {
      category: "partner",
      year: "2025",
      pageSize: "60",
    });
    const expected = seedNews.filter((n) => n.category === "partner" && n.date!.startsWith("2025"));
    expect(body.data.total).toBe(expected.length);
    expect(body.data.items.map((i: { id: string }) => i.id).sort()).toEqual(
      expected.map((n) => n.id).sort(),
    );
    const partner2026 = seedNews.filter(
      (n) => n.category === "partner" && n.date!.startsWith("2026"),
    );
    expect(body.data.facets.year.find((f: { value: string }) => f.value === "2026").count).toBe(
      partner2026.length,
    );
  });

  it("answers an unknown category or a malformed year with an empty list", async () => {
    for (const query of [{ category: "weather" }, { year: "20x6" }, { year: "1999" }] as Record<
      string,
      string
    >[]) {
      const { status, body } = await get("/content/news", query);
      expect(status).toBe(200);
      expect(body.data).toMatchObject({ total: 0, items: [] });
    }
  });

  it("pages without repeating an item", async () => {
    const first = await get("/content/news", { pageSize: "5", page: "1" });
    const second = await get("/content/news", { pageSize: "5", page: "2" });
    const ids = [...first.body.data.items, ...second.body.data.items].map(
      (i: { id: string }) => i.id,
    );
    expect(new Set(ids).size).toBe(10);
  });

  it("answers in the asked language", async () => {
    const { body } = await get("/content/news", { language: "ksa", pageSize: "1" });
    const newest = seedNews.find((n) => n.id === body.data.items[0].id)!;
    expect(body.data.items[0].title).toBe(newest.title.ksa);
    expect(body.data.items[0].fallback).toEqual([]);
  });
});

describe("GET /content/news/:id", () => {
  it("gives the body and three related news of the category, newest first", async () => {
    const item = seedNews.find((n) => n.category === "product")!;
    const { body } = await get(`/content/news/${item.id}`);
    expect(body.data).toMatchObject({ id: item.id, category: "product", title: item.title.en });
    expect(body.data.body.length).toBeGreaterThan(50);
    const expected = seedNews
      .filter((n) => n.category === "product" && n.id !== item.id)
      .sort((a, b) => b.date!.localeCompare(a.date!) || a.id!.localeCompare(b.id!))
      .slice(0, 3)
      .map((n) => n.id);
    expect(body.data.related.map((r: { id: string }) => r.id)).toEqual(expected);
  });

  it("marks a body shown in English", async () => {
    const item = seedNews.find((n) => n.id!.includes("edge-ai-benchmark"))!;
    const id = "2026-01-05-english-only-body";
    await ctx.backend.db.insert(news).values({
      id,
      date: "2026-01-05",
      category: item.category!,
      title: { en: item.title.en!, el: item.title.el! },
      summary: { en: "A summary.", el: "Μια περίληψη." },
      body: { en: "Only in English." },
    });
    try {
      const { body } = await get(`/content/news/${id}`, { language: "el" });
      expect(body.data.title).toBe(item.title.el);
      expect(body.data.fallback).toContain("body");
    } finally {
      await ctx.backend.db.delete(news).where(eq(news.id, id));
    }
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const id of ["no-such-news", "..%2F..", "A".repeat(200)]) {
      const { status, body } = await get(`/content/news/${id}`);
      expect([status, body.code]).toEqual([404, 40400]);
    }
  });
});

describe("announcements", () => {
  it("lists them newest first with their slugs", async () => {
    const { body } = await get("/content/announcements", { pageSize: "60" });
    expect(body.data.total).toBe(seedAnnouncements.length);
    const dates = body.data.items.map((i: { date: string }) => i.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.data.items.map((i: { id: string }) => i.id).sort()).toEqual(
      seedAnnouncements.map((a) => a.slug).sort(),
    );
  });

  it("gives one by slug, 404 for an unknown one", async () => {
    const seed = seedAnnouncements[0]!;
    const found = await get(`/content/announcements/${seed.slug}`, { language: "zh" });
    expect(found.body.data).toMatchObject({ id: seed.slug, title: seed.title.zh, fallback: [] });
    // The body in Chinese too, from the catalogue's translations.
    expect(found.body.data.body).toMatch(/[\u4e00-\u9fff]/);
    const missing = await get("/content/announcements/no-such-notice");
    expect(missing.status).toBe(404);
  });
});

describe("sitemap pages", () => {
  it("lists every news and announcement page with its date", async () => {
    const newsPages = await newsDetailPages(ctx.backend.db);
    expect(newsPages.items).toHaveLength(seedNews.length);
    expect(newsPages.items[0]).toMatchObject({
      kind: "news",
      path: expect.stringMatching(/^\/news\/.+\/detail$/),
    });
    const notices = await announcementDetailPages(ctx.backend.db);
    expect(notices.items).toHaveLength(seedAnnouncements.length);
    expect(notices.items[0]!.path).toMatch(/^\/announcement\/.+\/details$/);
  });
});

describe("administration of news and announcements", () => {
  it("refuses visitors and partners on every admin endpoint", async () => {
    const partner = await tokenOf(["partner"]);
    const calls: [string, string][] = [
      ["GET", "/admin/news"],
      ["POST", "/admin/news"],
      ["GET", `/admin/news/${seedNews[0]!.id}`],
      ["PUT", `/admin/news/${seedNews[0]!.id}`],
      ["DELETE", `/admin/news/${seedNews[0]!.id}`],
      ["GET", "/admin/announcements"],
      ["POST", "/admin/announcements"],
      ["PUT", `/admin/announcements/${seedAnnouncements[0]!.slug}`],
      ["DELETE", `/admin/announcements/${seedAnnouncements[0]!.slug}`],
    ];
    for (const [method, p] of calls) {
      const json = method === "POST" || method === "PUT" ? draft("x") : undefined;
      const anonymous = await ctx.api.call(method, p, { json });
      expect(anonymous.status, `${method} ${p}`).toBe(401);
      const refused = await ctx.api.call(method, p, { token: partner, json });
      expect([refused.status, refused.body.code], `${method} ${p}`).toEqual([403, 40300]);
    }
    expect((await get("/content/news")).body.data.total).toBe(seedNews.length);
  });

  it("creates, edits and deletes a news item, each change clearing the page caches", async () => {
    const token = await tokenOf(["admin"]);
    const changes: string[] = [];
    const stop = onContentChanged((change) => changes.push(change.reason));
    try {
      const created = await ctx.api.call("POST", "/admin/news", {
        token,
        json: draft("Edge & <lab>"),
      });
      expect(created.status).toBe(200);
      const id = created.body.data.id as string;
      expect(id).toBe("2026-11-21-edge-lab");
      expect(created.body.data.title).toEqual({ en: "Edge & <lab>", jp: "Edge & <lab>（日本語）" });
      const page = await get(`/content/news/${id}`, { language: "jp" });
      expect(page.body.data).toMatchObject({
        title: "Edge & <lab>（日本語）",
        fallback: ["summary", "body"],
      });
      const again = await ctx.api.call("POST", "/admin/news", {
        token,
        json: draft("Edge & <lab>"),
      });
      expect(again.body.data.id).toBe(`${id}-2`);

      const edited = await ctx.api.call("PUT", `/admin/news/${id}`, {
        token,
        json: { ...draft("Edited"), category: "company" },
      });
      expect(edited.body.data).toMatchObject({ id, category: "company", title: { en: "Edited" } });
      expect((await ctx.api.call("GET", `/admin/news/${id}`, { token })).body.data.title.en).toBe(
        "Edited",
      );

      for (const removed of [id, `${id}-2`]) {
        const gone = await ctx.api.call("DELETE", `/admin/news/${removed}`, { token });
        expect(gone.status).toBe(200);
      }
      expect((await get(`/content/news/${id}`)).status).toBe(404);
      expect(changes).toEqual(["news", "news", "news", "news", "news"]);
    } finally {
      stop();
    }
  });

  it("refuses a news item without English, with a bad date or category, or with extra fields", async () => {
    const token = await tokenOf(["admin"]);
    const bad = [
      { ...draft("x"), title: { br: "Só português" } },
      { ...draft("x"), date: "2026-02-30" },
      { ...draft("x"), category: "weather" },
      { ...draft("x"), title: { en: "x", xx: "y" } },
      { ...draft("x"), title: { en: "x".repeat(201) } },
    ];
    for (const json of bad) {
      const reply = await ctx.api.call("POST", "/admin/news", { token, json });
      expect(reply.status, JSON.stringify(json).slice(0, 80)).toBe(400);
    }
    const missing = await ctx.api.call("PUT", "/admin/news/no-such-news", {
      token,
      json: draft("x"),
    });
    expect(missing.status).toBe(404);
    expect((await ctx.api.call("DELETE", "/admin/news/no-such-news", { token })).status).toBe(404);
  });

  it("creates, edits and deletes an announcement", async () => {
    const token = await tokenOf(["admin"]);
    const { category: _, ...notice } = draft("Service window");
    const created = await ctx.api.call("POST", "/admin/announcements", { token, json: notice });
    const id = created.body.data.id as string;
    expect(id).toBe("2026-11-21-service-window");
    const list = await get("/content/announcements");
    expect(list.body.data.items[0]).toMatchObject({ id, summary: "Service window summary" });
    const edited = await ctx.api.call("PUT", `/admin/announcements/${id}`, {
      token,
      json: { ...notice, title: { en: "Service window moved" } },
    });
    expect(edited.body.data.title).toEqual({ en: "Service window moved" });
    expect((await ctx.api.call("DELETE", `/admin/announcements/${id}`, { token })).status).toBe(
      200,
    );
    expect((await get(`/content/announcements/${id}`)).status).toBe(404);
  });
});

describe("articleSlug", () => {
  it("makes an address-safe id of the date and the English title", () => {
    expect(articleSlug("2026-01-02", "Café & Co: 4K!")).toBe("2026-01-02-cafe-co-4k");
    expect(articleSlug("2026-01-02", "日本語")).toBe("2026-01-02");
  });
});
