import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { CODE } from "../../codes";
import type { Database } from "../../db/client";
import { algorithms, products, solutions, successCases } from "../../db/schema";
import { ApiError } from "../../envelope";
import { filterCondition } from "../../http/list-query";
import { type CatalogueText, hasLanguage, pick } from "../../infra/localized";
import { FACETS, type Facet, type ListQuery } from "./schemas";

const COLUMNS = {
  scenario: algorithms.scenario,
  classification: algorithms.classification,
  platform: algorithms.platform,
  algorithmType: algorithms.algorithmType,
} as const;

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The WHERE conditions of a query, leaving out one facet (for that facet's counts). */
function conditions(query: ListQuery, language: string, except?: Facet): SQL[] {
  const list: SQL[] = [];
  for (const facet of FACETS) {
    const condition =
      facet === except ? undefined : filterCondition(query.filters[facet], COLUMNS[facet]);
    if (condition) list.push(condition);
  }
  if (query.q) {
    const pattern = containing(query.q);
    list.push(
      or(
        sql`${algorithms.name}->>${language} ilike ${pattern}`,
        sql`${algorithms.name}->>'en' ilike ${pattern}`,
        sql`${algorithms.summary}->>${language} ilike ${pattern}`,
        sql`${algorithms.summary}->>'en' ilike ${pattern}`,
        sql`${algorithms.provider}->>'name' ilike ${pattern}`,
        ilike(algorithms.id, pattern),
      )!,
    );
  }
  return list;
}

const where = (list: SQL[]) => (list.length > 0 ? and(...list)! : sql`true`);

/** Every value of a facet with the number of algorithms it has once the other filters apply. */
async function facetCounts(db: Database, facet: Facet, query: ListQuery, language: string) {
  const column = COLUMNS[facet];
  const rows = await db
    .select({
      value: column,
      count: sql<number>`(count(*) filter (where ${where(conditions(query, language, facet))}))::int`,
    })
    .from(algorithms)
    .groupBy(column)
    .orderBy(asc(column));
  return rows.map((r) => ({ value: r.value, count: Number(r.count) }));
}

/** One page of the store, newest version first, with the counts of every filter value. */
export async function listAlgorithms(db: Database, query: ListQuery, language: string) {
  const filter = where(conditions(query, language));
  const rows = await db
    .select({
      id: algorithms.id,
      name: algorithms.name,
      summary: algorithms.summary,
      scenario: algorithms.scenario,
      classification: algorithms.classification,
      platform: algorithms.platform,
      algorithmType: algorithms.algorithmType,
      provider: algorithms.provider,
      releaseDate: algorithms.releaseDate,
      latestVersionDate: algorithms.latestVersionDate,
    })
    .from(algorithms)
    .where(filter)
    .orderBy(desc(algorithms.latestVersionDate), asc(algorithms.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(algorithms).where(filter);
  const facets = Object.fromEntries(
    await Promise.all(
      FACETS.map(async (facet) => [facet, await facetCounts(db, facet, query, language)] as const),
    ),
  ) as Record<Facet, { value: string; count: number }[]>;
  return {
    items: rows.map((r) => ({
      ...r,
      name: pick(r.name, language),
      summary: pick(r.summary, language),
      provider: { name: r.provider.name },
    })),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    facets,
  };
}

/** The `details` column as the catalogue writes it. */
interface StoredDetails {
  parameters?: { name: CatalogueText; value: CatalogueText }[];
  introduction?: CatalogueText;
  versions?: { version: string; date: string; notes: CatalogueText }[];
  highlights?: CatalogueText[];
  scenarioRequirements?: CatalogueText[];
  graphic?: CatalogueText;
  solutions?: string[];
  supportingApplications?: CatalogueText[];
  userManual?: CatalogueText;
}

/** Every text of the details, to tell whether they exist in the visitor's language. */
function detailTexts(d: StoredDetails): CatalogueText[] {
  return [
    ...(d.parameters ?? []).flatMap((p) => [p.name, p.value]),
    ...(d.introduction ? [d.introduction] : []),
    ...(d.versions ?? []).map((v) => v.notes),
    ...(d.highlights ?? []),
    ...(d.scenarioRequirements ?? []),
    ...(d.graphic ? [d.graphic] : []),
    ...(d.supportingApplications ?? []),
    ...(d.userManual ? [d.userManual] : []),
  ];
}

/** Rows of `ids` in the order of `ids`; ids without a row are left out. */
function inOrder<T extends { id: string }>(ids: string[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

/** An algorithm with all its detail sections, products, cases, evaluations and support. */
export async function algorithmDetail(db: Database, id: string, language: string) {
  const [row] = await db.select().from(algorithms).where(eq(algorithms.id, id));
  if (!row) throw new ApiError(CODE.NOT_FOUND, "The algorithm does not exist.", 404);
  const details = row.details as StoredDetails;
  const solutionIds = details.solutions ?? [];
  const [productRows, caseRows, solutionRows] = await Promise.all([
    row.products.length > 0
      ? db
          .select({
            id: products.id,
            model: products.model,
            type: products.type,
            productClass: products.productClass,
            name: products.name,
            summary: products.summary,
          })
          .from(products)
          .where(inArray(products.id, row.products))
      : [],
    row.cases.length > 0
      ? db
          .select({
            id: successCases.id,
            title: successCases.title,
            customer: successCases.customer,
            country: successCases.country,
          })
          .from(successCases)
          .where(inArray(successCases.id, row.cases))
      : [],
    solutionIds.length > 0
      ? db
          .select({ id: solutions.id, title: solutions.title, summary: solutions.summary })
          .from(solutions)
          .where(inArray(solutions.id, solutionIds))
      : [],
  ]);
  const text = (value: CatalogueText | undefined) => pick(value, language);
  const evaluations = [...row.evaluations].sort((a, b) => b.date.localeCompare(a.date));
  const ratingTotal = evaluations.reduce((sum, e) => sum + e.rating, 0);
  return {
    id: row.id,
    name: pick(row.name, language),
    summary: pick(row.summary, language),
    scenario: row.scenario,
    classification: row.classification,
    platform: row.platform,
    algorithmType: row.algorithmType,
    provider: {
      name: row.provider.name,
      profile: text(row.provider.profile),
      contactEmail: row.provider.contactEmail,
      website: row.provider.website ?? null,
    },
    releaseDate: row.releaseDate,
    latestVersionDate: row.latestVersionDate,
    /** The language the detail texts are written in: the visitor's, or English as the fallback. */
    detailsLanguage: detailTexts(details).every((t) => hasLanguage(t, language)) ? language : "en",
    details: {
      parameters: (details.parameters ?? []).map((p) => ({
        name: text(p.name),
        value: text(p.value),
      })),
      introduction: text(details.introduction),
      versions: [...(details.versions ?? [])]
        .sort((a, b) => b.date.localeCompare(a.date))
        .map((v) => ({ version: v.version, date: v.date, notes: text(v.notes) })),
      highlights: (details.highlights ?? []).map(text),
      scenarioRequirements: (details.scenarioRequirements ?? []).map(text),
      graphic: text(details.graphic),
      solutions: inOrder(solutionIds, solutionRows).map((s) => ({
        id: s.id,
        title: pick(s.title, language),
        summary: pick(s.summary, language),
      })),
      supportingApplications: (details.supportingApplications ?? []).map(text),
      userManual: text(details.userManual),
    },
    products: inOrder(row.products, productRows).map((p) => ({
      ...p,
      name: pick(p.name, language),
      summary: pick(p.summary, language),
    })),
    cases: inOrder(row.cases, caseRows).map((c) => ({ ...c, title: pick(c.title, language) })),
    rating: {
      average:
        evaluations.length > 0 ? Math.round((ratingTotal / evaluations.length) * 10) / 10 : null,
      count: evaluations.length,
    },
    evaluations,
    support: row.support ? { ...row.support, hours: text(row.support.hours) } : null,
  };
}

export type AlgorithmList = Awaited<ReturnType<typeof listAlgorithms>>;
export type AlgorithmDetail = Awaited<ReturnType<typeof algorithmDetail>>;
