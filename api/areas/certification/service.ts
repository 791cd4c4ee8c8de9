import { randomInt } from "node:crypto";
import { and, count, desc, eq, gte, isNull, lte, max, sql } from "drizzle-orm";
import { contentChanged } from "#shared/content-events";
import { CODE } from "../../codes";
import type { Database } from "../../db/client";
import {
  applications,
  certificates,
  companies,
  examResults,
  partners,
  users,
} from "../../db/schema";
import { ApiError } from "../../envelope";
import { type Deps, siteLinkIn } from "../../http/context";
import type { Mailer } from "../../infra/mail/mail";
import { addDays, isoDay, twoYearsAfter } from "./dates";
import { certificationMail, formatDay } from "./mails";
import type { FileField, Status } from "./schemas";

const PAGE_SIZE = 20;
const notFound = () => new ApiError(CODE.NOT_FOUND, "Not found.", 404);

/** A waiting registration of this user (status submitted), or null. */
async function waitingRegistration(db: Database, userId: number) {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.kind, "exam"),
        eq(applications.userId, userId),
        eq(applications.status, "submitted"),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function hasWaitingRegistration(db: Database, userId: number) {
  return (await waitingRegistration(db, userId)) !== null;
}

/** Stores an exam registration (kind `exam`) and mails its confirmation in the user's language. */
export async function addExamRegistration(
  deps: Deps,
  input: {
    userId: number;
    language: string;
    reason: string;
    files: Partial<Record<FileField, { key: string; name: string; kind: string }>>;
  },
) {
  const { db, mailer, brandName } = deps;
  const [user] = await db
    .select({ account: users.account })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!user) throw notFound();
  const files: Record<string, string> = {};
  const names: Record<string, string> = {};
  for (const [field, file] of Object.entries(input.files)) {
    if (!file) continue;
    files[field] = file.key;
    names[field] = file.name;
  }
  const [row] = await db
    .insert(applications)
    .values({
      kind: "exam",
      userId: input.userId,
      email: user.account,
      language: input.language,
      data: { reason: input.reason, fileNames: names },
      files,
    })
    .returning({ id: applications.id });
  const id = row!.id;
  await mailer.queue(
    db,
    certificationMail("received", user.account, input.language, { brand: brandName, id }),
  );
  return { id };
}

/** Administrators' list of exam registrations: newest first, by status, with counts by status. */
export async function listExamRegistrations(
  db: Database,
  query: { status?: Status; page: number },
) {
  const where = and(
    eq(applications.kind, "exam"),
    query.status ? eq(applications.status, query.status) : undefined,
  );
  const [items, totals] = await Promise.all([
    db
      .select({
        id: applications.id,
        status: applications.status,
        createdAt: applications.createdAt,
        email: applications.email,
        name: users.name,
        company: companies.name,
        score: examResults.score,
        passed: examResults.passed,
      })
      .from(applications)
      .leftJoin(users, eq(users.id, applications.userId))
      .leftJoin(companies, eq(companies.id, users.companyId))
      .leftJoin(examResults, eq(examResults.applicationId, applications.id))
      .where(where)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(PAGE_SIZE)
      .offset((query.page - 1) * PAGE_SIZE),
    db
      .select({ status: applications.status, n: count() })
      .from(applications)
      .where(eq(applications.kind, "exam"))
      .groupBy(applications.status),
  ]);
  const counts = { submitted: 0, approved: 0, rejected: 0 };
  for (const t of totals) counts[t.status] = t.n;
  const total = query.status
    ? counts[query.status]
    : counts.submitted + counts.approved + counts.rejected;
  return { items, total, counts, page: query.page, pageSize: PAGE_SIZE };
}

async function examRegistration(db: Database, id: number) {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.kind, "exam")));
  if (!row) throw notFound();
  return row;
}

/** One registration: the user, the company, the reason, its files, the decision, result, certificate. */
export async function examRegistrationDetail(db: Database, id: number) {
  const row = await examRegistration(db, id);
  const [user] = row.userId
    ? await db
        .select({
          name: users.name,
          account: users.account,
          country: users.country,
          company: companies.name,
          companyCountry: companies.country,
        })
        .from(users)
        .leftJoin(companies, eq(companies.id, users.companyId))
        .where(eq(users.id, row.userId))
    : [];
  const [decider] = row.decidedBy
    ? await db.select({ name: users.name }).from(users).where(eq(users.id, row.decidedBy))
    : [];
  const [result] = await db
    .select({
      examDate: examResults.examDate,
      score: examResults.score,
      passed: examResults.passed,
    })
    .from(examResults)
    .where(eq(examResults.applicationId, id));
  const [certificate] = await db
    .select({
      number: certificates.number,
      issuedOn: certificates.issuedOn,
      expiresOn: certificates.expiresOn,
    })
    .from(certificates)
    .where(eq(certificates.applicationId, id));
  const data = row.data as { reason?: string; fileNames?: Record<string, string> };
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt,
    email: row.email,
    language: row.language,
    name: user?.name ?? null,
    country: user?.country ?? null,
    company: user?.company ?? null,
    companyCountry: user?.companyCountry ?? null,
    reason: data.reason ?? "",
    files: Object.keys(row.files).map((field) => ({
      field,
      name: data.fileNames?.[field] ?? field,
    })),
    decisionReason: row.reason,
    decidedBy: decider?.name ?? null,
    decidedAt: row.decidedAt,
    result: result ?? null,
    certificate: certificate ?? null,
  };
}

/** The stored key and name of a registration's file, or null. */
export async function examRegistrationFile(db: Database, id: number, field: FileField) {
  const row = await examRegistration(db, id);
  const key = row.files[field];
  if (!key) return null;
  const names = (row.data as { fileNames?: Record<string, string> }).fileNames ?? {};
  return { key, name: names[field] ?? field };
}

/**
 * Approves or disapproves a waiting registration (409 once decided), keeping who, when and why,
 * and writes to the user in their language.
 */
export async function decideExamRegistration(
  deps: Deps,
  id: number,
  adminId: number,
  decision: { decision: "approve" | "disapprove"; reason: string },
  now = new Date(),
) {
  const { db, mailer, brandName } = deps;
  const [row] = await db
    .update(applications)
    .set({
      status: decision.decision === "approve" ? "approved" : "rejected",
      reason: decision.reason || null,
      decidedBy: adminId,
      decidedAt: now,
    })
    .where(
      and(
        eq(applications.id, id),
        eq(applications.kind, "exam"),
        eq(applications.status, "submitted"),
      ),
    )
    .returning();
  if (!row) {
    await examRegistration(db, id);
    throw new ApiError(CODE.VALIDATION, "The registration has already been decided.", 409, {
      reason: "decided",
    });
  }
  const mail =
    decision.decision === "approve"
      ? certificationMail("approved", row.email, row.language, { brand: brandName, id })
      : certificationMail("disapproved", row.email, row.language, {
          brand: brandName,
          id,
          reason: decision.reason,
        });
  await mailer.queue(db, mail);
  return { status: row.status };
}

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L). */
const NUMBER_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

export function newCertificateNumber(year: number): string {
  let tail = "";
  for (let i = 0; i < 6; i++) tail += NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)];
  return `NLV-CSP-${year}-${tail}`;
}

/**
 * Records the exam result of an approved registration (once; 409 otherwise). A pass issues the
 * certificate (issued on the exam date, valid two years) and marks the holder's company as a
 * certified Tier 2 partner; the user is written to either way.
 */
export async function recordExamResult(
  deps: Deps,
  id: number,
  adminId: number,
  result: { examDate: string; score: number; passed: boolean },
  origin: string,
  now = new Date(),
) {
  const { db, mailer, brandName } = deps;
  const row = await examRegistration(db, id);
  if (row.status !== "approved")
    throw new ApiError(CODE.VALIDATION, "Only an approved registration has a result.", 409, {
      reason: "notApproved",
    });
  if (result.examDate > isoDay(now))
    throw new ApiError(CODE.VALIDATION, "The exam date is in the future.", 400, {
      reason: "futureDate",
    });
  const inserted = await db
    .insert(examResults)
    .values({ applicationId: id, ...result, recordedBy: adminId })
    .onConflictDoNothing()
    .returning({ id: examResults.id });
  if (inserted.length === 0)
    throw new ApiError(CODE.VALIDATION, "The result has already been recorded.", 409, {
      reason: "recorded",
    });
  if (!result.passed) {
    await mailer.queue(
      db,
      certificationMail("failed", row.email, row.language, {
        brand: brandName,
        score: result.score,
        url: siteLinkIn(origin, row.language, "/learn-register"),
      }),
    );
    return { certificate: null };
  }
  const [holder] = await db
    .select({ name: users.name, companyId: users.companyId, company: companies.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, row.userId ?? -1));
  const issuedOn = result.examDate;
  const expiresOn = twoYearsAfter(issuedOn);
  let number = "";
  for (let attempt = 0; attempt < 5 && !number; attempt++) {
    const candidate = newCertificateNumber(Number(issuedOn.slice(0, 4)));
    const [taken] = await db
      .select({ id: certificates.id })
      .from(certificates)
      .where(eq(certificates.number, candidate));
    if (!taken) number = candidate;
  }
  await db.insert(certificates).values({
    number,
    applicationId: id,
    userId: row.userId,
    companyId: holder?.companyId ?? null,
    holderName: holder?.name ?? row.email,
    company: holder?.company ?? "",
    email: row.email,
    language: row.language,
    issuedOn,
    expiresOn,
  });
  if (holder?.companyId) await markCertifiedCompany(db, holder.companyId, now);
  await mailer.queue(
    db,
    certificationMail("passed", row.email, row.language, {
      brand: brandName,
      number,
      expires: formatDay(expiresOn, row.language),
      url: siteLinkIn(origin, row.language, `/certificates/${number}/print`),
    }),
  );
  return { certificate: { number, issuedOn, expiresOn } };
}

/**
 * Makes a company a certified Tier 2 partner until its latest valid certificate's expiry: its
 * directory entry (created, listed as the company consented, when there is none) is marked, and
 * every replica's page cache is cleared so /channel shows it at once.
 */
export async function markCertifiedCompany(db: Database, companyId: number, now = new Date()) {
  const today = isoDay(now);
  const [latest] = await db
    .select({ until: max(certificates.expiresOn) })
    .from(certificates)
    .where(and(eq(certificates.companyId, companyId), gte(certificates.expiresOn, today)));
  const until = latest?.until ?? null;
  if (!until) return;
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) return;
  const updated = await db
    .update(partners)
    .set({ certifiedTier2: true, certifiedUntil: until })
    .where(eq(partners.companyId, companyId))
    .returning({ id: partners.id });
  if (updated.length === 0) {
    await db.insert(partners).values({
      name: company.name,
      country: company.country ?? "",
      type: company.partnerType ?? "Reseller",
      website: company.website,
      companyId,
      listed: company.listed,
      certifiedTier2: true,
      certifiedUntil: until,
    });
  }
  await db.update(companies).set({ certifiedAt: now }).where(eq(companies.id, companyId));
  contentChanged("partners");
}

/** What anyone may know of a certificate: never its holder's e-mail address. */
export async function verifyCertificate(db: Database, number: string, now = new Date()) {
  const [row] = await db
    .select({
      number: certificates.number,
      holderName: certificates.holderName,
      company: certificates.company,
      issuedOn: certificates.issuedOn,
      expiresOn: certificates.expiresOn,
      userId: certificates.userId,
    })
    .from(certificates)
    .where(eq(certificates.number, number.toUpperCase()));
  if (!row) throw notFound();
  const { userId, ...shown } = row;
  return { certificate: { ...shown, valid: row.expiresOn >= isoDay(now) }, userId };
}

/** The signed-in user's certificates, newest first. */
export async function userCertificates(db: Database, userId: number, now = new Date()) {
  const rows = await db
    .select({
      number: certificates.number,
      issuedOn: certificates.issuedOn,
      expiresOn: certificates.expiresOn,
    })
    .from(certificates)
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedOn));
  const today = isoDay(now);
  return rows.map((r) => ({ ...r, valid: r.expiresOn >= today }));
}

export interface ReminderDeps {
  db: Database;
  mailer: Mailer;
  brandName: string;
  /** Origin of the links in the e-mails (SITE_URL); the bare path without it. */
  siteOrigin: string;
}

/**
 * Renewal reminders (spec §4): 60 and 14 days before expiry, each once. Each reminder is claimed
 * by an UPDATE … WHERE reminded…_at IS NULL … RETURNING, so replicas running the sweep at the same
 * time never send one twice. The 14-day one also claims a 60-day one not yet sent (a certificate
 * recorded late gets one reminder, not two at once).
 */
export async function sendCertificateReminders(deps: ReminderDeps, now = new Date()) {
  const { db, mailer, brandName, siteOrigin } = deps;
  const today = isoDay(now);
  const unexpired = gte(certificates.expiresOn, today);
  const due14 = await db
    .update(certificates)
    .set({
      reminded14At: now,
      reminded60At: sql`coalesce(${certificates.reminded60At}, ${now.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        isNull(certificates.reminded14At),
        unexpired,
        lte(certificates.expiresOn, addDays(today, 14)),
      ),
    )
    .returning();
  const due60 = await db
    .update(certificates)
    .set({ reminded60At: now })
    .where(
      and(
        isNull(certificates.reminded60At),
        unexpired,
        lte(certificates.expiresOn, addDays(today, 60)),
      ),
    )
    .returning();
  for (const c of [...due14, ...due60]) {
    await mailer.queue(
      db,
      certificationMail("reminder", c.email, c.language, {
        brand: brandName,
        number: c.number,
        expires: formatDay(c.expiresOn, c.language),
        url: siteLinkIn(siteOrigin, c.language, "/learn-register"),
      }),
    );
  }
  return { sent60: due60.length, sent14: due14.length };
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Runs the reminder sweep now and then every hour (an unref'd timer: it never keeps the process
 * alive); returns the function that stops it. A failed sweep (database down) is logged and retried
 * at the next hour.
 */
export function startCertificateReminders(deps: ReminderDeps): () => void {
  let stopped = false;
  const sweep = () => {
    if (stopped) return;
    sendCertificateReminders(deps).catch((error: unknown) => {
      if (stopped) return;
      console.error(
        JSON.stringify({ event: "certificate reminders failed", error: String(error) }),
      );
    });
  };
  const first = setTimeout(sweep, 1000);
  first.unref?.();
  const timer = setInterval(sweep, HOUR_MS);
  timer.unref?.();
  return () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(timer);
  };
}
