import {
  date,
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
import type { FirmwareStatus, FirmwareTrack } from "#shared/firmware";
import { documents } from "./catalogue";
import { createdAt, localized } from "./common";

/**
 * Firmware releases. The file, its title, version, release date, size, sha256 and gating are the
 * release's row in `documents` (kind "firmware"), so it downloads and counts like any document;
 * this table holds what a document lacks (decision 0014).
 */
export const firmwareReleases = pgTable(
  "firmware_releases",
  {
    id: serial("id").primaryKey(),
    documentId: integer("document_id")
      .notNull()
      .unique()
      .references(() => documents.id, { onDelete: "cascade" }),
    /** The firmware line: releases of one line replace each other (earlier versions). */
    line: text("line").notNull(),
    /** The product line the firmware is for: camera, recorder or accessory. */
    productClass: text("product_class").notNull(),
    /** Ids of the catalogue's products the release supports. */
    models: jsonb("models").$type<string[]>().notNull(),
    /** Release notes in Markdown, per language (English required). */
    notes: localized("notes").notNull(),
    /** Known issues in Markdown, per language; `{ en: "" }` when there are none. */
    knownIssues: localized("known_issues").notNull().default({ en: "" }),
    /** draft (never shown to visitors), published, or withdrawn (listed as such, file not served). */
    status: text("status").$type<FirmwareStatus>().notNull().default("published"),
    /** Why it was withdrawn, shown to visitors; null unless withdrawn. */
    withdrawnReason: localized("withdrawn_reason"),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    /** active, or lts (long-term support until `ltsEndsOn`). */
    track: text("track").$type<FirmwareTrack>().notNull().default("active"),
    /** The last day a long-term-support track gets fixes; set for lts only. */
    ltsEndsOn: date("lts_ends_on"),
  },
  (t) => [index("firmware_releases_line").on(t.line)],
);

/**
 * Visitors who asked to be mailed when new firmware for a model is published (double opt-in: a
 * row is pending until its confirmation link is used). The confirmation token is stored as its
 * sha256 only; the unsubscribe token is kept as it is, since every later mail must carry it (it can
 * only end this subscription: decision 0025).
 */
export const firmwareSubscriptions = pgTable(
  "firmware_subscriptions",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    /** The catalogue product id the subscription is for. */
    productId: text("product_id").notNull(),
    /** The language code mails are written in (the page's language when subscribing). */
    language: text("language").notNull(),
    /** sha256 of the confirmation token; null once confirmed. */
    confirmHash: text("confirm_hash"),
    confirmExpiresAt: timestamp("confirm_expires_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** The unsubscribe token every mail links to (random, 32 bytes). */
    unsubscribeToken: text("unsubscribe_token").notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("firmware_subscriptions_email_product").on(t.email, t.productId),
    index("firmware_subscriptions_confirm").on(t.confirmHash),
  ],
);

/** One row per release and subscription mailed about it, so a release mails each subscriber once. */
export const firmwareNotifications = pgTable(
  "firmware_notifications",
  {
    releaseId: integer("release_id")
      .notNull()
      .references(() => firmwareReleases.id, { onDelete: "cascade" }),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => firmwareSubscriptions.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.releaseId, t.subscriptionId] })],
);

/** Software packages (clients, tools, apps): a document of kind "software" plus these facts. */
export const softwarePackages = pgTable("software_packages", {
  id: serial("id").primaryKey(),
  documentId: integer("document_id")
    .notNull()
    .unique()
    .references(() => documents.id, { onDelete: "cascade" }),
  /** windows, macos, linux, android, ios or web. */
  platform: text("platform").notNull(),
  notes: localized("notes").notNull(),
});
