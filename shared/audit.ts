/** What the console's audit log records (api/db/audit.ts) and its page filters by. */

/** The kinds of subject a change is made to. */
export const AUDIT_SUBJECTS = [
  "news",
  "announcement",
  "event",
  "product",
  "firmware",
  "document",
] as const;
export type AuditSubject = (typeof AUDIT_SUBJECTS)[number];

/** What was done to it. */
export const AUDIT_ACTIONS = [
  "create",
  "update",
  "replace",
  "delete",
  "draft",
  "publish",
  "withdraw",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
