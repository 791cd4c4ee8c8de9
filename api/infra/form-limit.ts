import { CODE } from "../codes";
import type { Database } from "../db/client";
import { ApiError } from "../envelope";
import { takeLimits } from "./rate-limit";

/** How many submissions of one public form one client address may make per window. */
export const FORM_SUBMISSIONS = { max: 5, windowSeconds: 10 * 60 } as const;

export const TOO_MANY_SUBMISSIONS = "Too many submissions. Please try again later.";

/**
 * Counts a submission of the public form `form` from `address` (kept in the database, so every
 * replica counts the same); over the limit it throws 429 TOO_FREQUENT and counts nothing. The
 * site shows its own translated message for the code (`SPAM_OVERRIDES` in
 * app/lib/spam-guard.server.ts).
 */
export async function limitFormSubmission(
  db: Database,
  form: string,
  address: string,
  limit: { max: number; windowSeconds: number } = FORM_SUBMISSIONS,
): Promise<void> {
  const { refused } = await takeLimits(db, [
    { bucket: `form:${form}:address:${address}`, ...limit },
  ]);
  if (refused) throw new ApiError(CODE.TOO_FREQUENT, TOO_MANY_SUBMISSIONS, 429);
}
