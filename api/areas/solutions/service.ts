import { and, asc, desc, eq, gte, inArray, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { products, solutions, successCases } from "../../db/schema";
import { type Filter, filterCondition } from "../../http/list-query";
import { localizedTexts } from "../../infra/localized";
import { type Paging, SOLUTION_FACETS, type SolutionFacet, type SolutionFilters } from "./schemas";

export interface Facet {
  value: string;
  count: number;
}

/** Days before the newest release date in which a product counts as newly launched. */
export const LAUNCH_WINDOW_DAYS = 180;

/** A localized column's text in `language`, English when missing: for sorting in SQL. */
const localizedSql = (column: PgColumn, language: string) =>
  sql`coalesce(${column}->>${language}, ${column}->>'en')`;

/**
 * Every value of `column` with the number of rows that also meet `where` (zero included), so a
 * filter can show what each choice would leave once the other filters apply.
 */
async function facetCounts(
  db: Database,
  table: PgTable,
  column: PgColumn,
  where: SQL | undefined,
): Promise<Facet[]> {
  const count = where
    ? sql<number>`(count(*) filter (where ${where}))::int`
    : sql<number>`count(*)::int`;
  const rows = await db
    .select({ value: column, count })
    .from(table)
    .groupBy(column)
    .orderBy(asc(column));
  return rows.map((r) => ({ value: String(r.value), count: Number(r.count) }));
}

async function countRows(db: Database, table: PgTable, where: SQL | undefined) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table).where(where);
  return Number(row?.n ?? 0);
}

/** Product cards in the order of `ids`; ids of products no longer in the catalogue are skipped. */
export async function productCards(db: Database, ids: string[], language: string) {
  if (ids.length === 0) return [];
  const rows = await db.select().from(products).where(inArray(products.id, ids));
  return ids
    .map((id) => rows.find((r) => r.id === id))
    .filter((r) => r !== undefined)
    .map((p) => productCard(p, language));
}

function productCard(p: typeof products.$inferSelect, language: string) {
  return {
    id: p.id,
    model: p.model,
    type: p.type,
    productClass: p.productClass,
    ...localizedTexts({ name: p.name, summary: p.summary }, language),
  };
}

function solutionItem(s: typeof solutions.$inferSelect, language: string) {
  return {
    id: s.id,
    industry: s.industry,
    region: s.region,
    type: s.type,
    ...localizedTexts({ title: s.title, summary: s.summary }, language),
  };
}

function caseItem(c: typeof successCases.$inferSelect, language: string) {
  return {
    id: c.id,
    industry: c.industry,
    customer: c.customer,
    country: c.country,
    date: c.date,
    ...localizedTexts({ title: c.title, summary: c.summary }, language),
  };
}

function solutionConditions(filters: SolutionFilters, except?: SolutionFacet) {
  const where: SQL[] = [];
  for (const facet of SOLUTION_FACETS) {
    const condition =
      facet === except ? undefined : filterCondition(filters[facet], solutions[facet]);
    if (condition) where.push(condition);
  }
  return and(...where);
}

/** Solutions matching every filter, sorted by title in `language`, with the facet counts. */
export async function listSolutions(
  db: Database,
  language: string,
  filters: SolutionFilters,
  { page, pageSize }: Paging,
) {
  const where = solutionConditions(filters);
  const rows = await db
    .select()
    .from(solutions)
    .where(where)
    .orderBy(asc(localizedSql(solutions.title, language)), asc(solutions.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const facets = {} as Record<SolutionFacet, Facet[]>;
  for (const facet of SOLUTION_FACETS) {
    facets[facet] = await facetCounts(
      db,
      solutions,
      solutions[facet],
      solutionConditions(filters, facet),
    );
  }
  return {
    items: rows.map((s) => solutionItem(s, language)),
    total: await countRows(db, solutions, where),
    page,
    pageSize,
    facets,
  };
}

/** One solution with its body, products and success stories; null when there is none. */
export async function getSolution(db: Database, id: string, language: string) {
  const [row] = await db.select().from(solutions).where(eq(solutions.id, id));
  if (!row) return null;
  const cases = await db
    .select()
    .from(successCases)
    .where(eq(successCases.solutionId, id))
    .orderBy(desc(successCases.date), asc(successCases.id));
  return {
    ...solutionItem(row, language),
    ...localizedTexts({ title: row.title, summary: row.summary, body: row.body }, language),
    products: await productCards(db, row.products, language),
    cases: cases.map((c) => caseItem(c, language)),
  };
}

/** Success stories, newest first, optionally of one industry, with the industry counts. */
export async function listCases(
  db: Database,
  language: string,
  filters: { industry?: Filter },
  { page, pageSize }: Paging,
) {
  const where = filterCondition(filters.industry, successCases.industry);
  const rows = await db
    .select()
    .from(successCases)
    .where(where)
    .orderBy(desc(successCases.date), asc(successCases.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    items: rows.map((c) => caseItem(c, language)),
    total: await countRows(db, successCases, where),
    page,
    pageSize,
    facets: { industry: await facetCounts(db, successCases, successCases.industry, undefined) },
  };
}

/** One success story with its body, the products used and the solution it applies. */
export async function getCase(db: Database, id: string, language: string) {
  const [row] = await db.select().from(successCases).where(eq(successCases.id, id));
  if (!row) return null;
  const [solution] = row.solutionId
    ? await db.select().from(solutions).where(eq(solutions.id, row.solutionId))
    : [];
  return {
    ...caseItem(row, language),
    ...localizedTexts({ title: row.title, summary: row.summary, body: row.body }, language),
    products: await productCards(db, row.products, language),
    solution: solution ? solutionItem(solution, language) : null,
  };
}

/** `date` (YYYY-MM-DD) moved by `days`. */
function addDays(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * The launch page's products: those in pre-sales and those released in the LAUNCH_WINDOW_DAYS
 * before the newest release date of the catalogue, newest first.
 */
export async function listLaunches(db: Database, language: string) {
  const [latest] = await db
    .select({ date: sql<string | null>`max(${products.releaseDate})::text` })
    .from(products);
  if (!latest?.date) return { since: null, items: [] };
  const since = addDays(latest.date, -LAUNCH_WINDOW_DAYS);
  const rows = await db
    .select()
    .from(products)
    .where(or(eq(products.preSales, true), gte(products.releaseDate, since)))
    .orderBy(desc(products.releaseDate), asc(products.model));
  return {
    since,
    items: rows.map((p) => ({
      ...productCard(p, language),
      releaseDate: p.releaseDate,
      preSales: p.preSales,
    })),
  };
}
