import { Hono } from "hono";
import { CODE } from "../../codes";
import { ApiError, ok } from "../../envelope";
import { type ApiContext, type Env, requestLanguage, requireUser } from "../../http/context";
import { documentKind, isExecutable } from "../../infra/file-checks";
import { discard, receiveMultipart, uploadRefusalMessage, UploadError } from "../../infra/uploads";
import { CERTIFICATE_NUMBER, FILE_FIELDS, REASON_MAX } from "./schemas";
import {
  addExamRegistration,
  hasWaitingRegistration,
  userCertificates,
  verifyCertificate,
} from "./service";

/** Exam registrations and certificates; mounted at /api/certification. */
export const certificationRoutes = new Hono<Env>();

/**
 * An exam registration (spec §3, §5): signed in only; proof of employment required, business
 * license optional, each a pdf, png, jpeg or webp judged by its bytes and at most 50 MB (cut while
 * it streams); a reason for joining. A refusal names the field and why, and gives the reason back.
 * A second registration while one waits is a 409.
 */
certificationRoutes.post("/exam-registrations", requireUser, async (c) => {
  const deps = c.var.deps;
  const storeRoot = deps.config.filesDir;
  let form: Awaited<ReturnType<typeof receiveMultipart>>;
  try {
    form = await receiveMultipart(c.req.raw, storeRoot, "exam-registrations", {
      fileFields: FILE_FIELDS,
    });
  } catch (error) {
    if (error instanceof UploadError && error.reason === "duplicate")
      throw new ApiError(CODE.VALIDATION, "Each file can be sent only once.", 400, {
        field: error.field,
        reason: "failure",
      });
    throw new ApiError(CODE.VALIDATION, uploadRefusalMessage(error));
  }
  const values = { reason: (form.fields.reason ?? "").slice(0, REASON_MAX) };
  const files = Object.values(form.files);
  const refuse = async (
    field: string,
    reason: string,
    message: string,
    status: 400 | 409 | 413 = 400,
  ) => {
    await discard(storeRoot, files);
    throw new ApiError(CODE.VALIDATION, message, status, { field, reason, values });
  };
  if (form.tooLarge.length > 0)
    await refuse(form.tooLarge[0]!, "tooLarge", "The file is larger than 50 MB.", 413);
  const kinds: Record<string, string> = {};
  for (const field of FILE_FIELDS) {
    const file = form.files[field];
    if (!file) continue;
    if (isExecutable(file.head)) await refuse(field, "noExe", "EXE files cannot be uploaded.");
    const kind = documentKind(file.head);
    if (!kind)
      await refuse(field, "badType", "Only pdf, png, jpg, jpeg or webp files are accepted.");
    kinds[field] = kind!;
  }
  if (!form.files.proof)
    await refuse("proof", "proofRequired", "The proof of employment is required.");
  const reason = (form.fields.reason ?? "").trim();
  if (reason === "") await refuse("reason", "reasonEmpty", "The reason for joining is required.");
  if ((form.fields.reason ?? "").length > REASON_MAX)
    await refuse("reason", "reasonTooLong", "The reason for joining is too long.");
  if (await hasWaitingRegistration(deps.db, c.var.user.userId))
    await refuse(
      "",
      "waiting",
      "Your previous exam registration is still waiting for review.",
      409,
    );
  const { id } = await addExamRegistration(deps, {
    userId: c.var.user.userId,
    language: requestLanguage(c),
    reason,
    files: Object.fromEntries(
      Object.entries(form.files).map(([field, f]) => [
        field,
        { key: f.key, name: f.name, kind: kinds[field]! },
      ]),
    ),
  });
  return ok(c, { id }, "Submitted successfully.");
});

/** Whether the signed-in user has a registration waiting, and their certificates. */
certificationRoutes.get("/me", requireUser, async (c) => {
  const { db } = c.var.deps;
  const userId = c.var.user.userId;
  const [waiting, list] = await Promise.all([
    hasWaitingRegistration(db, userId),
    userCertificates(db, userId),
  ]);
  return ok(c, { waiting, certificates: list });
});

function certificateNumber(c: ApiContext): string {
  const number = c.req.param("number") ?? "";
  if (!CERTIFICATE_NUMBER.test(number)) throw new ApiError(CODE.NOT_FOUND, "Not found.", 404);
  return number;
}

/** Public verification of a certificate by its number: holder, company, dates, valid or not. */
certificationRoutes.get("/certificates/:number", async (c) => {
  const { certificate } = await verifyCertificate(c.var.deps.db, certificateNumber(c));
  return ok(c, certificate);
});

/** The printable certificate: for its holder and administrators (403 for anyone else). */
certificationRoutes.get("/certificates/:number/print", requireUser, async (c) => {
  const { certificate, userId } = await verifyCertificate(c.var.deps.db, certificateNumber(c));
  const user = c.var.user;
  if (userId !== user.userId && !user.roles.includes("admin"))
    throw new ApiError(CODE.FORBIDDEN, "Forbidden.", 403);
  return ok(c, certificate);
});
