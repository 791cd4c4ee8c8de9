import { eq, sql } from "drizzle-orm";
import type { Database } from "./client";
import type { contactRequests, errorReports, securityReports } from "./schema";

/** The queues whose entries an administrator marks handled with a note. */
type NotedQueue = typeof contactRequests | typeof errorReports | typeof securityReports;

/**
 * Marks the entry `id` of `queue` handled by `userId` now with an optional note (the first time
 * only: a later mark keeps the first one's time, administrator and note); false for an unknown id.
 */
export async function markEntryHandled(
  db: Database,
  queue: NotedQueue,
  id: number,
  userId: number,
  note: string | undefined,
): Promise<boolean> {
  const [row] = await db
    .update(queue)
    .set({
      handled: true,
      handledAt: sql`coalesce(${queue.handledAt}, now())`,
      handledBy: sql`coalesce(${queue.handledBy}, ${userId})`,
      note: sql`coalesce(${queue.note}, ${note?.trim() || null})`,
    })
    .where(eq(queue.id, id))
    .returning({ id: queue.id });
  return Boolean(row);
}
