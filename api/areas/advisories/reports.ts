import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { z } from "zod";
import { REPORT_LIMITS } from "#shared/advisories";
import type { HandledState } from "#shared/admin-queues";
import { isValidEmail } from "#shared/email";
import type { Database } from "../../db/client";
import { markEntryHandled } from "../../db/handled";
import { securityReports, users } from "../../db/schema";
import { type Deps, siteLinkIn } from "../../http/context";
import { limitFormSubmission } from "../../infra/form-limit";
import type { StoredFile } from "../../infra/uploads";
import { reportAcknowledgement, reportNotification } from "./report-mail";

const text = (max: number) => z.string().trim().min(1, "required").max(max, "tooLong");
const optional = (max: number) => z.string().trim().max(max, "tooLong").default("");

/** The text fields of a vulnerability report; a refusal's message names the reason. */
export const reportFields = z.object({
  name: optional(REPORT_LIMITS.name),
  email: text(REPORT_LIMITS.email).refine(isValidEmail, "email"),
  organization: optional(REPORT_LIMITS.organization),
  product: optional(REPORT_LIMITS.product),
  title: text(REPORT_LIMITS.title),
  description: text(REPORT_LIMITS.description),
});

export type ReportFields = z.infer<typeof reportFields>;

/** The reference of report `id` received in `year`: VR-2026-00042. */
export const reportReference = (year: number, id: number) =>
  `VR-${year}-${String(id).padStart(5, "0")}`;

/**
 * Stores a vulnerability report after the per-address limit of public forms (429 over it), gives it
 * its reference, and puts two mails in the outbox: the report to the product security team
 * (SECURITY_EMAIL) and the acknowledgement with the reference to the reporter, in the page's
 * language.
 */
export async function submitReport(
  deps: Deps,
  fields: ReportFields,
  attachment: StoredFile | null,
  input: { language: string; clientAddress: string; origin: string },
): Promise<{ reference: string }> {
  const { db, mailer, config, brandName } = deps;
  await limitFormSubmission(db, "security-report", input.clientAddress);
  const reference = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(securityReports)
      .values({
        reference: `pending-${crypto.randomUUID()}`,
        ...fields,
        language: input.language,
        attachmentKey: attachment?.key ?? null,
        attachmentName: attachment?.name ?? null,
      })
      .returning({ id: securityReports.id, createdAt: securityReports.createdAt });
    const assigned = reportReference(row!.createdAt.getUTCFullYear(), row!.id);
    await tx
      .update(securityReports)
      .set({ reference: assigned })
      .where(eq(securityReports.id, row!.id));
    return { id: row!.id, reference: assigned };
  });
  await mailer.queue(
    db,
    reportNotification(
      config.securityEmail,
      { reference: reference.reference, ...fields, attachmentName: attachment?.name ?? null },
      `${input.origin}/admin/security-reports/${reference.id}`,
    ),
  );
  await mailer.queue(
    db,
    reportAcknowledgement(fields.email, input.language, {
      brand: brandName,
      reference: reference.reference,
      title: fields.title,
      policyUrl: siteLinkIn(input.origin, input.language, "/security"),
    }),
  );
  return { reference: reference.reference };
}

export interface ReportListQuery {
  handled?: HandledState;
  paging: { page: number; pageSize: number };
}

/** The newest reports first, by handled state, paged, with the counts of each state. */
export async function listReports(db: Database, query: ReportListQuery) {
  const { page, pageSize } = query.paging;
  const conditions: (SQL | undefined)[] = [];
  if (query.handled) conditions.push(eq(securityReports.handled, query.handled === "handled"));
  const where = and(...conditions);
  const [[found], states] = await Promise.all([
    db.select({ n: count() }).from(securityReports).where(where),
    db
      .select({ handled: securityReports.handled, n: count() })
      .from(securityReports)
      .groupBy(securityReports.handled),
  ]);
  const rows = await db
    .select({
      id: securityReports.id,
      reference: securityReports.reference,
      title: securityReports.title,
      email: securityReports.email,
      name: securityReports.name,
      product: securityReports.product,
      handled: securityReports.handled,
      createdAt: securityReports.createdAt,
    })
    .from(securityReports)
    .where(where)
    .orderBy(desc(securityReports.createdAt), desc(securityReports.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const stateCount = (handled: boolean) =>
    Number(states.find((s) => s.handled === handled)?.n ?? 0);
  return {
    items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total: Number(found?.n ?? 0),
    page,
    pageSize,
    counts: { unhandled: stateCount(false), handled: stateCount(true) },
  };
}

/** One report with who handled it, or null. */
export async function reportDetail(db: Database, id: number) {
  const [row] = await db
    .select({ report: securityReports, handledBy: users.account })
    .from(securityReports)
    .leftJoin(users, eq(users.id, securityReports.handledBy))
    .where(eq(securityReports.id, id));
  if (!row) return null;
  return {
    ...row.report,
    handledBy: row.handledBy,
    handledAt: row.report.handledAt?.toISOString() ?? null,
    createdAt: row.report.createdAt.toISOString(),
  };
}

/** Marks a report handled by `userId` now with an optional note (the first time only). */
export const markReportHandled = (
  db: Database,
  id: number,
  userId: number,
  note: string | undefined,
) => markEntryHandled(db, securityReports, id, userId, note);
