import type { AuditAction, AuditSubject } from "#shared/audit";
import type { Database } from "./client";
import { auditLog } from "./schema";

export { AUDIT_SUBJECTS, type AuditAction, type AuditSubject } from "#shared/audit";

/** The longest summary of a change kept, in characters of its JSON; longer values are cut. */
const MAX_VALUE_LENGTH = 200;

/**
 * Adds one entry to the audit log. Call it with the transaction that makes the change (`db` is the
 * transaction), so the change and its entry are written together or not at all.
 */
export async function recordAudit(
  db: Database,
  actor: { userId: number; account: string },
  entry: {
    action: AuditAction;
    subjectKind: AuditSubject;
    subjectId: string;
    changes?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.userId,
    actorEmail: actor.account,
    action: entry.action,
    subjectKind: entry.subjectKind,
    subjectId: entry.subjectId,
    changes: shorten(entry.changes ?? {}),
  });
}

/** Each value of `changes` kept whole when short, else as the start of its JSON text. */
function shorten(changes: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(changes).map(([key, value]) => {
      const text = JSON.stringify(value) ?? "null";
      return [key, text.length <= MAX_VALUE_LENGTH ? value : `${text.slice(0, MAX_VALUE_LENGTH)}…`];
    }),
  );
}

/**
 * The top-level fields whose values differ between `before` and `after` (compared as JSON), each as
 * `{ from, to }`; `only` limits the fields compared.
 */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
  only?: readonly string[],
): Record<string, { from: unknown; to: unknown }> {
  const keys = only ?? [...new Set([...Object.keys(before ?? {}), ...Object.keys(after)])];
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of keys) {
    const from = before?.[key] ?? null;
    const to = after[key] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[key] = { from, to };
  }
  return changes;
}
