import type { Database } from "../../db/client";
import { articles, type CatalogueText, type Localized, news } from "../../db/schema";
import { eq } from "drizzle-orm";

interface SeedNews {
  id: string;
  date: string;
  category: string;
  title: Localized;
  summary: Localized;
  body: string;
}

interface SeedAnnouncement {
  slug: string;
  publishedAt: string;
  title: Localized;
  summary: Localized;
  body: string;
}

/**
 * Replaces the news and announcements with those of the catalogue files (`news.json`,
 * `announcements.json`): one insert per table. `text` translates an English body (the catalogue's
 * translations), `brand` fills in `{{brand}}`.
 */
export async function seedNewsroom(
  db: Database,
  read: <T>(file: string) => T[],
  text: (english: string) => CatalogueText,
  brand: <T>(value: T) => T,
) {
  await db.delete(news);
  await db.delete(articles).where(eq(articles.kind, "announcement"));
  const newsRows = read<SeedNews>("news.json").map((n) =>
    brand({ ...n, body: text(n.body) as Localized }),
  );
  if (newsRows.length) await db.insert(news).values(newsRows);
  const announcementRows = read<SeedAnnouncement>("announcements.json").map((a) =>
    brand({ ...a, kind: "announcement" as const, body: text(a.body) as Localized }),
  );
  if (announcementRows.length) await db.insert(articles).values(announcementRows);
  return { news: newsRows.length, announcements: announcementRows.length };
}
