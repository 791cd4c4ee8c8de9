import {
  boolean,
  date,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { companies, users } from "./accounts";
import { createdAt } from "./common";
import { applications } from "./portal";

/** The certified specialist exam's result of an approved exam registration (one per registration). */
export const examResults = pgTable(
  "exam_results",
  {
    id: serial("id").primaryKey(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    examDate: date("exam_date").notNull(),
    /** 0–100. */
    score: integer("score").notNull(),
    passed: boolean("passed").notNull(),
    recordedBy: integer("recorded_by").references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("exam_results_application_unique").on(t.applicationId)],
);

/**
 * A certified specialist certificate (spec §4): issued on a passed exam, valid for two years; the
 * renewal reminders sent 60 and 14 days before expiry are recorded here, so each goes out once.
 */
export const certificates = pgTable(
  "certificates",
  {
    id: serial("id").primaryKey(),
    /** Public, not guessable in sequence: NLV-CSP-2026-7K3Q9X. */
    number: text("number").notNull(),
    applicationId: integer("application_id").references(() => applications.id, {
      onDelete: "set null",
    }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "set null" }),
    holderName: text("holder_name").notNull(),
    company: text("company").notNull(),
    /** Where reminders go, and in which language. */
    email: text("email").notNull(),
    language: text("language").notNull().default("en"),
    issuedOn: date("issued_on").notNull(),
    /** The last day it is valid. */
    expiresOn: date("expires_on").notNull(),
    reminded60At: timestamp("reminded60_at", { withTimezone: true }),
    reminded14At: timestamp("reminded14_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("certificates_number_unique").on(t.number)],
);
