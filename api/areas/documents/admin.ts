import { createReadStream } from "node:fs";
import { open, rm } from "node:fs/promises";
import path from "node:path";
import { and, asc, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { contentChanged } from "#shared/content-events";
import { CODE } from "../../codes";
import { changedFields, recordAudit } from "../../db/audit";
import type { Database } from "../../db/client";
import { documentProducts, documents, documentVersions, products } from "../../db/schema";
import { ApiError } from "../../envelope";
import { isHtml, isPdf } from "../../infra/file-checks";
import { folderStore, type StoredObject } from "../../infra/file-store";
import { pick } from "../../infra/localized";
import type { StoredFile } from "../../infra/uploads";
import type { adminDocumentsQuery, DocumentFacts } from "./admin-schemas";
import { productsOfDocuments, versionsOf } from "./service";

type Actor = { userId: number; account: string };

/** Documents per page of the console's list. */
const PAGE_SIZE = 25;
/** Bytes of an upload read to judge its format. */
const SNIFF_BYTES = 1024;

const notFound = () => new ApiError(CODE.NOT_FOUND, "Not found.", 404);

/** The console's kinds: firmware and software are managed as releases, not here. */
const CONSOLE_KIND = sql`${documents.kind} not in ('firmware', 'software')`;

/**
 * The console's list of documents (the catalogue's and the console's, removed ones too): filters
 * kind, product (any of a document's products) and q (title in any language, version or sha256).
 */
export async function listAdminDocuments(
  db: Database,
  language: string,
  query: ReturnType<typeof adminDocumentsQuery>,
) {
  const like = query.q ? `%${query.q.replace(/[\\%_]/g, "\\$&")}%` : null;
  const where = and(
    CONSOLE_KIND,
    query.kind ? eq(documents.kind, query.kind) : undefined,
    query.product
      ? sql`(${documents.productId} = ${query.product} or exists (select 1 from ${documentProducts} where ${documentProducts.documentId} = ${documents.id} and ${documentProducts.productId} = ${query.product}))`
      : undefined,
    like
      ? or(
          sql`${documents.title}::text ilike ${like}`,
          ilike(documents.version, like),
          ilike(documents.sha256, like),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(documents)
      .where(where)
      .orderBy(desc(documents.updatedAt), desc(documents.id))
      .limit(PAGE_SIZE)
      .offset((query.page - 1) * PAGE_SIZE),
    db.select({ n: sql<number>`count(*)::int` }).from(documents).where(where),
  ]);
  const linked = await productsOfDocuments(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      title: pick(r.title, language),
      products: linked.get(r.id) ?? [],
      language: r.language,
      format: r.format,
      version: r.version,
      size: r.size,
      sha256: r.sha256,
      releaseDate: r.releaseDate,
      origin: r.origin,
      removedAt: r.removedAt?.toISOString() ?? null,
      updatedAt: r.updatedAt.toISOString(),
    })),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: PAGE_SIZE,
  };
}

/** One document as the console edits it: every language's title, its products and history. */
export async function adminDocument(db: Database, id: number) {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), CONSOLE_KIND));
  if (!row) throw notFound();
  const [linked, versions] = await Promise.all([productsOfDocuments(db, [id]), versionsOf(db, id)]);
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    products: linked.get(id) ?? [],
    language: row.language,
    format: row.format,
    scenario: row.scenario,
    distribution: row.distribution,
    version: row.version,
    releaseDate: row.releaseDate,
    gated: row.gated,
    size: row.size,
    sha256: row.sha256,
    mime: row.mime,
    downloads: row.downloads,
    origin: row.origin,
    removedAt: row.removedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    versions: versions.map((v) => ({ ...v, replacedAt: v.replacedAt.toISOString() })),
  };
}

/** 400 unless every id names a product of the catalogue. */
export async function requireProducts(db: Database, ids: string[]) {
  const found = await db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, ids));
  if (found.length !== ids.length)
    throw new ApiError(CODE.VALIDATION, "products: a product is not in the catalogue.", 400, {
      field: "products",
      reason: "unknown",
    });
}

/**
 * Whether the first bytes of a file are of `format`: a PDF starts with `%PDF-`, an HTML document is
 * UTF-8 text (no NUL byte) whose first non-blank characters open a doctype or an html/head/body tag.
 */
export function fitsFormat(head: Buffer, format: string): boolean {
  if (format === "pdf") return isPdf(head);
  if (format === "html") return !head.includes(0) && isHtml(head);
  return false;
}

async function headOf(file: string): Promise<Buffer> {
  const handle = await open(file, "r");
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Moves an upload (received by receiveMultipart under `storeRoot`) into the file store once its
 * content fits `format`: 415 with the reason "formatMismatch" otherwise. The received copy is
 * removed either way, so nothing of a refused upload stays.
 */
export async function storeUpload(
  storeRoot: string,
  upload: StoredFile,
  format: string,
): Promise<StoredObject> {
  const received = path.join(storeRoot, upload.key);
  try {
    if (!fitsFormat(await headOf(received), format))
      throw new ApiError(
        CODE.VALIDATION,
        format === "pdf"
          ? "file: the file is not a PDF document."
          : "file: the file is not an HTML document.",
        415,
        { field: "file", reason: "formatMismatch" },
      );
    return await folderStore(storeRoot).put(createReadStream(received));
  } finally {
    await rm(received, { force: true });
  }
}

function fileFacts(stored: StoredObject) {
  return { fileKey: stored.key, size: stored.size, sha256: stored.sha256, mime: stored.mime };
}

/** The facts of a document as the audit log summarizes them. */
function summary(facts: DocumentFacts) {
  return { ...facts, products: facts.products.join(", ") };
}

async function setProducts(db: Database, documentId: number, ids: string[]) {
  await db.delete(documentProducts).where(eq(documentProducts.documentId, documentId));
  await db
    .insert(documentProducts)
    .values(ids.map((productId, position) => ({ documentId, productId, position })));
}

/** Publishes a new document with its stored file, recorded in the audit log in one transaction. */
export async function createDocument(
  db: Database,
  actor: Actor,
  facts: DocumentFacts,
  stored: StoredObject,
) {
  await requireProducts(db, facts.products);
  const id = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [row] = await t
      .insert(documents)
      .values({
        kind: facts.kind,
        title: facts.title as DocumentFacts["title"] & { en: string },
        productId: facts.products[0]!,
        language: facts.language,
        format: facts.format,
        scenario: facts.scenario,
        distribution: facts.distribution,
        version: facts.version,
        releaseDate: facts.releaseDate,
        gated: facts.gated,
        origin: "console",
        ...fileFacts(stored),
      })
      .returning({ id: documents.id });
    await setProducts(t, row!.id, facts.products);
    await recordAudit(t, actor, {
      action: "create",
      subjectKind: "document",
      subjectId: String(row!.id),
      changes: { ...summary(facts), sha256: stored.sha256, size: stored.size },
    });
    return row!.id;
  });
  contentChanged("documents");
  return { id, sha256: stored.sha256, size: stored.size };
}

/**
 * The console's document `id` locked for a change: 404 when unknown or firmware/software, 409 for a
 * catalogue document (changed in content/catalogue, which a reload restores) or a removed one.
 */
async function changeable(t: Database, id: number) {
  const [row] = await t
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), CONSOLE_KIND))
    .for("update");
  return changeableRow(row);
}

function changeableRow(row: typeof documents.$inferSelect | undefined) {
  if (!row) throw notFound();
  if (row.origin !== "console")
    throw new ApiError(
      CODE.VALIDATION,
      "This document comes from the catalogue files; change it there.",
      409,
      { reason: "catalogue" },
    );
  if (row.removedAt)
    throw new ApiError(CODE.VALIDATION, "This document was removed.", 409, { reason: "removed" });
  return row;
}

/** The console document `id` if it can be changed now (see `changeable`), read without a lock. */
export async function changeableDocument(db: Database, id: number) {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), CONSOLE_KIND));
  return changeableRow(row);
}

/** 409: a new file needs a version label other than the current one's. */
export const sameVersion = () =>
  new ApiError(CODE.VALIDATION, "version: give the new file a version label of its own.", 409, {
    field: "version",
    reason: "sameVersion",
  });

/** Changes a console document's facts (not its file); records what changed. */
export async function updateDocument(db: Database, actor: Actor, id: number, facts: DocumentFacts) {
  await requireProducts(db, facts.products);
  const changed = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const row = await changeable(t, id);
    if (facts.format !== row.format && !fitsFormatOfRow(row.mime, facts.format))
      throw new ApiError(
        CODE.VALIDATION,
        "format: the current file is of another format; replace the file instead.",
        422,
        { field: "format", reason: "formatMismatch" },
      );
    const linked = await t
      .select({ id: documentProducts.productId })
      .from(documentProducts)
      .where(eq(documentProducts.documentId, id))
      .orderBy(asc(documentProducts.position));
    const before = {
      kind: row.kind,
      title: row.title,
      products: linked.map((p) => p.id).join(", "),
      language: row.language,
      format: row.format,
      scenario: row.scenario,
      distribution: row.distribution,
      version: row.version,
      releaseDate: row.releaseDate,
      gated: row.gated,
    };
    const changes = changedFields(before, summary(facts), Object.keys(before));
    if (Object.keys(changes).length === 0) return changes;
    await t
      .update(documents)
      .set({
        kind: facts.kind,
        title: facts.title as DocumentFacts["title"] & { en: string },
        productId: facts.products[0]!,
        language: facts.language,
        format: facts.format,
        scenario: facts.scenario,
        distribution: facts.distribution,
        version: facts.version,
        releaseDate: facts.releaseDate,
        gated: facts.gated,
        updatedAt: new Date(),
      })
      .where(eq(documents.id, id));
    await setProducts(t, id, facts.products);
    await recordAudit(t, actor, {
      action: "update",
      subjectKind: "document",
      subjectId: String(id),
      changes,
    });
    return changes;
  });
  if (Object.keys(changed).length > 0) contentChanged("documents");
  return { id, changed: Object.keys(changed) };
}

/** Whether a stored file of type `mime` is of `format`. */
function fitsFormatOfRow(mime: string | null, format: string) {
  return (
    (format === "pdf" && mime === "application/pdf") || (format === "html" && mime === "text/html")
  );
}

/**
 * Gives a console document a new file: the current one's facts move to its history (the file stays
 * in the store, downloadable from there), the document takes the new file, version and release
 * date. 409 when the new version label is the current one's.
 */
export async function replaceDocumentFile(
  db: Database,
  actor: Actor,
  id: number,
  next: { version: string; releaseDate: string },
  stored: StoredObject,
) {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const row = await changeable(t, id);
    if (row.version === next.version) throw sameVersion();
    if (row.fileKey && row.sha256 && row.size != null)
      await t.insert(documentVersions).values({
        documentId: id,
        version: row.version,
        fileKey: row.fileKey,
        size: row.size,
        sha256: row.sha256,
        mime: row.mime ?? "application/octet-stream",
        format: row.format,
        releaseDate: row.releaseDate,
        replacedBy: actor.userId,
      });
    await t
      .update(documents)
      .set({ ...fileFacts(stored), ...next, updatedAt: new Date() })
      .where(eq(documents.id, id));
    await recordAudit(t, actor, {
      action: "replace",
      subjectKind: "document",
      subjectId: String(id),
      changes: {
        version: { from: row.version, to: next.version },
        sha256: { from: row.sha256, to: stored.sha256 },
        size: { from: row.size, to: stored.size },
        releaseDate: { from: row.releaseDate, to: next.releaseDate },
      },
    });
  });
  contentChanged("documents");
  return { id, version: next.version, sha256: stored.sha256, size: stored.size };
}

/**
 * Removes a console document from the site: it leaves every public list and page and its files
 * are no longer served; its row, history and files are kept (the console still shows it), and the
 * removal is in the audit log.
 */
export async function removeDocument(db: Database, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const row = await changeable(t, id);
    await t
      .update(documents)
      .set({ removedAt: new Date(), updatedAt: new Date() })
      .where(eq(documents.id, id));
    await recordAudit(t, actor, {
      action: "delete",
      subjectKind: "document",
      subjectId: String(id),
      changes: { title: pick(row.title, "en"), version: row.version, sha256: row.sha256 },
    });
  });
  contentChanged("documents");
  return { id };
}
