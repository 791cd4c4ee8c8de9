import { and, asc, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { eventRegistrations, events } from "../../db/schema";
import { filterCondition } from "../../http/list-query";
import { localizedTexts, pick } from "../../infra/localized";
import { productCards } from "../solutions/service";
import type { EventInput, EventWhen, Registration } from "./schemas";

/** The clock the lists and registrations go by (tests set a fixed one). */
export const clock = { now: (): Date => new Date() };

type EventRow = typeof events.$inferSelect;
type Filters = { region?: string | false; kind?: string | false };

/** When the event starts and ends: its times, or the whole days when it has none. */
export function eventTimes(e: Pick<EventRow, "startsAt" | "endsAt" | "startDate" | "endDate">) {
  return {
    startsAt: (e.startsAt ?? new Date(`${e.startDate}T00:00:00Z`)).toISOString(),
    endsAt: (e.endsAt ?? new Date(`${e.endDate}T23:59:59Z`)).toISOString(),
  };
}

const endsAtSql = sql`coalesce(${events.endsAt}, (${events.endDate} + 1)::timestamptz)`;
const startsAtSql = sql`coalesce(${events.startsAt}, ${events.startDate}::timestamptz)`;

function eventItem(e: EventRow, language: string) {
  return {
    id: e.id,
    kind: e.kind,
    region: e.region,
    online: e.online,
    city: e.city,
    country: e.country,
    venue: e.venue,
    timeZone: e.timeZone,
    startDate: e.startDate,
    endDate: e.endDate,
    ...eventTimes(e),
    landingSlug: e.landingSlug,
    ...localizedTexts({ title: e.title, summary: e.summary }, language),
  };
}

function conditions(when: EventWhen, filters: Filters, now: Date): SQL | undefined {
  return and(
    when === "upcoming" ? gte(endsAtSql, now) : lt(endsAtSql, now),
    filterCondition(filters.region, events.region),
    filterCondition(filters.kind, events.kind),
  );
}

/** Upcoming events (soonest first, running ones included) or past ones (newest first), one page. */
export async function listEvents(
  db: Database,
  language: string,
  query: { when: EventWhen; filters: Filters; paging: { page: number; pageSize: number } },
  now = clock.now(),
) {
  const { when, filters, paging } = query;
  const where = conditions(when, filters, now);
  const rows = await db
    .select()
    .from(events)
    .where(where)
    .orderBy(when === "upcoming" ? asc(startsAtSql) : desc(startsAtSql), asc(events.id))
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(events).where(where);
  return {
    items: rows.map((e) => eventItem(e, language)),
    total: Number(count?.n ?? 0),
    page: paging.page,
    pageSize: paging.pageSize,
    when,
  };
}

async function registeredCount(db: Database, eventId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, eventId));
  return Number(row?.n ?? 0);
}

/** What the page shows of the registration: none, closed (past), full, or the seats left. */
async function registrationState(db: Database, e: EventRow, now: Date) {
  if (e.capacity === null) return null;
  const seatsLeft = Math.max(0, e.capacity - (await registeredCount(db, e.id)));
  const open = new Date(eventTimes(e).startsAt) > now;
  return { capacity: e.capacity, seatsLeft, open };
}

async function eventDetail(db: Database, e: EventRow, language: string, now: Date) {
  return {
    ...eventItem(e, language),
    ...localizedTexts(
      { title: e.title, summary: e.summary, body: e.body, hero: e.hero ?? e.summary },
      language,
    ),
    booth: e.booth,
    agenda: e.agenda.map((row) => ({ time: row.time, title: pick(row.title, language) })),
    products: await productCards(db, e.products, language),
    registration: await registrationState(db, e, now),
  };
}
export type EventDetail = Awaited<ReturnType<typeof eventDetail>>;

/** An administrator's input as visitors would see it, without saving it. */
export async function previewEvent(db: Database, input: EventInput, language: string) {
  const row = { ...(eventRow(input) as EventRow), hero: input.hero, body: input.body };
  return eventDetail(db, row, language, clock.now());
}

export async function getEvent(db: Database, id: string, language: string, now = clock.now()) {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row ? eventDetail(db, row, language, now) : null;
}

export async function getLandingEvent(
  db: Database,
  slug: string,
  language: string,
  now = clock.now(),
) {
  const [row] = await db.select().from(events).where(eq(events.landingSlug, slug));
  return row ? eventDetail(db, row, language, now) : null;
}

export type RegisterOutcome =
  | { ok: true; seatsLeft: number; event: EventRow }
  | { ok: false; reason: "not-found" | "closed" | "full" | "duplicate" };

/**
 * Registers one person, safe under concurrency: the event's row is locked for the transaction, so
 * registrations of one event are counted and added one at a time on every replica; the unique index
 * on (event, lower(e-mail)) keeps a second registration of an address out whatever happens.
 */
export async function register(
  db: Database,
  eventId: string,
  input: Registration,
  now = clock.now(),
): Promise<RegisterOutcome> {
  return db.transaction(async (tx) => {
    const [e] = await tx.select().from(events).where(eq(events.id, eventId)).for("update");
    if (!e || e.capacity === null) return { ok: false, reason: "not-found" } as const;
    if (new Date(eventTimes(e).startsAt) <= now) return { ok: false, reason: "closed" } as const;
    const [existing] = await tx
      .select({ id: eventRegistrations.id })
      .from(eventRegistrations)
      .where(
        and(
          eq(eventRegistrations.eventId, eventId),
          sql`lower(${eventRegistrations.email}) = lower(${input.email})`,
        ),
      );
    if (existing) return { ok: false, reason: "duplicate" } as const;
    const taken = await registeredCount(tx as unknown as Database, eventId);
    if (taken >= e.capacity) return { ok: false, reason: "full" } as const;
    const inserted = await tx
      .insert(eventRegistrations)
      .values({
        eventId,
        name: input.name,
        email: input.email,
        company: input.company,
        phone: input.phone,
        language: input.language,
      })
      .onConflictDoNothing()
      .returning({ id: eventRegistrations.id });
    if (inserted.length === 0) return { ok: false, reason: "duplicate" } as const;
    return { ok: true, seatsLeft: e.capacity - taken - 1, event: e } as const;
  });
}

/** The event's title in `language`, for the confirmation e-mail. */
export const eventTitle = (e: EventRow, language: string) => pick(e.title, language);

/** Every event for administrators, newest first, with its registration count. */
export async function adminListEvents(db: Database) {
  const rows = await db
    .select({
      id: events.id,
      title: events.title,
      kind: events.kind,
      region: events.region,
      startDate: events.startDate,
      capacity: events.capacity,
      landingSlug: events.landingSlug,
      // Qualified names: in a subquery an unqualified "id" would be the registration's own.
      registered: sql<number>`(select count(*)::int from ${eventRegistrations} where ${eventRegistrations}.${sql.identifier("event_id")} = ${events}.${sql.identifier("id")})`,
    })
    .from(events)
    .orderBy(desc(events.startDate), asc(events.id));
  return rows.map((r) => ({ ...r, title: r.title.en, registered: Number(r.registered) }));
}

/** Wall-clock date and time of an instant in a time zone. */
function wallClock(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

/** The instant a wall-clock date and time in `timeZone` names. */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const guess = new Date(`${date}T${time}:00Z`);
  const shown = wallClock(guess, timeZone);
  const offset = Date.parse(`${shown.date}T${shown.time}:00Z`) - guess.getTime();
  return new Date(guess.getTime() - offset);
}

/** One event as the administration form edits it (every language of every text). */
export async function adminGetEvent(db: Database, id: string) {
  const [e] = await db.select().from(events).where(eq(events.id, id));
  if (!e) return null;
  const { startsAt, endsAt } = eventTimes(e);
  const start = wallClock(new Date(startsAt), e.timeZone);
  const end = wallClock(new Date(endsAt), e.timeZone);
  const asLocalized = (t: EventRow["title"] | string) => (typeof t === "string" ? { en: t } : t);
  return {
    id: e.id,
    kind: e.kind,
    region: e.region,
    startDate: start.date,
    endDate: end.date,
    startTime: start.time,
    endTime: end.time,
    timeZone: e.timeZone,
    online: e.online,
    city: e.city,
    country: e.country,
    venue: e.venue,
    booth: e.booth,
    capacity: e.capacity,
    landingSlug: e.landingSlug,
    products: e.products,
    title: e.title,
    summary: e.summary,
    body: e.body,
    hero: e.hero,
    agenda: e.agenda.map((a) => ({ time: a.time, title: asLocalized(a.title) })),
  };
}

/** The row an administrator's input makes. */
export function eventRow(input: EventInput): typeof events.$inferInsert {
  const { startTime, endTime, ...rest } = input;
  return {
    ...rest,
    startsAt: zonedInstant(input.startDate, startTime, input.timeZone),
    endsAt: zonedInstant(input.endDate, endTime, input.timeZone),
  };
}

/** Creates (`id` new) or replaces an event; false when the landing slug belongs to another event. */
export async function saveEvent(db: Database, input: EventInput, create: boolean) {
  const row = eventRow(input);
  if (input.landingSlug) {
    const [other] = await db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.landingSlug, input.landingSlug));
    if (other && other.id !== input.id) return "slug-taken" as const;
  }
  if (create) {
    const inserted = await db.insert(events).values(row).onConflictDoNothing().returning();
    return inserted.length ? ("saved" as const) : ("exists" as const);
  }
  const updated = await db.update(events).set(row).where(eq(events.id, input.id)).returning();
  return updated.length ? ("saved" as const) : ("not-found" as const);
}

export async function deleteEvent(db: Database, id: string) {
  return db.transaction(async (tx) => {
    await tx.delete(eventRegistrations).where(eq(eventRegistrations.eventId, id));
    const deleted = await tx.delete(events).where(eq(events.id, id)).returning();
    return deleted.length > 0;
  });
}

/** An event's registrations, oldest first. */
export async function listRegistrations(db: Database, eventId: string) {
  return db
    .select({
      name: eventRegistrations.name,
      email: eventRegistrations.email,
      company: eventRegistrations.company,
      phone: eventRegistrations.phone,
      language: eventRegistrations.language,
      createdAt: eventRegistrations.createdAt,
    })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, eventId))
    .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.id));
}

/**
 * Every page of an event for sitemap.xml, in the shape of /search/pages: each event's detail page
 * (`/activity-hub/{id}/detail`) and each landing page (`/{slug}`).
 */
export async function eventsDetailPages(db: Database) {
  const rows = await db
    .select({ id: events.id, slug: events.landingSlug })
    .from(events)
    .orderBy(asc(events.id));
  return {
    items: [
      ...rows.map((r) => ({
        kind: "event" as const,
        id: r.id,
        path: `/activity-hub/${encodeURIComponent(r.id)}/detail`,
      })),
      ...rows.flatMap((r) =>
        r.slug ? [{ kind: "event-landing" as const, id: r.slug, path: `/${r.slug}` }] : [],
      ),
    ],
  };
}
