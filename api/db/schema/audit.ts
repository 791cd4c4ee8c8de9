import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * What was published, changed, withdrawn or deleted in the console, by whom and when: one row per
 * change, written in the same transaction as the change (api/db/audit.ts). Rows are only ever
 * added; nothing updates or deletes them.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The account that made the change; its e-mail is kept as it was then, should it go. */
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    /** create, update, delete … */
    action: text("action").notNull(),
    /** news, announcement, event, product … */
    subjectKind: text("subject_kind").notNull(),
    subjectId: text("subject_id").notNull(),
    /** A short summary of the change: the fields changed, with their old and new values. */
    changes: jsonb("changes").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index("audit_log_at").on(t.at), index("audit_log_kind_at").on(t.subjectKind, t.at)],
);
