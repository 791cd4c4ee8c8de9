import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { Role } from "#shared/roles";
import { createdAt, updatedAt } from "./common";

export { ROLES, type Role } from "#shared/roles";

export const companies = pgTable("companies", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  country: text("country"),
  partnerType: text("partner_type"),
  tier: text("tier"),
  website: text("website"),
  listed: boolean("listed").notNull().default(false),
  certifiedAt: timestamp("certified_at", { withTimezone: true }),
  createdAt: createdAt(),
});

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    /** Sign-in name: the e-mail address, stored lower-case. */
    account: text("account").notNull(),
    passwordHash: text("password_hash"),
    name: text("name").notNull(),
    companyId: integer("company_id").references(() => companies.id),
    country: text("country"),
    description: text("description"),
    language: text("language").notNull().default("en"),
    status: text("status").$type<"active" | "disabled">().notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("users_account_unique").on(t.account)],
);

export const userRoles = pgTable(
  "user_roles",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").$type<Role>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/** Backend tokens: only their SHA-256 is stored; logout and password change revoke them. */
export const tokens = pgTable(
  "tokens",
  {
    id: serial("id").primaryKey(),
    accessHash: text("access_hash").notNull(),
    refreshHash: text("refresh_hash").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    clientId: text("client_id").notNull(),
    tenant: text("tenant").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    refreshExpiresAt: timestamp("refresh_expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("tokens_access_unique").on(t.accessHash),
    uniqueIndex("tokens_refresh_unique").on(t.refreshHash),
  ],
);

/** E-mail verification codes: hashed, expiring, single-use, a few attempts. */
export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    purpose: text("purpose").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("verification_codes_email").on(t.email, t.purpose)],
);

/** Image captcha answers: hashed, expiring, single-use. */
export const captchas = pgTable("captchas", {
  key: text("key").primaryKey(),
  answerHash: text("answer_hash").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/** One-time password-reset links. */
export const passwordResets = pgTable("password_resets", {
  tokenHash: text("token_hash").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/** Fixed-window counters shared by every replica (failed logins per account and per address …). */
export const rateLimits = pgTable("rate_limits", {
  bucket: text("bucket").primaryKey(),
  count: integer("count").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
});

/** Mail waiting for (or sent by) SMTP; without SMTP, administrators read it at /admin/outbox. */
export const mailOutbox = pgTable("mail_outbox", {
  id: serial("id").primaryKey(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  language: text("language").notNull().default("en"),
  /** Extra headers of the message (e.g. List-Unsubscribe), or null. */
  headers: jsonb("headers").$type<Record<string, string>>(),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  error: text("error"),
  createdAt: createdAt(),
});

/** Applicant registrations (spec §3): the administrator verifies them and contacts the applicant. */
export const applicants = pgTable("applicants", {
  id: serial("id").primaryKey(),
  email: text("email").notNull(),
  companyName: text("company_name").notNull(),
  name: text("name").notNull(),
  country: text("country").notNull(),
  description: text("description").notNull(),
  userId: integer("user_id").references(() => users.id),
  status: text("status")
    .$type<"submitted" | "approved" | "rejected">()
    .notNull()
    .default("submitted"),
  /** Why it was disapproved (required then), or the approver's optional note. */
  reason: text("reason"),
  decidedBy: integer("decided_by").references(() => users.id),
  decidedAt: timestamp("decided_at", { withTimezone: true }),
  createdAt: createdAt(),
});
