import { and, count, desc, eq } from "drizzle-orm";
import { contentChanged } from "#shared/content-events";
import { LANGUAGES } from "#shared/languages";
import type { ApplicationFile, ApplicationStatus } from "#shared/partner-application";
import { CODE } from "../../codes";
import type { Database } from "../../db/client";
import { applications, companies, partners, users } from "../../db/schema";
import { ApiError } from "../../envelope";
import { limitFormSubmission } from "../../infra/form-limit";
import type { StoredFile } from "../../infra/uploads";
import type { Deps } from "../../http/context";
import { decisionMail, receivedMail } from "./mail";
import type { ResellerFields } from "./schemas";

/** Only partner applications: the exam registrations share the table (kind `exam`). */
const RESELLER = eq(applications.kind, "reseller");

const notFound = () => new ApiError(CODE.NOT_FOUND, "Not found.", 404);

/**
 * Stores a partner application as To be Approved (after the per-address limit of public forms, 429
 * over it) with its files already in the store, and queues the confirmation in the applicant's
 * language to the company account e-mail.
 */
export async function submitReseller(
  deps: Deps,
  fields: ResellerFields,
  files: Partial<Record<ApplicationFile, StoredFile>>,
  language: string,
  clientAddress: string,
): Promise<{ id: number }> {
  const { db, mailer, brandName } = deps;
  await limitFormSubmission(db, "reseller", clientAddress);
  const keys: Record<string, string> = {};
  const names: Record<string, string> = {};
  for (const [field, file] of Object.entries(files)) {
    if (!file) continue;
    keys[field] = file.key;
    names[field] = file.name;
  }
  const [row] = await db
    .insert(applications)
    .values({
      kind: "reseller",
      email: fields.accountEmail,
      language,
      data: { ...fields, fileNames: names },
      files: keys,
    })
    .returning({ id: applications.id });
  await mailer.queue(
    db,
    receivedMail(fields.accountEmail, language, brandName, fields.companyName),
  );
  return { id: row!.id };
}

export interface ApplicationListQuery {
  status?: ApplicationStatus;
  paging: { page: number; pageSize: number };
}

/** Newest first, one page, with the number of applications in each state. */
export async function listApplications(db: Database, query: ApplicationListQuery) {
  const { page, pageSize } = query.paging;
  const where = query.status ? and(RESELLER, eq(applications.status, query.status)) : RESELLER;
  const rows = await db
    .select({
      id: applications.id,
      data: applications.data,
      email: applications.email,
      status: applications.status,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .where(where)
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const grouped = await db
    .select({ status: applications.status, n: count() })
    .from(applications)
    .where(RESELLER)
    .groupBy(applications.status);
  const counts = { submitted: 0, approved: 0, rejected: 0 };
  for (const g of grouped) counts[g.status] = Number(g.n);
  const total = query.status
    ? counts[query.status]
    : counts.submitted + counts.approved + counts.rejected;
  return {
    items: rows.map((r) => ({
      id: r.id,
      companyName: String(r.data.companyName ?? ""),
      country: String(r.data.country ?? ""),
      partnerType: String(r.data.partnerType ?? ""),
      email: r.email,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    })),
    total,
    page,
    pageSize,
    counts,
  };
}

async function findApplication(db: Database, id: number) {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(RESELLER, eq(applications.id, id)));
  return row ?? null;
}

/** Every field of one application, the names of its files and the decision (who, when, why). */
export async function applicationDetail(db: Database, id: number) {
  const row = await findApplication(db, id);
  if (!row) throw notFound();
  let decidedBy: string | null = null;
  if (row.decidedBy !== null) {
    const [user] = await db
      .select({ account: users.account })
      .from(users)
      .where(eq(users.id, row.decidedBy));
    decidedBy = user?.account ?? null;
  }
  const { fileNames, ...fields } = row.data as Record<string, unknown> & {
    fileNames?: Record<string, string>;
  };
  return {
    id: row.id,
    fields: fields as Record<string, string>,
    files: Object.keys(row.files).map((field) => ({
      field,
      name: fileNames?.[field] ?? field,
    })),
    email: row.email,
    language: row.language,
    status: row.status,
    reason: row.reason,
    decidedBy,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Where one file of an application is in the store, and the name it was sent with. */
export async function applicationFile(db: Database, id: number, field: string) {
  const row = await findApplication(db, id);
  const key = row?.files[field];
  if (!row || !key) return null;
  const names = (row.data.fileNames ?? {}) as Record<string, string>;
  return { key, name: names[field] ?? field };
}

/** The language a partner serves in (ISO 639-1) from the site's language code. */
function spokenLanguage(code: string): string {
  const lang = LANGUAGES.find((l) => l.code === code)?.lang ?? "en";
  return lang.split("-")[0]!;
}

/**
 * The administrator's decision on a To be Approved application: approving creates the company and
 * its directory entry (listed when the applicant consented) and clears the page caches, so
 * /channel shows it at once; disapproving needs a reason. Either way who and when are recorded and
 * the applicant is e-mailed in their language. A decided application cannot be decided again (409).
 */
export async function decideApplication(
  deps: Deps,
  id: number,
  adminId: number,
  decision: { decision: "approve" | "reject"; reason?: string },
) {
  const { db, mailer, brandName } = deps;
  const row = await findApplication(db, id);
  if (!row) throw notFound();
  if (row.status !== "submitted")
    throw new ApiError(CODE.VALIDATION, "The application has already been decided.", 409);
  const fields = row.data as unknown as ResellerFields;
  const approved = decision.decision === "approve";
  const reason = decision.reason?.trim() || null;
  const decided = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(applications)
      .set({
        status: approved ? "approved" : "rejected",
        reason,
        decidedBy: adminId,
        decidedAt: new Date(),
      })
      .where(and(RESELLER, eq(applications.id, id), eq(applications.status, "submitted")))
      .returning({ id: applications.id });
    // Two administrators at once: the second finds it decided and nothing else is written.
    if (!updated) return false;
    if (!approved) return true;
    const listed = fields.listed === "yes";
    const [company] = await tx
      .insert(companies)
      .values({
        name: fields.companyName,
        country: fields.country,
        partnerType: fields.partnerType,
        website: fields.siteUrl,
        listed,
      })
      .returning({ id: companies.id });
    await tx.insert(partners).values({
      name: fields.companyName,
      country: fields.country,
      type: fields.partnerType,
      languages: [spokenLanguage(row.language)],
      website: fields.siteUrl,
      email: fields.contactEmail,
      phone: fields.phone,
      address: fields.address,
      companyId: company!.id,
      listed,
    });
    return true;
  });
  if (!decided)
    throw new ApiError(CODE.VALIDATION, "The application has already been decided.", 409);
  if (approved) contentChanged("partners");
  await mailer.queue(
    db,
    decisionMail(
      row.email,
      row.language,
      brandName,
      fields.companyName,
      approved ? { approved: true } : { approved: false, reason: reason ?? "" },
    ),
  );
  return applicationDetail(db, id);
}

/** The QR registration link's path of an approved application: company name and country. */
export async function registrationPath(db: Database, id: number) {
  const row = await findApplication(db, id);
  if (!row) throw notFound();
  if (row.status !== "approved") throw notFound();
  const fields = row.data as unknown as ResellerFields;
  return `/registration/${encodeURIComponent(fields.companyName)}/${encodeURIComponent(fields.country)}`;
}
