import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type { AdvisoryStatus, Severity } from "#shared/advisories";
import { users } from "./accounts";
import { createdAt, localized, updatedAt } from "./common";

/** Who is thanked for finding or reporting the vulnerability. */
export interface Acknowledgement {
  names: string[];
  organization?: string;
}

/**
 * Security advisories. A draft is edited freely and never shown. Publishing makes revision 1; every
 * later change of a published advisory is published at once as the next revision, with a summary of
 * what changed, and each revision's content is kept (`advisory_revisions`).
 */
export const advisories = pgTable(
  "advisories",
  {
    id: serial("id").primaryKey(),
    /** The public id, such as NV-SA-2026-001; the CSAF document's tracking id and file name. */
    trackingId: text("tracking_id").notNull().unique(),
    status: text("status").$type<AdvisoryStatus>().notNull().default("draft"),
    title: localized("title").notNull(),
    /** What the vulnerability is and what it allows, in Markdown. */
    summary: localized("summary").notNull(),
    /** What to do until the update is installed, in Markdown; `{ en: "" }` when there is nothing. */
    workarounds: localized("workarounds").notNull().default({ en: "" }),
    /** The CVSS v3.1 base vector, its base score and its rating (computed from the vector). */
    cvssVector: text("cvss_vector").notNull(),
    cvssScore: real("cvss_score").notNull(),
    severity: text("severity").$type<Severity>().notNull(),
    cves: jsonb("cves").$type<string[]>().notNull().default([]),
    /** The weakness (CWE), such as `{ id: "CWE-79", name: "Cross-site Scripting" }`. */
    cwe: jsonb("cwe").$type<{ id: string; name: string }>(),
    acknowledgements: jsonb("acknowledgements").$type<Acknowledgement[]>().notNull().default([]),
    /** The number of the last published revision; 0 while a draft. */
    revision: integer("revision").notNull().default(0),
    firstPublishedAt: timestamp("first_published_at", { withTimezone: true }),
    lastPublishedAt: timestamp("last_published_at", { withTimezone: true }),
    /** "seed" (replaced by a catalogue reload) or "console" (written there; a reload keeps it). */
    origin: text("origin").notNull().default("seed"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("advisories_status_published").on(t.status, t.lastPublishedAt)],
);

/**
 * The products an advisory concerns: the firmware versions affected (from `introducedIn`, or every
 * earlier one when null, up to but not including `fixedIn`) and the version that fixes it (null
 * while no fix is published). Versions are matched to the model's firmware releases by number, so
 * the link holds when a release is published later or the catalogue is loaded again.
 */
export const advisoryProducts = pgTable(
  "advisory_products",
  {
    advisoryId: integer("advisory_id")
      .notNull()
      .references(() => advisories.id, { onDelete: "cascade" }),
    /** The catalogue product id (no foreign key: a catalogue reload replaces the products). */
    productId: text("product_id").notNull(),
    introducedIn: text("introduced_in"),
    fixedIn: text("fixed_in"),
  },
  (t) => [
    primaryKey({ columns: [t.advisoryId, t.productId] }),
    index("advisory_products_product").on(t.productId),
  ],
);

/** Each published revision of an advisory: when, what changed, and its whole content then. */
export const advisoryRevisions = pgTable(
  "advisory_revisions",
  {
    advisoryId: integer("advisory_id")
      .notNull()
      .references(() => advisories.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    /** What this revision changed (English, as CSAF's revision history). */
    summary: text("summary").notNull(),
    /** Who published it; kept as it was then. */
    actorEmail: text("actor_email").notNull(),
    /** The advisory and its products as published in this revision. */
    content: jsonb("content").$type<Record<string, unknown>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.advisoryId, t.number] })],
);

/**
 * Vulnerability reports sent with the form of /security/report: the reporter's words and contact,
 * an optional attachment in the file store, the reference their acknowledgement names, and the
 * administrators' handling (as the console's other queues).
 */
export const securityReports = pgTable("security_reports", {
  id: serial("id").primaryKey(),
  /** VR-<year>-<id, five digits at least>. */
  reference: text("reference").notNull().unique(),
  name: text("name").notNull().default(""),
  email: text("email").notNull(),
  organization: text("organization").notNull().default(""),
  /** The product or firmware the reporter names, as written. */
  product: text("product").notNull().default(""),
  title: text("title").notNull(),
  description: text("description").notNull(),
  /** The language code of the page it was sent from (the acknowledgement's language). */
  language: text("language").notNull(),
  attachmentKey: text("attachment_key"),
  attachmentName: text("attachment_name"),
  handled: boolean("handled").notNull().default(false),
  /** Who marked it handled, when, and their optional note. */
  handledBy: integer("handled_by").references(() => users.id),
  handledAt: timestamp("handled_at", { withTimezone: true }),
  note: text("note"),
  createdAt: createdAt(),
});
