import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { VIDEO_CATEGORIES } from "#shared/videos";
import type { Database } from "../../db/client";
import { videos } from "../../db/schema";
import { pick } from "../../infra/localized";

/** Videos on one page of the library. */
export const VIDEO_PAGE_SIZE = 12;

type VideoRow = typeof videos.$inferSelect;

const card = (row: VideoRow, language: string) => ({
  id: row.id,
  category: row.category,
  title: pick(row.title, language),
  summary: pick(row.summary, language),
  durationSeconds: row.durationSeconds,
  publishedAt: row.publishedAt,
});

/** A page of the library, newest first, optionally of one category, with the count per category. */
export async function listVideos(
  db: Database,
  language: string,
  query: { category?: string; page: number },
) {
  const where: SQL | undefined = query.category ? eq(videos.category, query.category) : undefined;
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(videos)
      .where(and(where))
      .orderBy(desc(videos.publishedAt), videos.id)
      .limit(VIDEO_PAGE_SIZE)
      .offset((query.page - 1) * VIDEO_PAGE_SIZE),
    db.select({ category: videos.category, n: count() }).from(videos).groupBy(videos.category),
  ]);
  const byCategory = new Map(counts.map((c) => [c.category, c.n]));
  return {
    items: rows.map((r) => card(r, language)),
    total: query.category
      ? (byCategory.get(query.category) ?? 0)
      : counts.reduce((sum, c) => sum + c.n, 0),
    page: query.page,
    pageSize: VIDEO_PAGE_SIZE,
    categories: VIDEO_CATEGORIES.map((value) => ({ value, count: byCategory.get(value) ?? 0 })),
  };
}

export async function videoRow(db: Database, id: string) {
  const [row] = await db.select().from(videos).where(eq(videos.id, id));
  return row?.fileKey ? row : null;
}

/** One video's page: its card, file facts, caption languages and transcript in `language` (or English). */
export function videoDetail(row: VideoRow, language: string) {
  return {
    ...card(row, language),
    size: row.size,
    sha256: row.sha256,
    mime: row.mime,
    captions: Object.keys(row.captions),
    transcript: row.transcript[language] ?? row.transcript.en ?? [],
  };
}

/** The video pages for the sitemap: `{ path, lastmod }` (paths without a language prefix). */
export async function videoDetailPages(db: Database) {
  const rows = await db.select({ id: videos.id, publishedAt: videos.publishedAt }).from(videos);
  return {
    items: rows.map((r) => ({
      kind: "video" as const,
      id: r.id,
      path: `/video-library/${encodeURIComponent(r.id)}`,
      lastmod: r.publishedAt,
    })),
  };
}
