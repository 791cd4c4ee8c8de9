import { Hono } from "hono";
import {
  APPLICATION_FILE_FIELDS,
  APPLICATION_FILES,
  type ApplicationFile,
} from "#shared/partner-application";
import { CODE } from "../../codes";
import { ApiError, ok } from "../../envelope";
import { clientAddress, type Env, requestLanguage } from "../../http/context";
import { documentKind, isExecutable } from "../../infra/file-checks";
import {
  discard,
  receiveMultipart,
  uploadRefusalMessage,
  type StoredFile,
  UploadError,
} from "../../infra/uploads";
import { resellerFields } from "./schemas";
import { submitReseller } from "./service";

/** The public partner application (spec §3); mounted at /api/partner beside the applicant's registration. */
export const applicationRoutes = new Hono<Env>();

/** A refusal the form shows at `field`: `reason` names the message (see locales reseller.json). */
const refusal = (field: string, reason: string, message: string, status: 400 | 413 = 400) =>
  new ApiError(CODE.VALIDATION, message, status, { field, reason });

/**
 * Why a stored file cannot be kept, judged by its bytes: an executable whatever its name, or a kind
 * the field does not take (a logo is PNG or JPEG; the agreement and the license PDF, PNG, JPEG or
 * WEBP). Null when it is fine.
 */
export function fileRefusal(field: ApplicationFile, file: StoredFile): ApiError | null {
  if (isExecutable(file.head)) return refusal(field, "executable", "EXE files cannot be uploaded.");
  const kind = documentKind(file.head);
  const allowed: readonly string[] = APPLICATION_FILES[field].kinds;
  if (!kind || !allowed.includes(kind))
    return refusal(field, "fileType", "This type of file is not accepted.");
  return null;
}

/**
 * A partner application: multipart, its files streamed to the file store (each cut off and refused
 * at 50 MB while it streams) and judged by their bytes, its text fields by the rules of spec §5.
 * A refusal names the field and the reason and keeps nothing in the store.
 */
applicationRoutes.post("/reseller", async (c) => {
  const { config } = c.var.deps;
  const storeRoot = config.filesDir;
  let form: Awaited<ReturnType<typeof receiveMultipart>>;
  try {
    form = await receiveMultipart(c.req.raw, storeRoot, "applications", {
      fileFields: APPLICATION_FILE_FIELDS,
    });
  } catch (error) {
    if (error instanceof UploadError && error.reason === "duplicate")
      throw refusal(error.field ?? "", "duplicate", "Each file can be sent only once.");
    throw new ApiError(CODE.VALIDATION, uploadRefusalMessage(error));
  }
  const stored = Object.values(form.files);
  try {
    if (form.tooLarge.length > 0)
      throw refusal(form.tooLarge[0]!, "fileTooLarge", "The file is larger than 50 MB.", 413);
    const parsed = resellerFields.safeParse(form.fields);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw refusal(String(issue.path[0] ?? ""), issue.message, "The form is not valid.");
    }
    const files: Partial<Record<ApplicationFile, StoredFile>> = {};
    for (const field of APPLICATION_FILE_FIELDS) {
      const file = form.files[field];
      if (!file) {
        if (APPLICATION_FILES[field].required)
          throw refusal(field, "fileRequired", "This field is required.");
        continue;
      }
      const refused = fileRefusal(field, file);
      if (refused) throw refused;
      files[field] = file;
    }
    const result = await submitReseller(
      c.var.deps,
      parsed.data,
      files,
      requestLanguage(c),
      clientAddress(c),
    );
    return ok(c, result, "Submitted successfully.");
  } catch (error) {
    await discard(storeRoot, stored);
    throw error;
  }
});
