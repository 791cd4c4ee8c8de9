import { asc, desc, eq, gte, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { articles, events, news, products, specKeys } from "../../db/schema";
import { type CatalogueText, hasLanguage, pick } from "../../infra/localized";

/** Items in each block of the home page (what's new, upcoming events, latest news). */
export const BLOCK_SIZE = 3;
/** Products in the spotlight. */
export const SPOTLIGHT_SIZE = 4;
/** Key specifications shown under a spotlight product. */
const HIGHLIGHTS = 3;
/** Characters of an announcement's body shown as its summary. */
export const EXCERPT_LENGTH = 180;

/** The day of `now` (UTC) as YYYY-MM-DD, the form of the events' dates. */
export const isoDay = (now: Date) => now.toISOString().slice(0, 10);

/** The start of a text, cut at a word boundary near `max` characters, with an ellipsis when cut. */
export function excerpt(text: string, max = EXCERPT_LENGTH): string {
  const flat = text
    .replace(/[#*_`>]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * An announcement's card text in `language`: its summary, else the start of its body, in that
 * language when either has it (the summary first), in English otherwise.
 */
export function announcementSummary(
  a: { summary: CatalogueText | null; body: CatalogueText },
  language: string,
): string {
  for (const code of [language, "en"]) {
    if (a.summary && hasLanguage(a.summary, code)) return pick(a.summary, code);
    if (hasLanguage(a.body, code)) return excerpt(pick(a.body, code));
  }
  return excerpt(pick(a.body, language));
}

/**
 * The four blocks of the home page in `language` (English where a text has no translation), in one
 * call: the newest announcements, the spotlight products (highest hot score among cameras and
 * recorders), the next events from `today` on and the newest news. Only the fields the page shows.
 */
export async function homeBlocks(db: Database, language: string, today: string) {
  const [announcementRows, productRows, eventRows, newsRows] = await Promise.all([
    db
      .select({
        slug: articles.slug,
        title: articles.title,
        summary: articles.summary,
        body: articles.body,
        date: articles.publishedAt,
      })
      .from(articles)
      .where(eq(articles.kind, "announcement"))
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(BLOCK_SIZE),
    db
      .select({
        id: products.id,
        model: products.model,
        type: products.type,
        series: products.series,
        name: products.name,
        summary: products.summary,
        keySpecs: products.keySpecs,
      })
      .from(products)
      .where(inArray(products.productClass, ["camera", "recorder"]))
      .orderBy(desc(products.hotScore), asc(products.model))
      .limit(SPOTLIGHT_SIZE),
    db
      .select({
        id: events.id,
        startDate: events.startDate,
        endDate: events.endDate,
        city: events.city,
        country: events.country,
        online: events.online,
        title: events.title,
        summary: events.summary,
      })
      .from(events)
      .where(gte(events.startDate, today))
      .orderBy(asc(events.startDate), asc(events.id))
      .limit(BLOCK_SIZE),
    db
      .select({ id: news.id, date: news.date, title: news.title, summary: news.summary })
      .from(news)
      .orderBy(desc(news.date), asc(news.id))
      .limit(BLOCK_SIZE),
  ]);
  const keys = [
    ...new Set(productRows.flatMap((p) => p.keySpecs.slice(0, HIGHLIGHTS).map((s) => s.key))),
  ];
  const labels = keys.length
    ? await db.select().from(specKeys).where(inArray(specKeys.key, keys))
    : [];
  const label = (key: string) => pick(labels.find((l) => l.key === key)?.label, language) || key;
  return {
    whatsNew: announcementRows.map((a) => ({
      id: a.slug,
      date: a.date,
      title: pick(a.title, language),
      summary: announcementSummary(a, language),
    })),
    spotlight: productRows.map((p) => ({
      id: p.id,
      model: p.model,
      type: p.type,
      series: p.series,
      name: pick(p.name, language),
      summary: pick(p.summary, language),
      highlights: p.keySpecs.slice(0, HIGHLIGHTS).map((s) => ({
        key: s.key,
        label: label(s.key),
        value: pick(s.value, language),
      })),
    })),
    events: eventRows.map((e) => ({
      id: e.id,
      startDate: e.startDate,
      endDate: e.endDate,
      city: e.city,
      country: e.country,
      online: e.online,
      title: pick(e.title, language),
      summary: pick(e.summary, language),
    })),
    news: newsRows.map((n) => ({
      id: n.id,
      date: n.date,
      title: pick(n.title, language),
      summary: pick(n.summary, language),
    })),
  };
}

export type HomeBlocks = Awaited<ReturnType<typeof homeBlocks>>;
