import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimits } from "../db/schema";

/** Counts an event in a fixed window and returns the count so far in that window. */
export async function countEvent(
  db: Database,
  bucket: string,
  windowSeconds: number,
): Promise<number> {
  const rows = await db
    .insert(rateLimits)
    .values({ bucket, count: 1, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimits.bucket,
      set: {
        count: sql`case when ${rateLimits.windowStart} < now() - make_interval(secs => ${windowSeconds}) then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} < now() - make_interval(secs => ${windowSeconds}) then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return rows[0]?.count ?? 1;
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
