import { downloadZip, predictLength } from "client-zip";
import { Hono } from "hono";
import { BATCH_MAX_BYTES, BATCH_MAX_FILES } from "#shared/documents";
import { CODE } from "../../codes";
import { ApiError, ok } from "../../envelope";
import {
  type ApiContext,
  bearerToken,
  type Env,
  readQuery,
  requestLanguage,
} from "../../http/context";
import { attachmentDisposition } from "../../infra/file-response";
import { folderStore } from "../../infra/file-store";
import { authenticate } from "../accounts/service";
import { releaseStateOfDocument } from "../firmware/service";
import { downloadResponse } from "./download";
import { batchIds, documentsQuery } from "./schemas";
import {
  countDownload,
  documentPage,
  documentsWithFiles,
  documentVersionWithFile,
  documentWithFile,
  downloadName,
  listDocuments,
} from "./service";

/** The documentation center, its downloads and batch ZIPs; mounted at /api/documents. */
export const documentRoutes = new Hono<Env>();

const notFound = () => new ApiError(CODE.NOT_FOUND, "Not found.", 404);
const signInNeeded = () =>
  new ApiError(CODE.TOKEN_MISSING, "Sign in to download this document.", 401);

/** Signed-in user behind the token, or null for visitors (public calls give no session error). */
export async function signedIn(c: ApiContext): Promise<boolean> {
  const token = bearerToken(c);
  if (!token || token === "tourist") return false;
  try {
    await authenticate(c.var.deps, token, null);
    return true;
  } catch {
    return false;
  }
}

const storeOf = (c: ApiContext) => folderStore(c.var.deps.config.filesDir);

documentRoutes.get("/", async (c) => {
  const query = readQuery(c, documentsQuery);
  return ok(c, await listDocuments(c.var.deps.db, requestLanguage(c), query, await signedIn(c)));
});

/**
 * The batch download: the documents of `id` (repeated, at most BATCH_MAX_FILES and BATCH_MAX_BYTES
 * together) as one ZIP of stored entries, streamed with its exact length announced first. Gated
 * documents need a signed-in user (401 otherwise); 400 with the limit in `data` beyond it.
 */
documentRoutes.get("/batch", async (c) => {
  const ids = batchIds(c.req.queries());
  if (ids === null || ids.length === 0)
    throw new ApiError(CODE.VALIDATION, "Choose at least one document.", 400, { reason: "none" });
  if (ids.length > BATCH_MAX_FILES)
    throw new ApiError(CODE.VALIDATION, `At most ${BATCH_MAX_FILES} documents at once.`, 400, {
      reason: "tooMany",
      max: BATCH_MAX_FILES,
    });
  const { db } = c.var.deps;
  const rows = await documentsWithFiles(db, ids);
  if (rows.length === 0) throw notFound();
  if (rows.some((r) => r.gated) && !(await signedIn(c))) throw signInNeeded();
  const total = rows.reduce((sum, r) => sum + (r.size ?? 0), 0);
  if (total > BATCH_MAX_BYTES)
    throw new ApiError(CODE.VALIDATION, "The documents are too large for one archive.", 400, {
      reason: "tooLarge",
      maxBytes: BATCH_MAX_BYTES,
    });
  const language = requestLanguage(c);
  const store = storeOf(c);
  const used = new Set<string>();
  const entries = rows.map((row) => {
    let name = downloadName(row, language);
    for (let n = 2; used.has(name.toLowerCase()); n++)
      name = downloadName(row, language).replace(/(\.\w+)$/, ` (${n})$1`);
    used.add(name.toLowerCase());
    return { row, name, size: row.size ?? 0, lastModified: row.updatedAt };
  });
  if (c.req.method === "HEAD") {
    const length = predictLength(entries.map((e) => ({ name: e.name, size: e.size })));
    return new Response(null, {
      headers: { "Content-Type": "application/zip", "Content-Length": String(length) },
    });
  }
  async function* files() {
    for (const entry of entries) {
      const input = await store.open(entry.row.fileKey!, undefined, {
        onEnd: () => void countDownload(db, entry.row.id).catch(() => undefined),
      });
      if (!input) throw new Error(`The file of document ${entry.row.id} is missing.`);
      yield { name: entry.name, input, size: entry.size, lastModified: entry.lastModified };
    }
  }
  const zip = downloadZip(files(), {
    metadata: entries.map((e) => ({ name: e.name, size: e.size })),
  });
  const headers = new Headers(zip.headers);
  headers.set("Content-Type", "application/zip");
  headers.set(
    "Content-Disposition",
    attachmentDisposition(`documents-${new Date().toISOString().slice(0, 10)}.zip`),
  );
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Cache-Control", "private, no-store");
  return new Response(zip.body, { status: 200, headers });
});

/** A document's page: its facts, products, current file and earlier versions (404 when removed). */
documentRoutes.get("/:id", async (c) => {
  const raw = c.req.param("id");
  if (!/^\d{1,9}$/.test(raw)) throw notFound();
  const page = await documentPage(
    c.var.deps.db,
    Number(raw),
    requestLanguage(c),
    await signedIn(c),
  );
  if (!page) throw notFound();
  return ok(c, page);
});

/**
 * An earlier file of a document, from its history: served as the current one is (ranges, 304,
 * HEAD; gated documents for signed-in users), counted with the document's downloads. 404 once the
 * document is removed.
 */
documentRoutes.get("/:id/versions/:versionId/download", async (c) => {
  const id = c.req.param("id");
  const versionId = c.req.param("versionId");
  if (!/^\d{1,9}$/.test(id) || !/^\d{1,9}$/.test(versionId)) throw notFound();
  const { db } = c.var.deps;
  const found = await documentVersionWithFile(db, Number(id), Number(versionId));
  if (!found) throw notFound();
  const { document, version } = found;
  if (document.gated && !(await signedIn(c))) throw signInNeeded();
  const name = downloadName({ title: document.title, format: version.format }, requestLanguage(c));
  const response = await downloadResponse(
    storeOf(c),
    c.req.raw,
    {
      key: version.fileKey,
      sha256: version.sha256,
      size: version.size,
      mime: version.mime,
      modified: version.replacedAt,
      // The version label tells the earlier file from the current one once saved.
      name: version.version ? name.replace(/(\.\w+)$/, ` ${version.version}$1`) : name,
    },
    () => void countDownload(db, document.id).catch(() => undefined),
  );
  if (!response) throw notFound();
  return response;
});

/**
 * One document's file: ranges, If-Range, HEAD, 304; gated documents for signed-in users (401). A
 * withdrawn firmware release's file is 410 Gone (with the release's id, whose page says why); a
 * draft's is 404.
 */
documentRoutes.get("/:id/download", async (c) => {
  const raw = c.req.param("id");
  if (!/^\d{1,9}$/.test(raw)) throw notFound();
  const { db } = c.var.deps;
  const [row, release] = await Promise.all([
    documentWithFile(db, Number(raw)),
    releaseStateOfDocument(db, Number(raw)),
  ]);
  if (!row?.fileKey || !row.sha256 || row.size == null) throw notFound();
  if (release?.status === "draft") throw notFound();
  if (release?.status === "withdrawn")
    throw new ApiError(CODE.GONE, "This file was withdrawn and is no longer served.", 410, {
      releaseId: release.id,
    });
  if (row.gated && !(await signedIn(c))) throw signInNeeded();
  const response = await downloadResponse(
    storeOf(c),
    c.req.raw,
    {
      key: row.fileKey,
      sha256: row.sha256,
      size: row.size,
      mime: row.mime ?? "application/octet-stream",
      modified: row.updatedAt,
      name: downloadName(row, requestLanguage(c)),
    },
    () => void countDownload(db, row.id).catch(() => undefined),
  );
  if (!response) throw notFound();
  return response;
});
