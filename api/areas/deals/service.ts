import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { CODE } from "../../codes";
import type { Database } from "../../db/client";
import {
  companies,
  dealCompetitors,
  dealHistory,
  dealParties,
  dealProducts,
  dealProgress,
  deals,
  dealSalesTeam,
  products,
  userRoles,
  users,
} from "../../db/schema";
import { ApiError } from "../../envelope";
import type { Mailer } from "../../infra/mail/mail";
import type { TokenUser } from "../accounts/service";
import { addDays, isoDay } from "../certification/dates";
import { formatDay } from "../certification/mails";
import { siteLinkIn } from "../../http/context";
import { toCsv } from "./csv";
import { customerKey, normalizeName } from "./normalize";
import { type DealInput, END_CUSTOMER_FIELDS, missingForSubmit, PARTY_FIELDS } from "./schemas";
import { CSV, mailTexts } from "./texts";
import {
  type Action,
  type Actor,
  allowedActions,
  decide,
  type Stage,
  stageOf,
} from "./transitions";

/** The business code of a refused transition (HTTP 409). */
export const DEAL_CONFLICT = 40900;

/** Days a deal stays valid after its approval when no expiration date was given. */
export const VALID_DAYS = 90;
/** Days before the expiration date the applicant is reminded. */
export const REMINDER_DAYS = 14;

export interface DealDeps {
  db: Database;
  mailer: Mailer;
  brandName: string;
  siteOrigin: string;
}

type DealRow = typeof deals.$inferSelect;

interface Viewer {
  userId: number;
  account: string;
  roles: string[];
  companyId: number | null;
  companyKey: string;
}

async function viewerOf(db: Database, user: TokenUser): Promise<Viewer> {
  const [row] = await db
    .select({ companyId: users.companyId, company: companies.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, user.userId));
  return {
    userId: user.userId,
    account: user.account.toLowerCase(),
    roles: user.roles,
    companyId: row?.companyId ?? null,
    companyKey: normalizeName(row?.company ?? ""),
  };
}

/**
 * The visibility rule: an administrator sees every deal; a partner the deals of their company; a
 * distributor the deals naming their company as distributor; a channel manager the deals naming
 * their e-mail. Drafts are seen by the applicant company (and administrators) only.
 */
function visible(v: Viewer): SQL | undefined {
  if (v.roles.includes("admin")) return undefined;
  const submitted = isNotNull(deals.submittedAt);
  const parts: SQL[] = [];
  if (v.companyId !== null && v.roles.includes("partner"))
    parts.push(eq(deals.companyId, v.companyId));
  if (v.roles.includes("distributor") && v.companyKey)
    parts.push(and(submitted, eq(deals.distributorKey, v.companyKey))!);
  if (v.roles.includes("channel_manager"))
    parts.push(and(submitted, eq(deals.channelManagerEmail, v.account))!);
  return parts.length ? or(...parts) : sql`false`;
}

/** How the viewer acts on this deal (the strongest of their relations to it), or null for none. */
export function actorOf(v: Viewer, deal: DealRow): Actor | null {
  if (v.roles.includes("admin")) return "admin";
  if (v.roles.includes("partner") && v.companyId !== null && deal.companyId === v.companyId)
    return "owner";
  if (!deal.submittedAt) return null;
  if (v.roles.includes("channel_manager") && deal.channelManagerEmail === v.account)
    return "channelManager";
  if (v.roles.includes("distributor") && v.companyKey && deal.distributorKey === v.companyKey)
    return "distributor";
  return null;
}

export interface ListQuery {
  approval?: string;
  status?: string;
  from?: string;
  to?: string;
  q?: string;
  sort: "newest" | "project" | "orderDate" | "expiration";
  page: number;
  pageSize: number;
}

function listConditions(v: Viewer, query: ListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [visible(v)];
  if (query.approval === "draft") conditions.push(isNull(deals.submittedAt));
  else if (query.approval)
    conditions.push(
      and(
        isNotNull(deals.submittedAt),
        eq(deals.approvalStatus, query.approval as DealRow["approvalStatus"]),
      ),
    );
  if (query.status === "Closed") conditions.push(eq(deals.closure, "Closed"));
  else if (query.status) conditions.push(eq(deals.status, query.status as DealRow["status"]));
  if (query.from) conditions.push(gte(deals.expectedOrderDate, query.from));
  if (query.to) conditions.push(lte(deals.expectedOrderDate, query.to));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(deals.projectName, like),
        ilike(deals.endCustomerName, like),
        ilike(deals.applicantCompany, like),
      ),
    );
  }
  return and(...conditions);
}

const ORDER = {
  newest: [desc(deals.updatedAt), desc(deals.id)],
  project: [asc(deals.projectName), asc(deals.id)],
  orderDate: [asc(deals.expectedOrderDate), asc(deals.id)],
  expiration: [asc(deals.expirationDate), asc(deals.id)],
};

function summary(d: DealRow, today: string) {
  return {
    id: d.id,
    projectName: d.projectName,
    applicantCompany: d.applicantCompany,
    expectedOrderDate: d.expectedOrderDate,
    approvalStatus: d.approvalStatus,
    status: d.status,
    closure: d.closure,
    stage: stageOf(d),
    expirationDate: d.expirationDate,
    endCustomerName: d.endCustomerName,
    expired: isExpired(d, today),
    conflict: d.conflictDealId !== null,
  };
}

/** Expired is computed: an approved deal still open whose expiration date has passed. */
export function isExpired(
  d: Pick<DealRow, "expirationDate" | "approvalStatus" | "closure" | "status">,
  today: string,
) {
  return (
    d.approvalStatus === "Approved" &&
    d.closure === "Unclosed" &&
    d.status === "Pending" &&
    d.expirationDate !== null &&
    d.expirationDate < today
  );
}

export async function listDeals(db: Database, user: TokenUser, query: ListQuery, now = new Date()) {
  const v = await viewerOf(db, user);
  const where = listConditions(v, query);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(deals).where(where);
  const total = Number(count?.n ?? 0);
  const rows = await db
    .select()
    .from(deals)
    .where(where)
    .orderBy(...ORDER[query.sort])
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const today = isoDay(now);
  return {
    total,
    page: query.page,
    pageSize: query.pageSize,
    items: rows.map((d) => summary(d, today)),
    canRegister: v.roles.includes("partner") || v.roles.includes("admin"),
  };
}

/** The list as a CSV file in `language` (every matching deal, at most 10 000). */
export async function exportDeals(
  db: Database,
  user: TokenUser,
  query: ListQuery,
  language: string,
) {
  const v = await viewerOf(db, user);
  const rows = await db
    .select()
    .from(deals)
    .where(listConditions(v, query))
    .orderBy(...ORDER[query.sort])
    .limit(10_000);
  const texts = CSV[language] ?? CSV.en!;
  return toCsv(
    texts.header,
    rows.map((d) => [
      d.projectName,
      d.applicantCompany,
      d.expectedOrderDate,
      d.submittedAt ? texts.states[d.approvalStatus] : texts.states.draft,
      texts.states[d.status],
      d.expirationDate,
      d.endCustomerName,
    ]),
  );
}

async function findVisible(db: Database, v: Viewer, id: number) {
  const [deal] = await db.select().from(deals).where(eq(deals.id, id));
  const actor = deal ? actorOf(v, deal) : null;
  if (!deal || !actor) throw new ApiError(CODE.NOT_FOUND, "Not found.", 404);
  return { deal, actor };
}

/** One deal with its sections, history, the viewer's possible actions and any conflict. */
export async function getDeal(db: Database, user: TokenUser, id: number, now = new Date()) {
  const v = await viewerOf(db, user);
  const { deal, actor } = await findVisible(db, v, id);
  return dealView(db, deal, actor, now);
}

async function dealView(db: Database, deal: DealRow, actor: Actor, now: Date) {
  const [progress, competitors, products, parties, team, history] = await Promise.all([
    db
      .select()
      .from(dealProgress)
      .where(eq(dealProgress.dealId, deal.id))
      .orderBy(asc(dealProgress.position)),
    db
      .select()
      .from(dealCompetitors)
      .where(eq(dealCompetitors.dealId, deal.id))
      .orderBy(asc(dealCompetitors.position)),
    db
      .select()
      .from(dealProducts)
      .where(eq(dealProducts.dealId, deal.id))
      .orderBy(asc(dealProducts.position)),
    db.select().from(dealParties).where(eq(dealParties.dealId, deal.id)),
    db
      .select()
      .from(dealSalesTeam)
      .where(eq(dealSalesTeam.dealId, deal.id))
      .orderBy(asc(dealSalesTeam.position)),
    db
      .select()
      .from(dealHistory)
      .where(eq(dealHistory.dealId, deal.id))
      .orderBy(asc(dealHistory.id)),
  ]);
  const party = (role: string) => parties.find((p) => p.role === role)?.details ?? {};
  const stage = stageOf(deal);
  let conflict: { id: number; projectName: string; applicantCompany: string } | null = null;
  if (deal.conflictDealId !== null && (actor === "admin" || actor === "channelManager")) {
    const [other] = await db
      .select({
        id: deals.id,
        projectName: deals.projectName,
        applicantCompany: deals.applicantCompany,
      })
      .from(deals)
      .where(eq(deals.id, deal.conflictDealId));
    conflict = other ?? null;
  }
  const input: DealInput = {
    businessType: deal.businessType as DealInput["businessType"],
    projectName: deal.projectName,
    applicantCompany: deal.applicantCompany,
    winOdds: deal.winOdds,
    expectedOrderDate: deal.expectedOrderDate ?? "",
    publicTender: deal.publicTender,
    registeredFrom: deal.registeredFrom ?? "",
    expirationDate: deal.expirationDate ?? "",
    description: deal.description,
    background: deal.background,
    channelManagerEmail: deal.channelManagerEmail,
    progress: progress.map((r) => ({
      operation: r.operation,
      progress: r.progress,
      difficulty: r.difficulty,
      createdOn: r.createdOn ?? "",
    })),
    competitors: competitors.map((r) => ({ name: r.name, competingProduct: r.competingProduct })),
    products: products.map((r) => ({
      type: r.type,
      series: r.series,
      model: r.model,
      quantity: r.quantity,
    })),
    endCustomer: fill(END_CUSTOMER_FIELDS, party("end_customer")),
    distributor: fill(PARTY_FIELDS, party("distributor")),
    tier2: fill(PARTY_FIELDS, party("tier2")),
    salesTeam: team.map((r) => ({
      main: r.main,
      partner: r.partner,
      company: r.company,
      role: r.role,
      name: r.name,
      email: r.email,
      officePhone: r.officePhone,
    })),
  };
  return {
    id: deal.id,
    deal: input,
    stage,
    approvalStatus: deal.approvalStatus,
    status: deal.status,
    closure: deal.closure,
    submitted: deal.submittedAt !== null,
    decisionReason: deal.decisionReason,
    expired: isExpired(deal, isoDay(now)),
    flagged: deal.conflictDealId !== null,
    conflict,
    actor,
    actions: allowedActions(stage, actor),
    locked: stage === "closed",
    history: history.map((h) => ({
      at: h.createdAt.toISOString(),
      who: h.actorName,
      action: h.action,
      detail: h.detail,
    })),
  };
}

function fill<K extends string>(keys: readonly K[], details: Record<string, string>) {
  return Object.fromEntries(keys.map((k) => [k, details[k] ?? ""])) as Record<K, string>;
}

/** A refused transition as the API answers it: 409 for the stage (a closed deal), 403 for the actor. */
function refuse(reason: "locked" | "state" | "forbidden"): never {
  if (reason === "forbidden") throw new ApiError(CODE.FORBIDDEN, "Forbidden.", 403);
  throw new ApiError(
    DEAL_CONFLICT,
    reason === "locked"
      ? "The deal was submitted with a request to close: it can no longer be changed."
      : "The deal cannot do this in its present state.",
    409,
    { reason },
  );
}

function dealColumns(input: DealInput) {
  return {
    businessType: input.businessType,
    projectName: input.projectName,
    applicantCompany: input.applicantCompany,
    winOdds: input.winOdds,
    expectedOrderDate: input.expectedOrderDate || null,
    publicTender: input.publicTender,
    registeredFrom: input.registeredFrom || null,
    expirationDate: input.expirationDate || null,
    description: input.description,
    background: input.background,
    channelManagerEmail: input.channelManagerEmail.toLowerCase(),
    endCustomerName: input.endCustomer.name,
    distributorKey: normalizeName(input.distributor.companyName),
    customerKey: customerKey(input.endCustomer.name, input.endCustomer.country),
    updatedAt: new Date(),
  };
}

async function writeSections(db: Database, dealId: number, input: DealInput) {
  for (const table of [dealProgress, dealCompetitors, dealProducts, dealParties, dealSalesTeam])
    await db.delete(table).where(eq(table.dealId, dealId));
  const at = <T>(rows: T[]) => rows.map((r, position) => ({ ...r, dealId, position }));
  if (input.progress.length)
    await db
      .insert(dealProgress)
      .values(at(input.progress).map((r) => ({ ...r, createdOn: r.createdOn || null })));
  if (input.competitors.length) await db.insert(dealCompetitors).values(at(input.competitors));
  if (input.products.length) await db.insert(dealProducts).values(at(input.products));
  if (input.salesTeam.length) await db.insert(dealSalesTeam).values(at(input.salesTeam));
  await db.insert(dealParties).values([
    { dealId, role: "end_customer" as const, details: input.endCustomer },
    { dealId, role: "distributor" as const, details: input.distributor },
    { dealId, role: "tier2" as const, details: input.tier2 },
  ]);
}

async function record(
  db: Database,
  dealId: number,
  user: TokenUser,
  action: Action | "create",
  detail = "",
) {
  await db
    .insert(dealHistory)
    .values({ dealId, userId: user.userId, actorName: user.name || user.account, action, detail });
}

/** Another partner company's open, submitted deal with the same end customer (name and country). */
async function conflictingDeal(db: Database, deal: DealRow): Promise<number | null> {
  if (!deal.customerKey) return null;
  const [other] = await db
    .select({ id: deals.id })
    .from(deals)
    .where(
      and(
        eq(deals.customerKey, deal.customerKey),
        ne(deals.id, deal.id),
        deal.companyId === null
          ? undefined
          : or(ne(deals.companyId, deal.companyId), isNull(deals.companyId)),
        isNotNull(deals.submittedAt),
        eq(deals.closure, "Unclosed"),
        ne(deals.status, "Cancelled"),
        ne(deals.approvalStatus, "Disapproved"),
      ),
    )
    .orderBy(asc(deals.id))
    .limit(1);
  return other?.id ?? null;
}

function incomplete(input: DealInput): never {
  const fields = missingForSubmit(input);
  throw new ApiError(CODE.VALIDATION, "The deal is not complete.", 400, { fields });
}

/**
 * Saves a deal (a new one when `id` is null): a draft as it is; with `submit`, or a deal already
 * submitted, only when complete. Submission checks for a conflicting deal and writes to the
 * channel manager. Answers the deal's id and whether it was flagged for manual review.
 */
export async function saveDeal(
  deps: DealDeps,
  user: TokenUser,
  id: number | null,
  input: DealInput,
  submit: boolean,
) {
  const { db } = deps;
  const v = await viewerOf(db, user);
  let deal: DealRow;
  let stage: Stage;
  if (id === null) {
    if (!v.roles.includes("partner") && !v.roles.includes("admin"))
      throw new ApiError(CODE.FORBIDDEN, "Forbidden.", 403);
    stage = "draft";
  } else {
    const found = await findVisible(db, v, id);
    deal = found.deal;
    stage = stageOf(deal);
    const action = submit && (stage === "draft" || stage === "disapproved") ? "submit" : "save";
    const decision = decide(stage, action, found.actor);
    if (!decision.ok) refuse(decision.reason);
  }
  const submitting = submit && (stage === "draft" || stage === "disapproved");
  if ((submitting || stage !== "draft") && missingForSubmit(input).length) incomplete(input);
  const columns = dealColumns(input);
  const result = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    let row: DealRow;
    if (id === null) {
      [row] = (await t
        .insert(deals)
        .values({ ...columns, ownerId: user.userId, companyId: v.companyId })
        .returning()) as [DealRow];
      await record(t, row.id, user, "create");
    } else {
      // The lock is checked again inside the transaction: a close request in between wins.
      const [current] = await t.select().from(deals).where(eq(deals.id, id)).for("update");
      if (!current) throw new ApiError(CODE.NOT_FOUND, "Not found.", 404);
      const again = decide(stageOf(current), submitting ? "submit" : "save", actorOf(v, current)!);
      if (!again.ok) refuse(again.reason);
      [row] = (await t.update(deals).set(columns).where(eq(deals.id, id)).returning()) as [DealRow];
      await record(t, row.id, user, "save");
    }
    await writeSections(t, row.id, input);
    if (submitting) {
      const conflict = await conflictingDeal(t, row);
      [row] = (await t
        .update(deals)
        .set({
          submittedAt: new Date(),
          approvalStatus: "To be Approved",
          decisionReason: null,
          conflictDealId: conflict,
        })
        .where(eq(deals.id, row.id))
        .returning()) as [DealRow];
      await record(t, row.id, user, "submit", conflict ? `conflict:${conflict}` : "");
    }
    return row;
  });
  if (submitting) await mailChannelManager(deps, result);
  return { id: result.id, flagged: submitting && result.conflictDealId !== null };
}

async function languageOf(db: Database, account: string): Promise<string | null> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.account, account));
  return row?.language ?? null;
}

async function mailChannelManager(deps: DealDeps, deal: DealRow) {
  if (!deal.channelManagerEmail) return;
  const language = (await languageOf(deps.db, deal.channelManagerEmail)) ?? "en";
  const [subject, text] = mailTexts(language).submitted({
    brand: deps.brandName,
    project: deal.projectName,
    company: deal.applicantCompany,
    url: siteLinkIn(deps.siteOrigin, language, `/deal/${deal.id}`),
  });
  await deps.mailer.queue(deps.db, { to: deal.channelManagerEmail, subject, text, language });
}

async function mailApplicant(
  deps: DealDeps,
  deal: DealRow,
  kind: "approved" | "disapproved" | "expiring",
) {
  const [owner] = await deps.db
    .select({ account: users.account, language: users.language })
    .from(users)
    .where(eq(users.id, deal.ownerId));
  if (!owner) return;
  const language = owner.language;
  const texts = mailTexts(language);
  const common = {
    brand: deps.brandName,
    project: deal.projectName,
    url: siteLinkIn(deps.siteOrigin, language, `/deal/${deal.id}`),
  };
  const expires = deal.expirationDate ? formatDay(deal.expirationDate, language) : "";
  const [subject, text] =
    kind === "disapproved"
      ? texts.disapproved({ ...common, reason: deal.decisionReason ?? "" })
      : texts[kind]({ ...common, expires });
  await deps.mailer.queue(deps.db, { to: owner.account, subject, text, language });
}

/**
 * One action of the transition table other than saving: approve or disapprove (with a reason),
 * done, cancel, request to close, reopen. The applicant is written to on a decision.
 */
export async function actOnDeal(
  deps: DealDeps,
  user: TokenUser,
  id: number,
  action: Exclude<Action, "save" | "submit">,
  reason: string,
  now = new Date(),
) {
  const { db } = deps;
  const v = await viewerOf(db, user);
  await findVisible(db, v, id);
  if (action === "disapprove" && !reason)
    throw new ApiError(CODE.VALIDATION, "A reason is required.", 400, { fields: ["reason"] });
  const row = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [current] = await t.select().from(deals).where(eq(deals.id, id)).for("update");
    if (!current) throw new ApiError(CODE.NOT_FOUND, "Not found.", 404);
    const actor = actorOf(v, current);
    if (!actor) throw new ApiError(CODE.NOT_FOUND, "Not found.", 404);
    const decision = decide(stageOf(current), action, actor);
    if (!decision.ok) refuse(decision.reason);
    const changes: Partial<DealRow> = { updatedAt: now };
    if (action === "approve") {
      changes.approvalStatus = "Approved";
      changes.approvedAt = now;
      changes.decisionReason = reason || null;
      changes.expirationDate = current.expirationDate ?? addDays(isoDay(now), VALID_DAYS);
      changes.reminderSentAt = null;
    } else if (action === "disapprove") {
      changes.approvalStatus = "Disapproved";
      changes.decisionReason = reason;
    } else if (action === "done") changes.status = "Done";
    else if (action === "cancel") changes.status = "Cancelled";
    else if (action === "requestClose") {
      changes.closure = "Closed";
      changes.closeRequested = true;
    } else if (action === "reopen") {
      changes.closure = "Unclosed";
      changes.closeRequested = false;
    }
    const [updated] = (await t.update(deals).set(changes).where(eq(deals.id, id)).returning()) as [
      DealRow,
    ];
    await record(t, id, user, action, reason);
    return updated;
  });
  if (action === "approve") await mailApplicant(deps, row, "approved");
  if (action === "disapprove") await mailApplicant(deps, row, "disapproved");
  return { id, stage: stageOf(row) };
}

/**
 * The expiry reminder: approved, open deals whose expiration date is 14 days away or less (and not
 * past) get one e-mail to the applicant; `reminder_sent_at` makes it once across replicas.
 */
export async function sendExpiryReminders(deps: DealDeps, now = new Date()) {
  const today = isoDay(now);
  const due = await deps.db
    .update(deals)
    .set({ reminderSentAt: now })
    .where(
      and(
        isNull(deals.reminderSentAt),
        eq(deals.approvalStatus, "Approved"),
        eq(deals.closure, "Unclosed"),
        eq(deals.status, "Pending"),
        gte(deals.expirationDate, today),
        lte(deals.expirationDate, addDays(today, REMINDER_DAYS)),
      ),
    )
    .returning();
  for (const deal of due) await mailApplicant(deps, deal, "expiring");
  return due.length;
}

const HOUR_MS = 60 * 60 * 1000;

/** Starts the hourly expiry-reminder sweep (createBackend); returns its stop function. */
export function startDealReminders(deps: DealDeps): () => void {
  let stopped = false;
  const sweep = () => {
    if (stopped) return;
    sendExpiryReminders(deps).catch((error: unknown) => {
      if (!stopped)
        console.error(JSON.stringify({ event: "deal reminders failed", error: String(error) }));
    });
  };
  const first = setTimeout(sweep, 1500);
  first.unref?.();
  const timer = setInterval(sweep, HOUR_MS);
  timer.unref?.();
  return () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(timer);
  };
}

/** Channel managers' accounts, for the form's choice (e-mail and name). */
export async function channelManagers(db: Database) {
  return db
    .selectDistinct({ email: users.account, name: users.name })
    .from(users)
    .innerJoin(
      userRoles,
      and(eq(userRoles.userId, users.id), eq(userRoles.role, "channel_manager")),
    )
    .orderBy(asc(users.account));
}

/** The catalogue's models for the form's product rows (type, series, model). */
export async function productModels(db: Database) {
  return db
    .select({ model: products.model, type: products.type, series: products.series })
    .from(products)
    .orderBy(asc(products.type), asc(products.model));
}
