import { Hono } from "hono";
import type { ZodSafeParseResult } from "zod";
import { CODE } from "../../codes";
import { ApiError, ok } from "../../envelope";
import { type ApiContext, type Env, readQuery, requestLanguage } from "../../http/context";
import {
  discard,
  type ReceivedForm,
  receiveMultipart,
  UPLOAD_LIMIT_BYTES,
  UploadError,
} from "../../infra/uploads";
import {
  adminDocument,
  changeableDocument,
  createDocument,
  listAdminDocuments,
  removeDocument,
  replaceDocumentFile,
  requireProducts,
  sameVersion,
  storeUpload,
  updateDocument,
} from "./admin";
import {
  adminDocumentsQuery,
  documentFacts,
  factsFromForm,
  firstProblem,
  replacementFacts,
} from "./admin-schemas";

/**
 * Documents in the console: list, publish (a file with its facts), change the facts, replace the
 * file (the old one goes to the history) and remove. Mounted by app.ts under /api/admin behind the
 * content editors' check (editors and administrators). Uploads are multipart, streamed to the file
 * store; a refused one leaves no file behind.
 */
export const documentAdminRoutes = new Hono<Env>();

/** Folder (under the file store's root) uploads are received into before they are checked. */
const RECEIVING = "document-uploads";
/** Text fields a document's form has at most (titles, products, facts). */
const FIELD_LIMIT = 60;

function documentId(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw new ApiError(CODE.NOT_FOUND, "Not found.", 404);
  return Number(raw);
}

/**
 * Reads a document form as it streams: its text fields and the file (`file`), at most 50 MB. A body
 * that is not multipart or breaks off is 400 ("truncated" when cut off), a file over the limit 413,
 * a missing file 400; nothing of a refused upload is kept.
 */
async function receiveDocumentForm(c: ApiContext): Promise<ReceivedForm> {
  const storeRoot = c.var.deps.config.filesDir;
  let form: ReceivedForm;
  try {
    form = await receiveMultipart(c.req.raw, storeRoot, RECEIVING, {
      fileFields: ["file"],
      maxFields: FIELD_LIMIT,
    });
  } catch (error) {
    const reason = error instanceof UploadError ? error.reason : "truncated";
    throw new ApiError(
      CODE.VALIDATION,
      reason === "truncated"
        ? "The upload was cut off before it ended; nothing was kept. Send the file again."
        : reason === "controlCharacters"
          ? "The request body has control characters."
          : "The form could not be read.",
      400,
      { field: "file", reason: reason === "truncated" ? "truncated" : "unreadable" },
    );
  }
  if (form.tooLarge.length > 0) {
    await discard(storeRoot, Object.values(form.files));
    throw new ApiError(CODE.VALIDATION, "file: the file is larger than 50 MB.", 413, {
      field: "file",
      reason: "tooLarge",
      maxBytes: UPLOAD_LIMIT_BYTES,
    });
  }
  return form;
}

/** The checked input, or 400 with the first problem's field and reason. */
function checked<T>(result: ZodSafeParseResult<T>): T {
  if (result.success) return result.data;
  const problem = firstProblem(result.error);
  throw new ApiError(CODE.VALIDATION, `${problem.field}: ${problem.reason}`, 400, problem);
}

/** A form's file or 400 ("fileMissing"). */
function fileOf(form: ReceivedForm) {
  const file = form.files.file;
  if (!file)
    throw new ApiError(CODE.VALIDATION, "file: choose a file to upload.", 400, {
      field: "file",
      reason: "fileMissing",
    });
  return file;
}

/** Runs `work` with the received form; its files are removed when the work fails. */
async function withForm<T>(c: ApiContext, work: (form: ReceivedForm) => Promise<T>): Promise<T> {
  const form = await receiveDocumentForm(c);
  try {
    return await work(form);
  } catch (error) {
    await discard(c.var.deps.config.filesDir, Object.values(form.files));
    throw error;
  }
}

documentAdminRoutes.get("/documents", async (c) =>
  ok(
    c,
    await listAdminDocuments(c.var.deps.db, requestLanguage(c), readQuery(c, adminDocumentsQuery)),
  ),
);

documentAdminRoutes.get("/documents/:id", async (c) =>
  ok(c, await adminDocument(c.var.deps.db, documentId(c.req.param("id")))),
);

/** Publishes a document: multipart with `file` and the facts (see admin-schemas.ts). */
documentAdminRoutes.post("/documents", async (c) => {
  const { db, config } = c.var.deps;
  const created = await withForm(c, async (form) => {
    const facts = checked(documentFacts.safeParse(factsFromForm(form.values)));
    await requireProducts(db, facts.products);
    const stored = await storeUpload(config.filesDir, fileOf(form), facts.format);
    return createDocument(db, c.var.user, facts, stored);
  });
  return ok(c, created, "Published.");
});

/** Changes a console document's facts (JSON, the same fields as publishing, without the file). */
documentAdminRoutes.put("/documents/:id", async (c) => {
  const id = documentId(c.req.param("id"));
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new ApiError(CODE.VALIDATION, "The request body must be JSON.", 415);
  }
  const facts = checked(documentFacts.safeParse(raw));
  return ok(c, await updateDocument(c.var.deps.db, c.var.user, id, facts));
});

/** Replaces a console document's file: multipart with `file`, `version` and `releaseDate`. */
documentAdminRoutes.post("/documents/:id/file", async (c) => {
  const id = documentId(c.req.param("id"));
  const { db, config } = c.var.deps;
  // Refused before the body is read when the document cannot take a new file.
  const current = await changeableDocument(db, id);
  const replaced = await withForm(c, async (form) => {
    const next = checked(replacementFacts.safeParse(factsFromForm(form.values)));
    if (next.version === current.version) throw sameVersion();
    const stored = await storeUpload(config.filesDir, fileOf(form), current.format);
    return replaceDocumentFile(db, c.var.user, id, next, stored);
  });
  return ok(c, replaced, "Replaced.");
});

/** Removes a console document from the site (kept with its history; in the audit log). */
documentAdminRoutes.delete("/documents/:id", async (c) =>
  ok(c, await removeDocument(c.var.deps.db, c.var.user, documentId(c.req.param("id")))),
);
