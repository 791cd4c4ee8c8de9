import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ApplicantStatus } from "#shared/admin-queues";
import { CODE } from "../../codes";
import type { Database } from "../../db/client";
import { applicants, userRoles, users } from "../../db/schema";
import { ApiError } from "../../envelope";
import type { Deps } from "../../http/context";
import { applicantDecisionMail } from "./applicant-mail";

/**
 * The review of applicant registrations (the /register form): the account and its initial password
 * are made at registration; approving gives the account the partner role (the portal's deals and
 * resources), disapproving leaves it without. Who decided, when and why is kept.
 */

const notFound = () => new ApiError(CODE.NOT_FOUND, "Not found.", 404);
const decider = alias(users, "decider");

export interface ApplicantListQuery {
  status?: ApplicantStatus;
  q?: string;
  paging: { page: number; pageSize: number };
}

/** Newest first, filtered by state and text (e-mail, name, company), with the counts by state. */
export async function listApplicants(db: Database, query: ApplicantListQuery) {
  const { page, pageSize } = query.paging;
  const conditions: (SQL | undefined)[] = [];
  if (query.status) conditions.push(eq(applicants.status, query.status));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(applicants.email, like),
        ilike(applicants.name, like),
        ilike(applicants.companyName, like),
      ),
    );
  }
  const where = and(...conditions);
  const [found] = await db.select({ n: count() }).from(applicants).where(where);
  const rows = await db
    .select({
      id: applicants.id,
      email: applicants.email,
      name: applicants.name,
      companyName: applicants.companyName,
      country: applicants.country,
      status: applicants.status,
      createdAt: applicants.createdAt,
    })
    .from(applicants)
    .where(where)
    .orderBy(desc(applicants.createdAt), desc(applicants.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const grouped = await db
    .select({ status: applicants.status, n: count() })
    .from(applicants)
    .groupBy(applicants.status);
  const counts = { submitted: 0, approved: 0, rejected: 0 };
  for (const g of grouped) counts[g.status] = Number(g.n);
  return {
    items: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total: Number(found?.n ?? 0),
    page,
    pageSize,
    counts,
  };
}

/** One registration with the account's language and the decision (who, when, why). */
export async function applicantDetail(db: Database, id: number) {
  const [row] = await db
    .select({
      applicant: applicants,
      language: users.language,
      decidedBy: decider.account,
    })
    .from(applicants)
    .leftJoin(users, eq(users.id, applicants.userId))
    .leftJoin(decider, eq(decider.id, applicants.decidedBy))
    .where(eq(applicants.id, id));
  if (!row) throw notFound();
  const a = row.applicant;
  return {
    id: a.id,
    email: a.email,
    name: a.name,
    companyName: a.companyName,
    country: a.country,
    description: a.description,
    language: row.language ?? "en",
    status: a.status,
    reason: a.reason,
    decidedBy: row.decidedBy,
    decidedAt: a.decidedAt?.toISOString() ?? null,
    createdAt: a.createdAt.toISOString(),
  };
}

/**
 * Approves (the account becomes a partner) or disapproves (a reason is required) a registration
 * still to decide, records who and when, and e-mails the applicant in their language; 409 when it
 * has been decided already.
 */
export async function decideApplicant(
  deps: Deps,
  id: number,
  adminId: number,
  decision: { decision: "approve" | "reject"; reason?: string },
) {
  const { db, mailer, brandName } = deps;
  const before = await applicantDetail(db, id);
  const approved = decision.decision === "approve";
  const reason = decision.reason?.trim() || null;
  const decided = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(applicants)
      .set({
        status: approved ? "approved" : "rejected",
        reason,
        decidedBy: adminId,
        decidedAt: new Date(),
      })
      .where(and(eq(applicants.id, id), eq(applicants.status, "submitted")))
      .returning({ userId: applicants.userId });
    if (!updated) return false;
    if (approved && updated.userId !== null)
      await tx
        .insert(userRoles)
        .values({ userId: updated.userId, role: "partner" })
        .onConflictDoNothing();
    return true;
  });
  if (!decided)
    throw new ApiError(CODE.VALIDATION, "The registration has already been decided.", 409);
  await mailer.queue(
    db,
    applicantDecisionMail(
      before.email,
      before.language,
      brandName,
      before.name,
      approved ? { approved: true } : { approved: false, reason: reason ?? "" },
    ),
  );
  return applicantDetail(db, id);
}
