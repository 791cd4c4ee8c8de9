import { describe, expect, it } from "vitest";
import { articles, events, news, products } from "../../db/schema";
import { backendForFile } from "../../test/support";
import { readFileSync } from "node:fs";
import path from "node:path";
import { CATALOGUE_DIR } from "../../db/seed";
import { announcementSummary, excerpt, homeBlocks } from "./service";

const ctx = backendForFile({ seed: true });

const localized = (en: string, ksa?: string) => (ksa ? { en, ksa } : { en });

describe("what's new", () => {
  const catalogue = JSON.parse(
    readFileSync(path.join(CATALOGUE_DIR, "announcements.json"), "utf8"),
  ) as { slug: string; summary: Record<string, string> }[];

  it.each(["jp", "ksa", "br", "zh"])(
    "shows the seed's announcements with their summaries in %s",
    async (code) => {
      const { whatsNew } = await homeBlocks(ctx.backend.db, code, "2026-11-28");
      expect(whatsNew.length).toBeGreaterThan(0);
      for (const item of whatsNew) {
        const seeded = catalogue.find((a) => a.slug === item.id);
        if (!seeded) continue; // added by another test of this file
        expect(item.summary).toBe(seeded.summary[code]);
        expect(item.summary).not.toBe(seeded.summary.en);
      }
    },
  );

  it("takes the summary in the language, else the body's start in it, else English", () => {
    const body = { en: "English body.", jp: "日本語の本文。" };
    expect(announcementSummary({ summary: { en: "Sum.", jp: "要約。" }, body }, "jp")).toBe(
      "要約。",
    );
    expect(announcementSummary({ summary: { en: "Sum." }, body }, "jp")).toBe("日本語の本文。");
    expect(announcementSummary({ summary: { en: "Sum." }, body }, "ksa")).toBe("Sum.");
    expect(announcementSummary({ summary: null, body }, "ksa")).toBe("English body.");
    expect(announcementSummary({ summary: null, body }, "en")).toBe("English body.");
  });
});

describe("the home page's blocks", () => {
  it("come in one call: spotlight cameras and recorders by hot score, the newest news", async () => {
    const reply = await ctx.api.call("GET", "/home", { query: { language: "ksa" } });
    expect(reply.status).toBe(200);
    const { spotlight, news: latest, events: upcoming, whatsNew } = reply.body.data;
    expect(spotlight).toHaveLength(4);
    for (const p of spotlight) {
      expect(Object.keys(p).sort()).toEqual(
        ["highlights", "id", "model", "name", "series", "summary", "type"].sort(),
      );
      expect(p.highlights.length).toBeGreaterThan(0);
    }
    const all = await ctx.backend.db.select().from(products);
    const best = all
      .filter((p) => p.productClass !== "accessory")
      .sort((a, b) => b.hotScore - a.hotScore)
      .slice(0, 4)
      .map((p) => p.hotScore);
    expect(spotlight.map((p: { id: string }) => all.find((a) => a.id === p.id)!.hotScore)).toEqual(
      best,
    );
    expect(latest).toHaveLength(3);
    const dates = latest.map((n: { date: string }) => n.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    // Arabic titles where the catalogue has them
    expect(latest[0].title).toMatch(/[\u0600-\u06ff]/);
    expect(upcoming.length).toBeLessThanOrEqual(3);
    expect(Array.isArray(whatsNew)).toBe(true);
  });

  it("counts upcoming events from the clock's day and shows the three newest announcements", async () => {
    const { db } = ctx.backend;
    await db.insert(events).values(
      ["2031-05-01", "2031-05-02", "2031-05-03", "2031-05-04", "2031-04-30"].map((day, i) => ({
        id: `home-test-event-${i}`,
        startDate: day,
        endDate: day,
        kind: "webinar",
        online: true,
        title: localized(`Future event ${day}`, `فعالية ${day}`),
        summary: localized("A future event."),
        body: localized("Body."),
      })),
    );
    await db.insert(articles).values(
      ["2031-01-01", "2031-01-03", "2031-01-02", "2030-12-31"].map((day) => ({
        kind: "announcement" as const,
        slug: `home-test-${day}`,
        title: localized(`Announcement ${day}`),
        body: localized(`# Heading\n\n${"Word ".repeat(80)}`),
        publishedAt: day,
      })),
    );
    const blocks = await homeBlocks(db, "ksa", "2031-05-01");
    expect(blocks.events.map((e) => e.startDate)).toEqual([
      "2031-05-01",
      "2031-05-02",
      "2031-05-03",
    ]);
    expect(blocks.events[0]!.title).toBe("فعالية 2031-05-01");
    expect((await homeBlocks(db, "en", "2031-05-04")).events.map((e) => e.id)).toEqual([
      "home-test-event-3",
    ]);
    expect((await homeBlocks(db, "en", "2031-05-05")).events).toEqual([]);
    expect(blocks.whatsNew.map((a) => a.id)).toEqual([
      "home-test-2031-01-03",
      "home-test-2031-01-02",
      "home-test-2031-01-01",
    ]);
    // English where there is no Arabic, and a short summary of the body
    expect(blocks.whatsNew[0]!.title).toBe("Announcement 2031-01-03");
    expect(blocks.whatsNew[0]!.summary.length).toBeLessThanOrEqual(181);
    expect(blocks.whatsNew[0]!.summary).not.toContain("#");
  });

  it("shows the newest news first, in the page's language with the English fallback", async () => {
    const { db } = ctx.backend;
    await db.insert(news).values({
      id: "home-test-news",
      date: "2099-01-01",
      category: "company",
      title: localized("Newest news"),
      summary: localized("Summary."),
      body: localized("Body."),
    });
    const blocks = await homeBlocks(db, "jp", "2031-01-01");
    expect(blocks.news[0]).toEqual({
      id: "home-test-news",
      date: "2099-01-01",
      title: "Newest news",
      summary: "Summary.",
    });
  });
});

describe("excerpt", () => {
  it("keeps a short text and cuts a long one at a word", () => {
    expect(excerpt("Short  text.")).toBe("Short text.");
    const cut = excerpt("alpha beta gamma delta", 12);
    expect(cut).toBe("alpha beta…");
  });
});
