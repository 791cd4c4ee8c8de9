import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  documentProducts,
  documents,
  documentVersions,
  products,
  solutions,
} from "../../db/schema";
import { filterCondition } from "../../http/list-query";
import { pick } from "../../infra/localized";
import type { DocumentFilters, DocumentListQuery } from "./schemas";

/** How many documents the "hot documents" list shows. */
export const HOT_DOCUMENTS = 5;

type DocumentRow = typeof documents.$inferSelect;

/** File name extensions by format. */
const EXTENSIONS: Record<string, string> = { pdf: "pdf", html: "html", zip: "zip" };

/**
 * Firmware and software have pages of their own (api/areas/firmware); the center lists the rest.
 * A document removed in the console is in no public list.
 */
const IN_CENTER = sql`${documents.kind} not in ('firmware', 'software') and ${documents.removedAt} is null`;

/** The document is for product `productId`: its first product or any other of its products. */
export function isForProduct(productId: string | SQL): SQL {
  return sql`(${documents.productId} = ${productId} or exists (select 1 from ${documentProducts} where ${documentProducts.documentId} = ${documents.id} and ${documentProducts.productId} = ${productId}))`;
}

/** The name a document is downloaded under: its title in `language`, with its format's extension. */
export function downloadName(row: Pick<DocumentRow, "title" | "format">, language: string) {
  // Characters no file system takes are replaced; the title stays readable in every script.
  const base = [...pick(row.title, language)]
    .map((c) => (c.charCodeAt(0) < 0x20 || c === "\u007f" || '/\\:*?"<>|'.includes(c) ? " " : c))
    .join("")
    .replace(/ {2,}/g, " ")
    .trim();
  return `${base.slice(0, 150) || "document"}.${EXTENSIONS[row.format] ?? "bin"}`;
}

function item(row: DocumentRow, language: string, signedIn: boolean, productModel?: string) {
  return {
    id: row.id,
    kind: row.kind,
    title: pick(row.title, language),
    productId: row.productId,
    productModel: productModel ?? null,
    solutionId: row.solutionId,
    language: row.language,
    format: row.format,
    distribution: row.distribution,
    scenario: row.scenario,
    version: row.version,
    size: row.size,
    sha256: row.sha256,
    downloads: row.downloads,
    releaseDate: row.releaseDate,
    gated: row.gated,
    /** Whether this visitor may download it (gated ones need signing in). */
    available: !row.gated || signedIn,
  };
}

const FILTER_COLUMNS = {
  product: documentProducts.productId,
  solution: documents.solutionId,
  distribution: documents.distribution,
  scenario: documents.scenario,
  language: documents.language,
  format: documents.format,
} as const;
type FilterName = keyof typeof FILTER_COLUMNS;
const FILTER_NAMES = Object.keys(FILTER_COLUMNS) as FilterName[];

function conditions(filters: DocumentFilters, except?: FilterName): SQL | undefined {
  const product = except === "product" ? undefined : filters.product;
  return and(
    sql`${documents.fileKey} is not null`,
    IN_CENTER,
    // A document is found by any of its products.
    product === undefined
      ? undefined
      : typeof product === "string"
        ? isForProduct(product)
        : sql`false`,
    ...FILTER_NAMES.filter((name) => name !== except && name !== "product").map((name) =>
      filterCondition(filters[name], FILTER_COLUMNS[name]),
    ),
  );
}

/** Every product with the number of documents for it (any of theirs) the other filters show. */
async function productFacet(db: Database, filters: DocumentFilters) {
  const where = conditions(filters, "product");
  const rows = await db
    .select({
      value: products.id,
      count: sql<number>`(select count(*)::int from ${documents} where ${and(where, isForProduct(sql`${products.id}`))})`,
    })
    .from(products)
    .where(
      sql`exists (select 1 from ${documents} where ${and(sql`${documents.fileKey} is not null`, IN_CENTER, isForProduct(sql`${products.id}`))})`,
    )
    .orderBy(asc(products.id));
  return rows.map((r) => ({ value: String(r.value), count: Number(r.count) }));
}

/** Every value of one filter with the number of documents it would show with the other filters. */
async function facet(db: Database, name: FilterName, filters: DocumentFilters) {
  if (name === "product") return productFacet(db, filters);
  const column = FILTER_COLUMNS[name];
  const where = conditions(filters, name);
  const rows = await db
    .select({
      value: column,
      count: sql<number>`(count(*) filter (where ${where}))::int`,
    })
    .from(documents)
    .where(and(sql`${column} is not null and ${documents.fileKey} is not null`, IN_CENTER))
    .groupBy(column)
    .orderBy(asc(column));
  return rows.map((r) => ({ value: String(r.value), count: Number(r.count) }));
}

/**
 * The documentation center: documents with a file matching the filters, by release date (newest
 * first) or download count, a page of them, each filter's values with counts, the hot documents,
 * and the names of the products and solutions the filters offer.
 */
export async function listDocuments(
  db: Database,
  language: string,
  { filters, sort, paging }: DocumentListQuery,
  signedIn: boolean,
) {
  const where = conditions(filters);
  const order =
    sort === "downloads"
      ? [desc(documents.downloads), desc(documents.releaseDate), asc(documents.id)]
      : [desc(documents.releaseDate), asc(documents.id)];
  const [rows, [total], hot, productNames, solutionNames, ...facetValues] = await Promise.all([
    db
      .select({ document: documents, model: products.model })
      .from(documents)
      .leftJoin(products, eq(products.id, documents.productId))
      .where(where)
      .orderBy(...order)
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(documents).where(where),
    db
      .select()
      .from(documents)
      .where(and(sql`${documents.fileKey} is not null`, IN_CENTER))
      .orderBy(desc(documents.downloads), asc(documents.id))
      .limit(HOT_DOCUMENTS),
    db
      .select({ id: products.id, model: products.model })
      .from(products)
      .where(
        sql`exists (select 1 from ${documents} where ${and(IN_CENTER, isForProduct(sql`${products.id}`))})`,
      ),
    db
      .select({ id: solutions.id, title: solutions.title })
      .from(solutions)
      .where(inArray(solutions.id, db.select({ id: documents.solutionId }).from(documents))),
    ...FILTER_NAMES.map((name) => facet(db, name, filters)),
  ]);
  const models = new Map(productNames.map((p) => [p.id, p.model]));
  const titles = new Map(solutionNames.map((s) => [s.id, pick(s.title, language)]));
  const facets = Object.fromEntries(FILTER_NAMES.map((name, i) => [name, facetValues[i]!])) as {
    [K in FilterName]: { value: string; count: number; label?: string }[];
  };
  for (const f of facets.product) f.label = models.get(f.value) ?? f.value;
  for (const f of facets.solution) f.label = titles.get(f.value) ?? f.value;
  facets.product.sort((a, b) => (a.label ?? "").localeCompare(b.label ?? ""));
  return {
    items: rows.map((r) => item(r.document, language, signedIn, r.model ?? undefined)),
    total: Number(total?.n ?? 0),
    page: paging.page,
    pageSize: paging.pageSize,
    facets,
    hot: hot.map((r) => item(r, language, signedIn, models.get(r.productId ?? ""))),
  };
}

/** A document with its file (the download and the batch ZIP), or null (removed ones too). */
export async function documentWithFile(db: Database, id: number) {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), isNull(documents.removedAt)));
  return row?.fileKey ? row : null;
}

/** The documents of `ids` that have a file, in the order asked for (unknown ids left out). */
export async function documentsWithFiles(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(documents)
    .where(and(inArray(documents.id, ids), isNull(documents.removedAt)));
  const byId = new Map(rows.filter((r) => r.fileKey).map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The products of each of `ids` (id and model), in the order they were given. */
export async function productsOfDocuments(db: Database, ids: number[]) {
  const byDocument = new Map<number, { id: string; model: string }[]>();
  if (ids.length === 0) return byDocument;
  const rows = await db
    .select({ documentId: documentProducts.documentId, id: products.id, model: products.model })
    .from(documentProducts)
    .innerJoin(products, eq(products.id, documentProducts.productId))
    .where(inArray(documentProducts.documentId, ids))
    .orderBy(asc(documentProducts.documentId), asc(documentProducts.position));
  for (const { documentId, ...product } of rows)
    byDocument.set(documentId, [...(byDocument.get(documentId) ?? []), product]);
  return byDocument;
}

/** A document's earlier files, the latest replaced first. */
export async function versionsOf(db: Database, documentId: number) {
  return db
    .select({
      id: documentVersions.id,
      version: documentVersions.version,
      format: documentVersions.format,
      size: documentVersions.size,
      sha256: documentVersions.sha256,
      releaseDate: documentVersions.releaseDate,
      replacedAt: documentVersions.replacedAt,
    })
    .from(documentVersions)
    .where(eq(documentVersions.documentId, documentId))
    .orderBy(desc(documentVersions.replacedAt), desc(documentVersions.id));
}

/**
 * A document's page in the documentation center: its facts, products, current file and earlier
 * versions; null when it has no file, was removed, or is firmware or software (pages of their own).
 */
export async function documentPage(db: Database, id: number, language: string, signedIn: boolean) {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), IN_CENTER, sql`${documents.fileKey} is not null`));
  if (!row) return null;
  const [linked, versions, [first]] = await Promise.all([
    productsOfDocuments(db, [id]),
    versionsOf(db, id),
    row.productId
      ? db
          .select({ id: products.id, model: products.model })
          .from(products)
          .where(eq(products.id, row.productId))
      : Promise.resolve([]),
  ]);
  const productList = linked.get(id) ?? (first ? [first] : []);
  return {
    ...item(row, language, signedIn, productList[0]?.model),
    products: productList,
    versions: versions.map((v) => ({ ...v, replacedAt: v.replacedAt.toISOString() })),
  };
}

/** One earlier file of a document that is still listed publicly, with the document; or null. */
export async function documentVersionWithFile(db: Database, documentId: number, versionId: number) {
  const [found] = await db
    .select({ document: documents, version: documentVersions })
    .from(documentVersions)
    .innerJoin(documents, eq(documents.id, documentVersions.documentId))
    .where(
      and(
        eq(documentVersions.id, versionId),
        eq(documentVersions.documentId, documentId),
        IN_CENTER,
      ),
    );
  return found ?? null;
}

/** One more completed download of the document. */
export async function countDownload(db: Database, id: number) {
  await db
    .update(documents)
    .set({ downloads: sql`${documents.downloads} + 1` })
    .where(eq(documents.id, id));
}

/** The product detail page's downloads: the documents for a product (any of theirs), not removed. */
export async function productDocuments(db: Database, productId: string) {
  return db
    .select()
    .from(documents)
    .where(and(isForProduct(productId), isNull(documents.removedAt)))
    .orderBy(asc(documents.id));
}
