import { and, eq, sql } from "drizzle-orm";
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

/** Takes back one counted event, if its window is still the current one. */
export async function giveBack(db: Database, counted: Counted): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.bucket, counted.bucket), sql`${windowKey} = ${counted.window}`));
}

/**
 * Counts one event against each limit, in order, before the work it guards. When one is over its
 * limit, every event this call counted is given back and that limit is returned: refused requests
 * do not use up anything, and no more than `max` requests per window ever get past, however many
 * arrive at once (each one's count comes from the same atomic upsert).
 */
export async function takeLimits(
  db: Database,
  limits: readonly Limit[],
): Promise<{ refused: Limit | null; counted: Counted[] }> {
  const counted: Counted[] = [];
  for (const limit of limits) {
    const event = await countEventInWindow(db, limit.bucket, limit.windowSeconds);
    counted.push(event);
    if (event.count > limit.max) {
      for (const taken of counted) await giveBack(db, taken);
      return { refused: limit, counted: [] };
    }
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
