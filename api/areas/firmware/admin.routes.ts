import { Hono } from "hono";
import { CODE } from "../../codes";
import { ApiError, ok } from "../../envelope";
import { type Env, linkOrigin, readBody, readQuery, requestLanguage } from "../../http/context";
import { isExecutable, isHtml, isMp4, mimeOf } from "../../infra/file-checks";
import { discard, receiveMultipart, type StoredFile, UploadError } from "../../infra/uploads";
import {
  consoleRelease,
  createDraft,
  listConsoleReleases,
  publishRelease,
  releaseRefusal,
  updateDraft,
  withdrawRelease,
} from "./admin";
import {
  consoleListQuery,
  draftTextsBody,
  gathered,
  newReleaseFields,
  withdrawBody,
} from "./admin-schemas";

/**
 * Firmware releases in the console: mounted by app.ts under /api/admin behind the content editors'
 * check (editors and administrators). A release is drafted with its file, then published (pages,
 * feeds and subscribers' mails follow) and may be withdrawn with a reason visitors read.
 */
export const firmwareAdminRoutes = new Hono<Env>();

/** The multipart field of a release's file. */
export const RELEASE_FILE_FIELD = "file";

/** A whole-number id of at most nine digits, or 404. */
function releaseId(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw new ApiError(CODE.NOT_FOUND, "Not found.", 404);
  return Number(raw);
}

/**
 * Why a firmware file is refused, judged by its first bytes: firmware images are binary and come
 * in many vendor formats (raw .bin/.img, ZIP, gzip or tar packages), so anything is taken except
 * what is plainly no firmware: documents (PDF, HTML), pictures (PNG, JPEG, WEBP), video and
 * Windows or DOS programs. Null when it is fine.
 */
export function firmwareFileRefusal(file: StoredFile): ApiError | null {
  const head = file.head;
  const isWindowsProgram = isExecutable(head) && head[0] === 0x4d && head[1] === 0x5a;
  const mime = mimeOf(head);
  if (
    isWindowsProgram ||
    isHtml(head) ||
    isMp4(head) ||
    ["application/pdf", "image/png", "image/jpeg", "image/webp"].includes(mime)
  )
    return releaseRefusal(RELEASE_FILE_FIELD, "fileType", "This is not a firmware file.", 415);
  return null;
}

firmwareAdminRoutes.get("/firmware-releases", async (c) =>
  ok(c, await listConsoleReleases(c.var.deps.db, readQuery(c, consoleListQuery))),
);

/**
 * A new draft release: multipart, its file streamed into the store as it arrives (its SHA-256 and
 * size computed on the way, never held in memory), cut off and refused with 413 past
 * FIRMWARE_UPLOAD_MAX_BYTES; a body that breaks off is 400. Text fields are checked as in
 * admin-schemas.ts; a refusal names the field and the reason and leaves no file behind.
 */
firmwareAdminRoutes.post("/firmware-releases", async (c) => {
  const { config } = c.var.deps;
  const storeRoot = config.filesDir;
  let form: Awaited<ReturnType<typeof receiveMultipart>>;
  try {
    form = await receiveMultipart(c.req.raw, storeRoot, "firmware-uploads", {
      fileFields: [RELEASE_FILE_FIELD],
      limit: config.firmwareUploadMaxBytes,
      maxFields: 40,
      headBytes: 64,
      hash: true,
    });
  } catch (error) {
    if (error instanceof UploadError && error.reason === "truncated")
      throw releaseRefusal(RELEASE_FILE_FIELD, "truncated", "The upload broke off.");
    if (error instanceof UploadError && error.reason === "duplicate")
      throw releaseRefusal(RELEASE_FILE_FIELD, "duplicate", "Only one file can be sent.");
    throw new ApiError(CODE.VALIDATION, "The form could not be read.");
  }
  const stored = Object.values(form.files);
  try {
    if (form.tooLarge.length > 0)
      throw releaseRefusal(
        RELEASE_FILE_FIELD,
        "fileTooLarge",
        "The file is larger than the upload limit.",
        413,
      );
    const parsed = newReleaseFields.safeParse(form.fields);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw releaseRefusal(String(issue.path[0] ?? ""), issue.message, "The form is not valid.");
    }
    const file = form.files[RELEASE_FILE_FIELD];
    if (!file?.sha256) throw releaseRefusal(RELEASE_FILE_FIELD, "fileRequired", "Choose a file.");
    const refused = firmwareFileRefusal(file);
    if (refused) throw refused;
    const created = await createDraft(c.var.deps, c.var.user, parsed.data, {
      ...file,
      sha256: file.sha256,
    });
    return ok(c, created, "Draft saved.");
  } catch (error) {
    await discard(storeRoot, stored);
    throw error;
  }
});

firmwareAdminRoutes.get("/firmware-releases/:id", async (c) => {
  const found = await consoleRelease(
    c.var.deps.db,
    releaseId(c.req.param("id")),
    requestLanguage(c),
  );
  if (!found) throw new ApiError(CODE.NOT_FOUND, "Not found.", 404);
  return ok(c, found);
});

/** A draft's texts, track and dates (409 once published). */
firmwareAdminRoutes.put("/firmware-releases/:id", async (c) => {
  const id = releaseId(c.req.param("id"));
  const input = await readBody(c, draftTextsBody);
  return ok(c, await updateDraft(c.var.deps.db, c.var.user, id, input));
});

/** Publishes a draft: pages and feeds on every replica, then the subscribers' mails. */
firmwareAdminRoutes.post("/firmware-releases/:id/publish", async (c) => {
  const id = releaseId(c.req.param("id"));
  const origin = linkOrigin(c.var.deps, c.req.url);
  return ok(c, await publishRelease(c.var.deps, c.var.user, id, origin));
});

/** Withdraws a published release with the reason its page shows (English required). */
firmwareAdminRoutes.post("/firmware-releases/:id/withdraw", async (c) => {
  const id = releaseId(c.req.param("id"));
  const input = await readBody(c, withdrawBody);
  return ok(c, await withdrawRelease(c.var.deps.db, c.var.user, id, gathered(input, "reason")));
});
