import { and, desc, eq, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { applicants, applications, certificates, examResults } from "../../db/schema";
import { currentAccount, type TokenUser } from "../accounts/service";
import { addDays, isoDay } from "../certification/dates";
import { listDeals } from "../deals/service";
import { listFavorites } from "../products/service";
import type { SubmissionSummary } from "#shared/account-overview";

/** How many of the newest deals the personal center lists. */
export const RECENT_DEALS = 5;
/** A certificate expires soon within this many days (the first renewal reminder, spec §9). */
export const EXPIRES_SOON_DAYS = 60;

/** Roles that see deals in the deal list (and so in the personal center). */
const DEAL_ROLES = ["partner", "admin", "distributor", "channel_manager"];

/** Partner applications sent with the account's e-mail, its exam registrations, its registration. */
async function submissions(db: Database, userId: number, account: string) {
  const sent = await db
    .select({
      id: applications.id,
      kind: applications.kind,
      data: applications.data,
      status: applications.status,
      reason: applications.reason,
      createdAt: applications.createdAt,
      decidedAt: applications.decidedAt,
      examDate: examResults.examDate,
      score: examResults.score,
      passed: examResults.passed,
    })
    .from(applications)
    .leftJoin(examResults, eq(examResults.applicationId, applications.id))
    .where(
      or(
        and(eq(applications.kind, "exam"), eq(applications.userId, userId)),
        and(
          eq(applications.kind, "reseller"),
          sql`lower(${applications.email}) = ${account.toLowerCase()}`,
        ),
      ),
    )
    .orderBy(desc(applications.createdAt), desc(applications.id));
  const registered = await db
    .select()
    .from(applicants)
    .where(eq(applicants.userId, userId))
    .orderBy(desc(applicants.createdAt));
  const items: SubmissionSummary[] = [
    ...sent.map((r) => ({
      kind: r.kind,
      id: r.id,
      title: r.kind === "reseller" ? String(r.data.companyName ?? "") : null,
      status: r.status,
      reason: r.status === "rejected" ? r.reason : null,
      submittedAt: r.createdAt.toISOString(),
      decidedAt: r.decidedAt?.toISOString() ?? null,
      exam:
        r.examDate !== null && r.score !== null && r.passed !== null
          ? { date: r.examDate, score: r.score, passed: r.passed }
          : null,
    })),
    ...registered.map((r) => ({
      kind: "registration" as const,
      id: r.id,
      title: r.companyName,
      status: r.status,
      reason: null,
      submittedAt: r.createdAt.toISOString(),
      decidedAt: null,
      exam: null,
    })),
  ];
  return items.sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));
}

/** The user's certificates, newest first, each valid, expiring soon or expired. */
async function ownCertificates(db: Database, userId: number, now: Date) {
  const rows = await db
    .select({
      number: certificates.number,
      holderName: certificates.holderName,
      company: certificates.company,
      issuedOn: certificates.issuedOn,
      expiresOn: certificates.expiresOn,
    })
    .from(certificates)
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedOn), desc(certificates.id));
  const today = isoDay(now);
  const soon = addDays(today, EXPIRES_SOON_DAYS);
  return rows.map((r) => ({
    ...r,
    state: r.expiresOn < today ? "expired" : r.expiresOn <= soon ? "expiresSoon" : "valid",
  }));
}

/**
 * Everything the personal center shows, in one call: the account, the newest deals the user sees
 * (the deal list's own rule), what they submitted and its state, their certificates, their favorites.
 */
export async function accountOverview(
  db: Database,
  user: TokenUser,
  language: string,
  now = new Date(),
) {
  const seesDeals = user.roles.some((r) => DEAL_ROLES.includes(r));
  const [account, deals, sent, certs, favorites] = await Promise.all([
    currentAccount(db, user),
    seesDeals
      ? listDeals(db, user, { sort: "newest", page: 1, pageSize: RECENT_DEALS }, now)
      : Promise.resolve(null),
    submissions(db, user.userId, user.account),
    ownCertificates(db, user.userId, now),
    listFavorites(db, user.userId, language),
  ]);
  return {
    account,
    deals: deals && {
      total: deals.total,
      items: deals.items,
      canRegister: deals.canRegister,
    },
    submissions: sent,
    certificates: certs,
    favorites,
  };
}

export type AccountOverview = Awaited<ReturnType<typeof accountOverview>>;
