import { and, asc, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { articles, news } from "../../db/schema";
import { filterCondition, NO_MATCH } from "../../http/list-query";
import { localizedTexts } from "../../infra/localized";
import type { AnnouncementInput, NewsFilters, NewsInput, Paging } from "./schemas";

export interface Facet {
  value: string;
  count: number;
}

/** How many news of the same category a news page shows. */
export const RELATED_NEWS = 3;

type NewsRow = typeof news.$inferSelect;
type ArticleRow = typeof articles.$inferSelect;

const yearOf = sql<string>`extract(year from ${news.date})::int::text`;
const isAnnouncement = eq(articles.kind, "announcement");

function newsItem(row: NewsRow, language: string) {
  return {
    id: row.id,
    date: row.date,
    category: row.category,
    ...localizedTexts({ title: row.title, summary: row.summary }, language),
  };
}

function announcementItem(row: ArticleRow, language: string) {
  return {
    id: row.slug,
    date: row.publishedAt,
    ...localizedTexts({ title: row.title, summary: row.summary ?? row.title }, language),
  };
}

function yearCondition(year: NewsFilters["year"]): SQL | undefined {
  if (year === undefined) return undefined;
  if (year === NO_MATCH) return sql`false`;
  return sql`${yearOf} = ${year}`;
}

function newsConditions(filters: NewsFilters, except?: keyof NewsFilters) {
  return and(
    except === "category" ? undefined : filterCondition(filters.category, news.category),
    except === "year" ? undefined : yearCondition(filters.year),
  );
}

/** Every value of `value` with the number of news that also meet `where` (zero included). */
async function newsFacet(db: Database, value: SQL<string>, where: SQL | undefined) {
  const count = where
    ? sql<number>`(count(*) filter (where ${where}))::int`
    : sql<number>`count(*)::int`;
  return db
    .select({ value, count })
    .from(news)
    .groupBy(value)
    .orderBy(asc(value))
    .then((rows) => rows.map((r) => ({ value: String(r.value), count: Number(r.count) })));
}

/** News matching the filters, newest first, with the category and year counts. */
export async function listNews(
  db: Database,
  language: string,
  filters: NewsFilters,
  { page, pageSize }: Paging,
) {
  const where = newsConditions(filters);
  const [rows, [total], category, year] = await Promise.all([
    db
      .select()
      .from(news)
      .where(where)
      .orderBy(desc(news.date), asc(news.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(news).where(where),
    newsFacet(db, sql<string>`${news.category}`, newsConditions(filters, "category")),
    newsFacet(db, yearOf, newsConditions(filters, "year")),
  ]);
  return {
    items: rows.map((r) => newsItem(r, language)),
    total: Number(total?.n ?? 0),
    page,
    pageSize,
    facets: { category, year: year.reverse() },
  };
}

/** One news item with its body and the newest news of its category; null when there is none. */
export async function getNews(db: Database, id: string, language: string) {
  const [row] = await db.select().from(news).where(eq(news.id, id));
  if (!row) return null;
  const related = await db
    .select()
    .from(news)
    .where(and(eq(news.category, row.category), ne(news.id, id)))
    .orderBy(desc(news.date), asc(news.id))
    .limit(RELATED_NEWS);
  return {
    ...newsItem(row, language),
    ...localizedTexts({ title: row.title, summary: row.summary, body: row.body }, language),
    related: related.map((r) => newsItem(r, language)),
  };
}

/** Announcements, newest first. */
export async function listAnnouncements(
  db: Database,
  language: string,
  { page, pageSize }: Paging,
) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(isAnnouncement)
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(articles).where(isAnnouncement),
  ]);
  return {
    items: rows.map((r) => announcementItem(r, language)),
    total: Number(total?.n ?? 0),
    page,
    pageSize,
  };
}

/** One announcement by its slug, with its body; null when there is none. */
export async function getAnnouncement(db: Database, slug: string, language: string) {
  const row = await announcementRow(db, slug);
  if (!row) return null;
  return {
    ...announcementItem(row, language),
    ...localizedTexts(
      { title: row.title, summary: row.summary ?? row.title, body: row.body },
      language,
    ),
  };
}

async function announcementRow(db: Database, slug: string) {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(isAnnouncement, eq(articles.slug, slug)))
    .orderBy(asc(articles.id))
    .limit(1);
  return row ?? null;
}

/** Every news page, for sitemap.xml (the shape of the search area's `/search/pages`). */
export async function newsDetailPages(db: Database) {
  const rows = await db.select({ id: news.id, date: news.date }).from(news).orderBy(news.id);
  return {
    items: rows.map((r) => ({
      kind: "news" as const,
      id: r.id,
      path: `/news/${encodeURIComponent(r.id)}/detail`,
      lastmod: r.date,
    })),
  };
}

/** Every announcement page, for sitemap.xml. */
export async function announcementDetailPages(db: Database) {
  const rows = await db
    .select({ id: articles.slug, date: articles.publishedAt })
    .from(articles)
    .where(isAnnouncement)
    .orderBy(articles.slug);
  return {
    items: rows.map((r) => ({
      kind: "announcement" as const,
      id: r.id,
      path: `/announcement/${encodeURIComponent(r.id)}/details`,
      lastmod: r.date,
    })),
  };
}

// Administration

/** An address-safe id made of the date and the English title ("2026-11-12-thermal-system"). */
export function articleSlug(date: string, title: string): string {
  const words = title
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return words ? `${date}-${words}` : date;
}

/** `base`, or `base-2`, `base-3` … : the first that `taken` does not hold. */
async function freeId(base: string, taken: (id: string) => Promise<boolean>) {
  for (let n = 1; ; n++) {
    const id = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(id))) return id;
  }
}

/** Every news item as stored (all languages), newest first. */
export const adminListNews = (db: Database) =>
  db.select().from(news).orderBy(desc(news.date), asc(news.id));

export async function adminGetNews(db: Database, id: string) {
  const [row] = await db.select().from(news).where(eq(news.id, id));
  return row ?? null;
}

export async function createNews(db: Database, input: NewsInput) {
  const id = await freeId(articleSlug(input.date, input.title.en), async (candidate) =>
    Boolean(await adminGetNews(db, candidate)),
  );
  const [row] = await db
    .insert(news)
    .values({ id, ...input })
    .returning();
  return row!;
}

export async function updateNews(db: Database, id: string, input: NewsInput) {
  const [row] = await db.update(news).set(input).where(eq(news.id, id)).returning();
  return row ?? null;
}

export async function deleteNews(db: Database, id: string) {
  const rows = await db.delete(news).where(eq(news.id, id)).returning({ id: news.id });
  return rows.length > 0;
}

const storedAnnouncement = (row: ArticleRow) => ({
  id: row.slug,
  date: row.publishedAt,
  title: row.title,
  summary: row.summary ?? { en: "" },
  body: row.body,
});

/** Every announcement as stored (all languages), newest first. */
export async function adminListAnnouncements(db: Database) {
  const rows = await db
    .select()
    .from(articles)
    .where(isAnnouncement)
    .orderBy(desc(articles.publishedAt), desc(articles.id));
  return rows.map(storedAnnouncement);
}

export async function adminGetAnnouncement(db: Database, slug: string) {
  const row = await announcementRow(db, slug);
  return row ? storedAnnouncement(row) : null;
}

const announcementValues = ({ date, title, summary, body }: AnnouncementInput) => ({
  publishedAt: date,
  title,
  summary,
  body,
});

export async function createAnnouncement(db: Database, input: AnnouncementInput) {
  const slug = await freeId(articleSlug(input.date, input.title.en), async (candidate) =>
    Boolean(await announcementRow(db, candidate)),
  );
  const [row] = await db
    .insert(articles)
    .values({ kind: "announcement", slug, ...announcementValues(input) })
    .returning();
  return storedAnnouncement(row!);
}

export async function updateAnnouncement(db: Database, slug: string, input: AnnouncementInput) {
  const row = await announcementRow(db, slug);
  if (!row) return null;
  const [updated] = await db
    .update(articles)
    .set(announcementValues(input))
    .where(eq(articles.id, row.id))
    .returning();
  return storedAnnouncement(updated!);
}

export async function deleteAnnouncement(db: Database, slug: string) {
  const rows = await db
    .delete(articles)
    .where(and(isAnnouncement, eq(articles.slug, slug)))
    .returning({ id: articles.id });
  return rows.length > 0;
}
