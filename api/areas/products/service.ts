import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { HandledState } from "#shared/admin-queues";
import { CODE } from "../../codes";
import type { Database } from "../../db/client";
import { markEntryHandled } from "../../db/handled";
import { errorReports, favorites, products, specKeys, users } from "../../db/schema";
import { ApiError } from "../../envelope";
import { filterCondition, NO_MATCH } from "../../http/list-query";
import { pick } from "../../infra/localized";
import { productDocuments } from "../documents/service";
import { FACETS, type Facet, type ListQuery } from "./schemas";
import { DESIGN_FIGURE_KEYS, visibleSpecifications } from "./spec-gate";

const noSuchProduct = () => new ApiError(CODE.NOT_FOUND, "No such product.", 404);

function conditions(query: ListQuery, except?: Facet): SQL[] {
  const where: SQL[] = [];
  for (const facet of FACETS) {
    const condition = facet === except ? undefined : filterCondition(query[facet], products[facet]);
    if (condition) where.push(condition);
  }
  if (query.preSales === NO_MATCH) where.push(sql`false`);
  else if (query.preSales) where.push(eq(products.preSales, query.preSales === "true"));
  if (query.onSale) where.push(eq(products.lifecycle, "on_sale"));
  if (query.ndaa889) where.push(eq(products.ndaa889, true));
  if (query.taa) where.push(eq(products.taa, true));
  if (query.q) {
    const pattern = `%${query.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(
        ilike(products.model, pattern),
        ilike(products.series, pattern),
        sql`${products.name}->>'en' ilike ${pattern}`,
      )!,
    );
  }
  return where;
}

async function specLabels(db: Database, language: string) {
  const rows = await db.select().from(specKeys);
  return new Map(rows.map((r) => [r.key, { label: pick(r.label, language), group: r.group }]));
}

/** A product's lifecycle and compliance, as the public pages show them. */
const lifecycleFacts = (p: typeof products.$inferSelect) => ({
  lifecycle: p.lifecycle,
  discontinuedOn: p.discontinuedOn,
  supportEndsOn: p.supportEndsOn,
  ndaa889: p.ndaa889,
  taa: p.taa,
  countryOfOrigin: p.countryOfOrigin,
});

const price = (p: { listPrice: string | null }) =>
  p.listPrice === null ? null : Number(p.listPrice);

/** A page of the product list with the count of every facet value under the other filters. */
export async function listProducts(db: Database, query: ListQuery, language: string) {
  const where = and(...conditions(query));
  const order =
    query.sort === "hot"
      ? [desc(products.hotScore), asc(products.model)]
      : query.sort === "latest"
        ? [desc(products.releaseDate), asc(products.model)]
        : // Overall: cameras, then recorders, then accessories; flagship series (Pro AI, Recorder
          // Pro) first within each, then by hot score.
          [
            sql`case ${products.productClass} when 'camera' then 0 when 'recorder' then 1 else 2 end`,
            sql`case when ${products.series} in ('Pro AI', 'Recorder Pro') then 0 else 1 end`,
            desc(products.hotScore),
            asc(products.model),
          ];
  const [rows, [counted], labels] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(products).where(where),
    specLabels(db, language),
  ]);
  const facetCounts = await Promise.all(
    FACETS.map((facet) => {
      const column = products[facet];
      return db
        .select({ value: column, count: sql<number>`count(*)::int` })
        .from(products)
        .where(and(...conditions(query, facet), sql`${column} is not null`))
        .groupBy(column)
        .orderBy(asc(column));
    }),
  );
  const facets = Object.fromEntries(
    FACETS.map((facet, i) => [
      facet,
      facetCounts[i]!.map((r) => ({ value: String(r.value), count: Number(r.count) })),
    ]),
  );
  return {
    items: rows.map((p) => ({
      id: p.id,
      model: p.model,
      type: p.type,
      productClass: p.productClass,
      series: p.series,
      name: pick(p.name, language),
      summary: pick(p.summary, language),
      listPrice: price(p),
      preSales: p.preSales,
      lifecycle: p.lifecycle,
      hotScore: p.hotScore,
      releaseDate: p.releaseDate,
      keySpecs: p.keySpecs.map((s) => ({
        key: s.key,
        value: pick(s.value, language),
        label: labels.get(s.key)?.label ?? s.key,
      })),
    })),
    total: Number(counted?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    facets,
  };
}

/**
 * Products side by side (spec §4 comparison): every specification row the reader may see of any of
 * them, in order. A cell the reader may not see (a visitor, a row past the product's public ones) is
 * null and `locked`; `differs` compares the visible values only. `locked` on the table: some product
 * has rows the reader does not see.
 */
export async function compareProducts(
  db: Database,
  ids: string[],
  language: string,
  user: { userId: number } | null,
) {
  if (ids.length === 0) return { products: [], rows: [], locked: false };
  const [rows, labels] = await Promise.all([
    db.select().from(products).where(inArray(products.id, ids)),
    specLabels(db, language),
  ]);
  const ordered = ids.map((id) => rows.find((r) => r.id === id)).filter((r) => r !== undefined);
  const visible = ordered.map((p) => visibleSpecifications(p.specifications, user !== null));
  const keys: string[] = [];
  for (const specs of visible) for (const s of specs) if (!keys.includes(s.key)) keys.push(s.key);
  return {
    products: ordered.map((p, i) => ({
      id: p.id,
      model: p.model,
      type: p.type,
      productClass: p.productClass,
      name: pick(p.name, language),
      listPrice: price(p),
      ...lifecycleFacts(p),
      specificationsShown: visible[i]!.length,
      specificationsTotal: p.specifications.length,
    })),
    rows: keys.map((key) => {
      const cells = ordered.map((p, i) => {
        const row = visible[i]!.find((s) => s.key === key);
        if (row) return { value: pick(row.value, language), locked: false };
        // Hidden from this reader, or not a specification of this product at all.
        const hidden = p.specifications.some((s) => s.key === key);
        return { value: null, locked: hidden };
      });
      const seen = cells.filter((c) => !c.locked).map((c) => c.value);
      return {
        key,
        label: labels.get(key)?.label ?? key,
        values: cells.map((c) => c.value),
        locked: cells.map((c) => c.locked),
        differs: new Set(seen).size > 1,
      };
    }),
    locked: ordered.some((p, i) => visible[i]!.length < p.specifications.length),
  };
}

/**
 * The design tools' figures of up to four products (DESIGN_FIGURE_KEYS, values in `language`):
 * `{ products: [{ id, model, name, figures: { key: value } }] }`, a key missing when the product has
 * no such row. The same for every reader.
 */
export async function designFigures(db: Database, ids: string[], language: string) {
  if (ids.length === 0) return { products: [] };
  const rows = await db.select().from(products).where(inArray(products.id, ids));
  const ordered = ids.map((id) => rows.find((r) => r.id === id)).filter((r) => r !== undefined);
  return {
    products: ordered.map((p) => ({
      id: p.id,
      model: p.model,
      name: pick(p.name, language),
      figures: Object.fromEntries(
        p.specifications
          .filter((s) => (DESIGN_FIGURE_KEYS as readonly string[]).includes(s.key))
          .map((s) => [s.key, pick(s.value, language)]),
      ),
    })),
  };
}

/** A user's favourite products, latest added first. */
export async function listFavorites(db: Database, userId: number, language: string) {
  const rows = await db
    .select({ product: products, added: favorites.createdAt })
    .from(favorites)
    .innerJoin(products, eq(products.id, favorites.productId))
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt));
  return rows.map(({ product: p, added }) => ({
    id: p.id,
    model: p.model,
    type: p.type,
    name: pick(p.name, language),
    added,
  }));
}

/** Adds a favourite (again is no change); 404 for an unknown product. */
export async function addFavorite(db: Database, userId: number, productId: string) {
  const [exists] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId));
  if (!exists) throw noSuchProduct();
  await db.insert(favorites).values({ userId, productId }).onConflictDoNothing();
}

export async function removeFavorite(db: Database, userId: number, productId: string) {
  await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)));
}

/** Throws 404 unless the product exists. */
export async function requireProduct(db: Database, id: string): Promise<void> {
  const [p] = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
  if (!p) throw noSuchProduct();
}

/**
 * A product's page. A visitor (`user` null) sees the specifications of the gate (spec-gate.ts) and
 * the ungated documents; a signed-in user everything, and whether it is a favourite.
 */
export async function productDetail(
  db: Database,
  id: string,
  language: string,
  user: { userId: number } | null,
) {
  const [p] = await db.select().from(products).where(eq(products.id, id));
  if (!p) throw noSuchProduct();
  const [labels, fittingRows, docs, favorite, replacement] = await Promise.all([
    specLabels(db, language),
    p.fittings.length
      ? db.select().from(products).where(inArray(products.id, p.fittings))
      : Promise.resolve([]),
    productDocuments(db, p.id),
    user
      ? db
          .select()
          .from(favorites)
          .where(and(eq(favorites.userId, user.userId), eq(favorites.productId, p.id)))
      : Promise.resolve([]),
    p.replacementId
      ? db
          .select({
            id: products.id,
            model: products.model,
            type: products.type,
            name: products.name,
          })
          .from(products)
          .where(eq(products.id, p.replacementId))
      : Promise.resolve([]),
  ]);
  const label = (key: string) => labels.get(key) ?? { label: key, group: "general" };
  const visible = visibleSpecifications(p.specifications, user !== null);
  return {
    id: p.id,
    model: p.model,
    type: p.type,
    productClass: p.productClass,
    series: p.series,
    processor: p.processor,
    memory: p.memory,
    computingPower: p.computingPower,
    listPrice: price(p),
    preSales: p.preSales,
    releaseDate: p.releaseDate,
    ...lifecycleFacts(p),
    replacement: replacement[0]
      ? { ...replacement[0], name: pick(replacement[0].name, language) }
      : null,
    name: pick(p.name, language),
    summary: pick(p.summary, language),
    introduction: pick(p.introduction, language),
    introductionFallback: !p.introduction[language],
    keySpecs: p.keySpecs.map((s) => ({
      key: s.key,
      value: pick(s.value, language),
      label: label(s.key).label,
    })),
    specifications: visible.map((s) => ({
      key: s.key,
      value: pick(s.value, language),
      ...label(s.key),
    })),
    specificationsTotal: p.specifications.length,
    specificationsLocked: !user && p.specifications.length > visible.length,
    certifications: p.certifications,
    fittings: fittingRows.map((f) => ({
      id: f.id,
      model: f.model,
      type: f.type,
      name: pick(f.name, language),
    })),
    documents: docs.map((d) => ({
      id: d.id,
      kind: d.kind,
      title: pick(d.title, language),
      gated: d.gated,
      available: !d.gated || user !== null,
      format: d.format,
      size: d.size,
      sha256: d.sha256,
    })),
    favorite: favorite.length > 0,
  };
}

/** Stores an accepted error report (its files are already in the file store); answers its id. */
export async function addErrorReport(
  db: Database,
  report: {
    productId: string;
    userId: number | null;
    anonymous: boolean;
    description: string;
    pictureKey: string | null;
    attachmentKey: string | null;
    attachmentName: string | null;
  },
): Promise<number> {
  const [row] = await db.insert(errorReports).values(report).returning({ id: errorReports.id });
  return row!.id;
}

export interface ErrorReportListQuery {
  product?: string;
  handled?: HandledState;
  anonymous?: "yes" | "no";
  paging: { page: number; pageSize: number };
}

const reportColumns = {
  id: errorReports.id,
  productId: errorReports.productId,
  model: products.model,
  type: products.type,
  description: errorReports.description,
  anonymous: errorReports.anonymous,
  account: users.account,
  hasPicture: errorReports.pictureKey,
  attachmentName: errorReports.attachmentName,
  handled: errorReports.handled,
  createdAt: errorReports.createdAt,
};

interface ReportRow {
  id: number;
  productId: string;
  model: string;
  type: string;
  description: string;
  anonymous: boolean;
  account: string | null;
  hasPicture: string | null;
  attachmentName: string | null;
  handled: boolean;
  createdAt: Date;
}

function shownReport(r: ReportRow) {
  return {
    ...r,
    hasPicture: r.hasPicture !== null,
    account: r.anonymous ? null : r.account,
    createdAt: r.createdAt.toISOString(),
  };
}

/**
 * Error reports newest first, filtered by product (id or model), handled state and anonymity,
 * paged, with the counts of unhandled and handled reports. The reporter of an anonymous report is
 * never shown.
 */
export async function listErrorReports(db: Database, query: ErrorReportListQuery) {
  const { page, pageSize } = query.paging;
  const conditions: (SQL | undefined)[] = [];
  if (query.product)
    conditions.push(
      or(eq(errorReports.productId, query.product), ilike(products.model, query.product)),
    );
  if (query.handled) conditions.push(eq(errorReports.handled, query.handled === "handled"));
  if (query.anonymous) conditions.push(eq(errorReports.anonymous, query.anonymous === "yes"));
  const where = and(...conditions);
  const [found] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(errorReports)
    .innerJoin(products, eq(products.id, errorReports.productId))
    .where(where);
  const rows = await db
    .select(reportColumns)
    .from(errorReports)
    .innerJoin(products, eq(products.id, errorReports.productId))
    .leftJoin(users, eq(users.id, errorReports.userId))
    .where(where)
    .orderBy(desc(errorReports.createdAt), desc(errorReports.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [counts] = await db
    .select({
      unhandled: sql<number>`count(*) filter (where not ${errorReports.handled})`,
      handled: sql<number>`count(*) filter (where ${errorReports.handled})`,
    })
    .from(errorReports);
  return {
    items: rows.map(shownReport),
    total: Number(found?.n ?? 0),
    page,
    pageSize,
    counts: { unhandled: Number(counts?.unhandled ?? 0), handled: Number(counts?.handled ?? 0) },
  };
}

/** One error report with who marked it handled when, and their note; null for an unknown id. */
export async function errorReportDetail(db: Database, id: number) {
  const handler = alias(users, "handler");
  const [row] = await db
    .select({
      ...reportColumns,
      note: errorReports.note,
      handledAt: errorReports.handledAt,
      handledBy: handler.account,
    })
    .from(errorReports)
    .innerJoin(products, eq(products.id, errorReports.productId))
    .leftJoin(users, eq(users.id, errorReports.userId))
    .leftJoin(handler, eq(handler.id, errorReports.handledBy))
    .where(eq(errorReports.id, id));
  if (!row) return null;
  const { note, handledAt, handledBy, ...report } = row;
  return {
    ...shownReport(report),
    note,
    handledBy,
    handledAt: handledAt?.toISOString() ?? null,
  };
}

/** Marks a report handled by `userId` now with an optional note (the first time only); false for an unknown id. */
export const markErrorReportHandled = (
  db: Database,
  id: number,
  userId: number,
  note: string | undefined,
) => markEntryHandled(db, errorReports, id, userId, note);

/** The stored key and name of an error report's picture or attachment; null when it has none. */
export async function errorReportFile(
  db: Database,
  id: number,
  file: "picture" | "attachment",
): Promise<{ key: string; name: string | null } | null> {
  const [row] = await db
    .select({
      pictureKey: errorReports.pictureKey,
      attachmentKey: errorReports.attachmentKey,
      attachmentName: errorReports.attachmentName,
    })
    .from(errorReports)
    .where(eq(errorReports.id, id));
  if (!row) return null;
  if (file === "picture") return row.pictureKey ? { key: row.pictureKey, name: null } : null;
  return row.attachmentKey ? { key: row.attachmentKey, name: row.attachmentName } : null;
}
