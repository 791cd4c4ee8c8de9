import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimits } from "../db/schema";

/** A fixed-window limit: at most `max` events per `windowSeconds` in `bucket`. */
export interface Limit {
  bucket: string;
  max: number;
  windowSeconds: number;
}

/** One event counted in a bucket, with the window it was counted in (to give it back exactly). */
export interface Counted {
  bucket: string;
  count: number;
  /** The window's start in microseconds since the epoch, as text (exact on PGlite and PostgreSQL). */
  window: string;
}

const windowKey = sql<string>`((extract(epoch from ${rateLimits.windowStart}) * 1000000)::bigint)::text`;

/**
 * Counts an event in a fixed window in one statement (an upsert, atomic under concurrency) and
 * returns the count in that window including this event.
 */
export async function countEvent(
  db: Database,
  bucket: string,
  windowSeconds: number,
): Promise<number> {
  return (await countEventInWindow(db, bucket, windowSeconds)).count;
}

/** countEvent, also telling the window the event was counted in (for giveBack). */
export async function countEventInWindow(
  db: Database,
  bucket: string,
  windowSeconds: number,
): Promise<Counted> {
  const expired = sql`${rateLimits.windowStart} < now() - make_interval(secs => ${windowSeconds})`;
  const rows = await db
    .insert(rateLimits)
    .values({ bucket, count: 1, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimits.bucket,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, window: windowKey });
  const row = rows[0];
  return { bucket, count: Number(row?.count ?? 1), window: String(row?.window ?? "") };
}

/** Whether a row is one of the counted events (same bucket, same window). */
const countedIn = (events: readonly Counted[]) =>
  or(...events.map((e) => and(eq(rateLimits.bucket, e.bucket), sql`${windowKey} = ${e.window}`)));

/** Takes back counted events, each only if its window is still the current one. */
export async function giveBack(db: Database, ...events: Counted[]): Promise<void> {
  if (events.length === 0) return;
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(countedIn(events));
}

/** After a success: clears the `clear` buckets and gives back `events`, in one statement. */
export async function settle(
  db: Database,
  clear: readonly string[],
  events: readonly Counted[],
): Promise<void> {
  // A row is changed once per statement: events in cleared buckets need no giving back.
  events = events.filter((e) => !clear.includes(e.bucket));
  if (clear.length === 0) return giveBack(db, ...events);
  if (events.length === 0) {
    await db.delete(rateLimits).where(inArray(rateLimits.bucket, [...clear]));
    return;
  }
  const cleared = db.$with("cleared").as(
    db
      .delete(rateLimits)
      .where(inArray(rateLimits.bucket, [...clear]))
      .returning({ bucket: rateLimits.bucket }),
  );
  await db
    .with(cleared)
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(countedIn(events));
}

/**
 * Counts one event against each limit before the work it guards, all in one statement (a
 * multi-row upsert, atomic under concurrency). When one is over its limit, every event this call
 * counted is given back and that limit is returned: refused requests use up nothing, and no more
 * than `max` requests per window ever get past, however many arrive at once.
 */
export async function takeLimits(
  db: Database,
  limits: readonly Limit[],
): Promise<{ refused: Limit | null; counted: Counted[] }> {
  const unique = [...new Map(limits.map((l) => [l.bucket, l])).values()];
  if (unique.length === 0) return { refused: null, counted: [] };
  const seconds = sql.join(
    [
      sql`case excluded.${sql.identifier("bucket")}`,
      ...unique.map((l) => sql`when ${l.bucket} then ${l.windowSeconds}::int`),
      sql`end`,
    ],
    sql` `,
  );
  const expired = sql`${rateLimits.windowStart} < now() - make_interval(secs => ${seconds})`;
  const rows = await db
    .insert(rateLimits)
    .values(unique.map((l) => ({ bucket: l.bucket, count: 1, windowStart: sql`now()` })))
    .onConflictDoUpdate({
      target: rateLimits.bucket,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ bucket: rateLimits.bucket, count: rateLimits.count, window: windowKey });
  const counted = rows.map((r) => ({
    bucket: r.bucket,
    count: Number(r.count),
    window: String(r.window),
  }));
  const refused =
    unique.find((l) => (counted.find((c) => c.bucket === l.bucket)?.count ?? 0) > l.max) ?? null;
  if (refused) {
    await giveBack(db, ...counted);
    return { refused, counted: [] };
  }
  return { refused: null, counted };
}

/** The count in the current window without counting. */
export async function currentCount(
  db: Database,
  bucket: string,
  windowSeconds: number,
): Promise<number> {
  const rows = await db
    .select({
      count: sql<number>`case when ${rateLimits.windowStart} < now() - make_interval(secs => ${windowSeconds}) then 0 else ${rateLimits.count} end`,
    })
    .from(rateLimits)
    .where(eq(rateLimits.bucket, bucket));
  return Number(rows[0]?.count ?? 0);
}

export async function resetCount(db: Database, bucket: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.bucket, bucket));
}
