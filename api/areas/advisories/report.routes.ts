import { Hono } from "hono";
import { CODE } from "../../codes";
import { ApiError, ok } from "../../envelope";
import {
  clientAddress,
  type Env,
  linkOrigin,
  readBody,
  readQuery,
  requestLanguage,
} from "../../http/context";
import { paging } from "../../http/list-query";
import { isExecutable } from "../../infra/file-checks";
import { storedFileResponse } from "../../infra/file-response";
import { discard, receiveMultipart, uploadRefusalMessage, UploadError } from "../../infra/uploads";
import { handledBody, handledFilter } from "../admin/schemas";
import {
  listReports,
  markReportHandled,
  reportDetail,
  reportFields,
  submitReport,
} from "./reports";

/** The vulnerability report form's endpoint; mounted at /api/security. */
export const reportRoutes = new Hono<Env>();

/** A refusal the form shows at `field`: `reason` names the message. */
const refusal = (field: string, reason: string, message: string, status: 400 | 413 = 400) =>
  new ApiError(CODE.VALIDATION, message, status, { field, reason });

/**
 * A vulnerability report: multipart, its one optional attachment streamed to the file store (cut
 * off and refused at 50 MB as it streams) and refused when its bytes are an executable, its text
 * fields checked; a refusal names the field and the reason and keeps nothing in the store. The
 * answer is the report's reference.
 */
reportRoutes.post("/reports", async (c) => {
  const { config } = c.var.deps;
  let form: Awaited<ReturnType<typeof receiveMultipart>>;
  try {
    form = await receiveMultipart(c.req.raw, config.filesDir, "security-reports", {
      fileFields: ["attachment"],
    });
  } catch (error) {
    if (error instanceof UploadError && error.reason === "duplicate")
      throw refusal("attachment", "duplicate", "Each file can be sent only once.");
    throw new ApiError(CODE.VALIDATION, uploadRefusalMessage(error));
  }
  const stored = Object.values(form.files);
  try {
    if (form.tooLarge.length > 0)
      throw refusal("attachment", "fileTooLarge", "The file is larger than 50 MB.", 413);
    const parsed = reportFields.safeParse(form.fields);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw refusal(String(issue.path[0] ?? ""), issue.message, "The form is not valid.");
    }
    const attachment = form.files.attachment ?? null;
    if (attachment && isExecutable(attachment.head))
      throw refusal("attachment", "executable", "EXE files cannot be uploaded.");
    const result = await submitReport(c.var.deps, parsed.data, attachment, {
      language: requestLanguage(c),
      clientAddress: clientAddress(c),
      origin: linkOrigin(c.var.deps, c.req.url),
    });
    return ok(c, result, "Submitted successfully.");
  } catch (error) {
    await discard(config.filesDir, stored);
    throw error;
  }
});

/** The vulnerability reports for administrators; mounted by app.ts under /api/admin. */
export const reportAdminRoutes = new Hono<Env>();

const notFound = () => new ApiError(CODE.NOT_FOUND, "Not found.", 404);

/** A report's id from the path: digits only, else 404. */
function idOf(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw notFound();
  return Number(raw);
}

/** `handled` (handled, unhandled), `page`. */
reportAdminRoutes.get("/security-reports", async (c) => {
  const query = readQuery(c, (q) => ({
    handled: handledFilter(q),
    paging: paging(q, { maxPage: 1000, maxPageSize: 50, pageSize: 20 }),
  }));
  return ok(c, await listReports(c.var.deps.db, query));
});

reportAdminRoutes.get("/security-reports/:id", async (c) => {
  const report = await reportDetail(c.var.deps.db, idOf(c.req.param("id")));
  if (!report) throw notFound();
  return ok(c, report);
});

/** The report's attachment, downloaded under the name it was sent with; 404 when none. */
reportAdminRoutes.get("/security-reports/:id/attachment", async (c) => {
  const { db, config } = c.var.deps;
  const report = await reportDetail(db, idOf(c.req.param("id")));
  if (!report?.attachmentKey) throw notFound();
  const response = await storedFileResponse(config.filesDir, report.attachmentKey, {
    inline: false,
    name: report.attachmentName ?? "attachment",
  });
  if (!response) throw notFound();
  return response;
});

/** Marks the report handled (who and when recorded, an optional note); again changes nothing. */
reportAdminRoutes.post("/security-reports/:id/handled", async (c) => {
  const id = idOf(c.req.param("id"));
  const { note } = await readBody(c, handledBody);
  const { db } = c.var.deps;
  if (!(await markReportHandled(db, id, c.var.user.userId, note))) throw notFound();
  return ok(c, await reportDetail(db, id));
});
