import { z } from "zod";
import { LANGUAGES } from "#shared/languages";
import { type Filter, NO_MATCH, paging, type Queries, textFilters } from "../../http/list-query";

/** Categories of the news room, in the order the filter shows them. */
export const NEWS_CATEGORIES = ["product", "technology", "company", "partner", "event"] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

export interface Paging {
  page: number;
  pageSize: number;
}

const PAGING = { maxPage: 1000, maxPageSize: 60, pageSize: 9 };

export interface NewsFilters {
  category?: Filter;
  /** A year of four digits; NO_MATCH for anything else that was given. */
  year?: Filter;
}

/** The news list's query, read leniently: category, year, page and page size. */
export function newsQuery(queries: Queries): { filters: NewsFilters; paging: Paging } {
  const { category, year } = textFilters(queries, ["category", "year"] as const, 40);
  return {
    filters: {
      category,
      year: typeof year === "string" && !/^\d{4}$/.test(year) ? NO_MATCH : year,
    },
    paging: paging(queries, PAGING),
  };
}

/** The announcements list's query: page and page size. */
export const announcementsQuery = (queries: Queries): { paging: Paging } => ({
  paging: paging(queries, PAGING),
});

const isDate = (raw: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(raw) && new Date(`${raw}T00:00:00Z`).toISOString().startsWith(raw);

/** A text per language: English required, the others optional (empty means "not translated"). */
const localizedInput = (max: number) =>
  z
    .object(
      Object.fromEntries(
        LANGUAGES.map((l) => [
          l.code,
          l.code === "en"
            ? z.string().trim().min(1).max(max)
            : z.string().trim().max(max).optional(),
        ]),
      ) as Record<string, z.ZodType<string | undefined>>,
    )
    .strict()
    .transform((texts) => {
      const kept: Record<string, string> = {};
      for (const [code, text] of Object.entries(texts)) if (text) kept[code] = text;
      return kept as { en: string } & Record<string, string>;
    });

export const TITLE_MAX = 200;
export const SUMMARY_MAX = 600;
export const BODY_MAX = 20_000;

const articleFields = {
  date: z.string().refine(isDate, "a date YYYY-MM-DD"),
  title: localizedInput(TITLE_MAX),
  summary: localizedInput(SUMMARY_MAX),
  body: localizedInput(BODY_MAX),
};

/** A news item as an administrator writes it. */
export const newsInput = z.object({ ...articleFields, category: z.enum(NEWS_CATEGORIES) }).strict();
export type NewsInput = z.output<typeof newsInput>;

/** An announcement as an administrator writes it. */
export const announcementInput = z.object(articleFields).strict();
export type AnnouncementInput = z.output<typeof announcementInput>;

/** Ids in addresses: letters, digits and hyphens, as the seed and the editor make them. */
export const isArticleId = (id: string) => /^[a-z0-9][a-z0-9-]{0,119}$/.test(id);
