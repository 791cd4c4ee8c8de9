import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  applicants,
  applications,
  contactRequests,
  deals,
  customerFeedback,
  errorReports,
} from "../../db/schema";
import type { TokenUser } from "../accounts/service";
import type { DealReviewQuery } from "./schemas";

/** Who may open the administration console: administrators, and channel managers for their deals. */
export function isAdmin(user: TokenUser) {
  return user.roles.includes("admin");
}

/**
 * The deals a reviewer sees: every submitted deal for an administrator, the submitted deals naming
 * their e-mail for a channel manager (drafts are their company's own, not for review).
 */
function reviewable(user: TokenUser): SQL {
  const submitted = isNotNull(deals.submittedAt);
  if (isAdmin(user)) return submitted;
  return and(submitted, eq(deals.channelManagerEmail, user.account.toLowerCase()))!;
}

function likeText(q: string) {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The review queue of deals: newest first, filtered, paged, with the counts by approval status. */
export async function reviewDeals(db: Database, user: TokenUser, query: DealReviewQuery) {
  const mine = reviewable(user);
  const conditions: (SQL | undefined)[] = [mine];
  if (query.approval) conditions.push(eq(deals.approvalStatus, query.approval));
  if (query.status === "Closed") conditions.push(eq(deals.closure, "Closed"));
  else if (query.status)
    conditions.push(and(eq(deals.status, query.status), eq(deals.closure, "Unclosed")));
  if (query.conflict === "yes") conditions.push(isNotNull(deals.conflictDealId));
  if (query.conflict === "no") conditions.push(isNull(deals.conflictDealId));
  if (query.q) {
    const like = likeText(query.q);
    conditions.push(
      or(
        ilike(deals.projectName, like),
        ilike(deals.endCustomerName, like),
        ilike(deals.applicantCompany, like),
      ),
    );
  }
  const where = and(...conditions);
  const { page, pageSize } = query.paging;
  const [found] = await db.select({ n: count() }).from(deals).where(where);
  const rows = await db
    .select({
      id: deals.id,
      projectName: deals.projectName,
      applicantCompany: deals.applicantCompany,
      endCustomerName: deals.endCustomerName,
      channelManagerEmail: deals.channelManagerEmail,
      approvalStatus: deals.approvalStatus,
      status: deals.status,
      closure: deals.closure,
      conflict: deals.conflictDealId,
      submittedAt: deals.submittedAt,
    })
    .from(deals)
    .where(where)
    .orderBy(desc(deals.submittedAt), desc(deals.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    items: rows.map(({ submittedAt, conflict, ...r }) => ({
      ...r,
      conflict: conflict !== null,
      createdAt: (submittedAt ?? new Date(0)).toISOString(),
    })),
    total: Number(found?.n ?? 0),
    page,
    pageSize,
    counts: await dealCounts(db, mine),
  };
}

async function dealCounts(db: Database, where: SQL) {
  const grouped = await db
    .select({ approval: deals.approvalStatus, n: count() })
    .from(deals)
    .where(where)
    .groupBy(deals.approvalStatus);
  const counts = { "To be Approved": 0, Approved: 0, Disapproved: 0 };
  for (const g of grouped) counts[g.approval] = Number(g.n);
  return counts;
}

async function pendingAndTotal(
  db: Database,
  table: typeof applicants | typeof contactRequests | typeof errorReports | typeof customerFeedback,
  pending: SQL,
  scope?: SQL,
) {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${pending})`,
      total: count(),
    })
    .from(table)
    .where(scope);
  return { pending: Number(row?.pending ?? 0), total: Number(row?.total ?? 0) };
}

async function applicationCounts(db: Database, kind: "reseller" | "exam") {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${applications.status} = 'submitted')`,
      total: count(),
    })
    .from(applications)
    .where(eq(applications.kind, kind));
  return { pending: Number(row?.pending ?? 0), total: Number(row?.total ?? 0) };
}

/**
 * The console's counts, each queue's pending (to decide, unhandled, unread) and total: every queue
 * for an administrator, only their deals for a channel manager.
 */
export async function adminSummary(db: Database, user: TokenUser) {
  const dealCount = await dealCounts(db, reviewable(user));
  const dealQueue = {
    pending: dealCount["To be Approved"],
    total: dealCount["To be Approved"] + dealCount.Approved + dealCount.Disapproved,
  };
  if (!isAdmin(user)) return { deals: dealQueue };
  return {
    deals: dealQueue,
    partnerApplications: await applicationCounts(db, "reseller"),
    applicants: await pendingAndTotal(db, applicants, eq(applicants.status, "submitted")),
    examRegistrations: await applicationCounts(db, "exam"),
    contactRequests: await pendingAndTotal(db, contactRequests, eq(contactRequests.handled, false)),
    errorReports: await pendingAndTotal(db, errorReports, eq(errorReports.handled, false)),
    feedback: await pendingAndTotal(db, customerFeedback, isNull(customerFeedback.handledAt)),
  };
}
