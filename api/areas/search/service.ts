import { type Column, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { algorithms, products, solutions, successCases } from "../../db/schema";
import { type CatalogueText, pick } from "../../infra/localized";
import type { SearchHit, SearchResult } from "../../../shared/search";
import { eventsDetailPages } from "../events/service";
import { announcementDetailPages, newsDetailPages } from "../news/service";
import { supportDetailPages } from "../support/service";
import { firmwareDetailPages, softwareDetailPages } from "../firmware/service";
import { videoDetailPages } from "../videos/service";
import { learningDetailPages } from "../learning/service";
import { wikiDetailPages } from "../wiki/service";
import { SEARCH_KINDS, type SearchKind, type SearchQuery } from "./schemas";

export type { SearchHit, SearchResult };

/** Most hits of one kind a search reads (the catalogue has tens of each). */
const MAX_HITS_PER_KIND = 500;

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Whether a localized text contains the pattern in the visitor's language or in English. A substring
 * match, not a word match: Japanese and Chinese are written without spaces.
 */
const localizedMatch = (column: Column, language: string, pattern: string): SQL =>
  or(sql`${column}->>${language} ilike ${pattern}`, sql`${column}->>'en' ilike ${pattern}`)!;

interface Row {
  id: string;
  title: CatalogueText;
  summary: CatalogueText;
  type?: string;
  model?: string;
}

async function rowsOf(db: Database, kind: SearchKind, language: string, pattern: string) {
  const limit = MAX_HITS_PER_KIND;
  switch (kind) {
    case "product":
      return db
        .select({
          id: products.id,
          title: products.name,
          summary: products.summary,
          type: products.type,
          model: products.model,
        })
        .from(products)
        .where(
          or(
            ilike(products.model, pattern),
            localizedMatch(products.name, language, pattern),
            localizedMatch(products.summary, language, pattern),
          ),
        )
        .limit(limit);
    case "solution":
      return db
        .select({ id: solutions.id, title: solutions.title, summary: solutions.summary })
        .from(solutions)
        .where(
          or(
            localizedMatch(solutions.title, language, pattern),
            localizedMatch(solutions.summary, language, pattern),
          ),
        )
        .limit(limit);
    case "case":
      return db
        .select({ id: successCases.id, title: successCases.title, summary: successCases.summary })
        .from(successCases)
        .where(
          or(
            ilike(successCases.customer, pattern),
            localizedMatch(successCases.title, language, pattern),
            localizedMatch(successCases.summary, language, pattern),
          ),
        )
        .limit(limit);
    case "algorithm":
      return db
        .select({ id: algorithms.id, title: algorithms.name, summary: algorithms.summary })
        .from(algorithms)
        .where(
          or(
            localizedMatch(algorithms.name, language, pattern),
            localizedMatch(algorithms.summary, language, pattern),
          ),
        )
        .limit(limit);
  }
}

/** Hits whose title holds the text come before those found by their summary, then by title. */
function ranked(hits: SearchHit[], q: string, language: string): SearchHit[] {
  const needle = q.toLocaleLowerCase(language);
  const inTitle = (hit: SearchHit) =>
    `${hit.model ?? ""} ${hit.title}`.toLocaleLowerCase(language).includes(needle) ? 0 : 1;
  return hits.sort(
    (a, b) =>
      inTitle(a) - inTitle(b) || a.title.localeCompare(b.title, language) || (a.id < b.id ? -1 : 1),
  );
}

/**
 * The site search: products, solutions, cases and algorithms whose name, summary (or model,
 * customer) contains the text, grouped by kind in that order, one page of them, with the count of
 * each kind. No text finds nothing.
 */
export async function search(
  db: Database,
  query: SearchQuery,
  language: string,
): Promise<SearchResult> {
  const empty = { items: [], total: 0, page: query.page, pageSize: query.pageSize };
  if (!query.q) return { ...empty, facets: { kind: [] } };
  const q = query.q;
  const pattern = containing(q);
  const groups = await Promise.all(
    SEARCH_KINDS.map(async (kind) => {
      const rows: Row[] = await rowsOf(db, kind, language, pattern);
      const hits = rows.map(
        (row): SearchHit => ({
          kind,
          id: row.id,
          title: pick(row.title, language),
          summary: pick(row.summary, language),
          ...(row.type ? { type: row.type, model: row.model } : {}),
        }),
      );
      return { kind, hits: ranked(hits, q, language) };
    }),
  );
  const facets = {
    kind: groups
      .filter((g) => g.hits.length > 0)
      .map((g) => ({ value: g.kind, count: g.hits.length })),
  };
  if (query.kind === false) return { ...empty, facets };
  const all = groups.filter((g) => !query.kind || g.kind === query.kind).flatMap((g) => g.hits);
  const start = (query.page - 1) * query.pageSize;
  return {
    items: all.slice(start, start + query.pageSize),
    total: all.length,
    page: query.page,
    pageSize: query.pageSize,
    facets,
  };
}

/** A detail page of a content area, which names its own path. */
interface ContentPage {
  kind: string;
  id: string;
  path: string;
  lastmod?: string;
}

/** Every detail page of the catalogue and the content areas, for sitemap.xml. */
export async function detailPages(db: Database) {
  const [productRows, solutionRows, caseRows, algorithmRows, ...content] = await Promise.all([
    db.select({ id: products.id, type: products.type }).from(products).orderBy(products.id),
    db.select({ id: solutions.id }).from(solutions).orderBy(solutions.id),
    db.select({ id: successCases.id }).from(successCases).orderBy(successCases.id),
    db.select({ id: algorithms.id }).from(algorithms).orderBy(algorithms.id),
    newsDetailPages(db),
    announcementDetailPages(db),
    supportDetailPages(db),
    eventsDetailPages(db),
    firmwareDetailPages(db),
    softwareDetailPages(db),
    videoDetailPages(db),
    wikiDetailPages(db),
    learningDetailPages(db),
  ]);
  return {
    items: [
      ...productRows.map((r) => ({ kind: "product" as const, id: r.id, type: r.type })),
      ...solutionRows.map((r) => ({ kind: "solution" as const, id: r.id })),
      ...caseRows.map((r) => ({ kind: "case" as const, id: r.id })),
      ...algorithmRows.map((r) => ({ kind: "algorithm" as const, id: r.id })),
      ...content.flatMap((pages): ContentPage[] => pages.items),
    ],
  };
}
