import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { type CatalogueText, createdAt, localized } from "./common";

export const solutions = pgTable("solutions", {
  id: text("id").primaryKey(),
  industry: text("industry").notNull(),
  region: text("region").notNull(),
  type: text("type").notNull(),
  title: localized("title").notNull(),
  summary: localized("summary").notNull(),
  body: localized("body").notNull(),
  products: jsonb("products").$type<string[]>().notNull().default([]),
});

export const successCases = pgTable("success_cases", {
  id: text("id").primaryKey(),
  title: localized("title").notNull(),
  customer: text("customer").notNull(),
  country: text("country").notNull(),
  industry: text("industry").notNull(),
  date: date("date").notNull(),
  summary: localized("summary").notNull(),
  body: localized("body").notNull(),
  products: jsonb("products").$type<string[]>().notNull().default([]),
  solutionId: text("solution_id"),
});

export const news = pgTable("news", {
  id: text("id").primaryKey(),
  date: date("date").notNull(),
  category: text("category").notNull(),
  title: localized("title").notNull(),
  summary: localized("summary").notNull(),
  body: localized("body").notNull(),
});

export const events = pgTable("events", {
  id: text("id").primaryKey(),
  startDate: date("start_date").notNull(),
  endDate: date("end_date").notNull(),
  city: text("city"),
  country: text("country"),
  online: boolean("online").notNull().default(false),
  kind: text("kind").notNull(),
  title: localized("title").notNull(),
  summary: localized("summary").notNull(),
  body: localized("body").notNull(),
  /** europe | mea | apac | americas | online */
  region: text("region").notNull().default("europe"),
  /** When it starts and ends (null: the whole days of startDate and endDate in `timeZone`). */
  startsAt: timestamp("starts_at", { withTimezone: true }),
  endsAt: timestamp("ends_at", { withTimezone: true }),
  /** IANA time zone the times are shown in (e.g. Asia/Dubai). */
  timeZone: text("time_zone").notNull().default("UTC"),
  venue: text("venue"),
  agenda: jsonb("agenda").$type<{ time: string; title: CatalogueText }[]>().notNull().default([]),
  /** Seats of the registration; null: the event takes no registration. */
  capacity: integer("capacity"),
  /** Path of the event's own landing page (`/gitex2025`); null: none. */
  landingSlug: text("landing_slug").unique(),
  booth: text("booth"),
  /** Ids of the products on show. */
  products: jsonb("products").$type<string[]>().notNull().default([]),
  hero: localized("hero"),
});

/** Registrations for an event: one per e-mail address (any case) and event. */
export const eventRegistrations = pgTable(
  "event_registrations",
  {
    id: serial("id").primaryKey(),
    eventId: text("event_id").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull(),
    phone: text("phone"),
    language: text("language").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("event_registrations_event_email").on(t.eventId, sql`lower(${t.email})`),
    index("event_registrations_event").on(t.eventId),
  ],
);

export const faqs = pgTable("faqs", {
  id: text("id").primaryKey(),
  category: text("category").notNull(),
  question: localized("question").notNull(),
  answer: localized("answer").notNull(),
  /** The searched texts folded once when written (`storedFolds` in api/infra/fulltext.ts). */
  folded: jsonb("folded").$type<Record<string, string>>().notNull().default({}),
});

/** Articles of the knowledge base, the wiki and announcements share one shape, told apart by `kind`. */
export const articles = pgTable("articles", {
  id: serial("id").primaryKey(),
  kind: text("kind").$type<"knowledge" | "wiki" | "announcement">().notNull(),
  slug: text("slug").notNull(),
  product: text("product"),
  label: text("label"),
  title: localized("title").notNull(),
  /** A sentence or two under the title (announcement lists and feeds); null for the others. */
  summary: localized("summary"),
  body: localized("body").notNull(),
  publishedAt: date("published_at").notNull(),
  /** The searched texts folded once when written (`storedFolds`); none for announcements. */
  folded: jsonb("folded").$type<Record<string, string>>(),
  createdAt: createdAt(),
});

/**
 * The labels of a product line's wiki, a tree: `parent` is the slug of the label above (null at the
 * top), `position` orders siblings. Wiki articles name their label by its slug (`articles.label`).
 */
export const wikiLabels = pgTable(
  "wiki_labels",
  {
    id: serial("id").primaryKey(),
    product: text("product").notNull(),
    slug: text("slug").notNull(),
    parent: text("parent"),
    name: localized("name").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [uniqueIndex("wiki_labels_product_slug").on(t.product, t.slug)],
);

export const videos = pgTable("videos", {
  id: text("id").primaryKey(),
  category: text("category").notNull(),
  title: localized("title").notNull(),
  summary: localized("summary").notNull(),
  fileKey: text("file_key"),
  durationSeconds: integer("duration_seconds"),
  publishedAt: date("published_at").notNull(),
  /** The video file in the store (api/infra/file-store.ts): size, sha256 and type by content. */
  size: integer("size"),
  sha256: text("sha256"),
  mime: text("mime"),
  /** The poster image (JPEG) in the store. */
  posterKey: text("poster_key"),
  /** WebVTT captions in the store, by language code. */
  captions: jsonb("captions").$type<Record<string, string>>().notNull().default({}),
  /** The spoken text by language code, one paragraph a line. */
  transcript: jsonb("transcript").$type<Record<string, string[]>>().notNull().default({}),
});

export const courses = pgTable("courses", {
  id: text("id").primaryKey(),
  title: localized("title").notNull(),
  summary: localized("summary").notNull(),
  level: text("level").notNull(),
  videos: jsonb("videos").$type<string[]>().notNull().default([]),
  certification: boolean("certification").notNull().default(false),
});

/** Partner directory (spec §3 partner listing): certified partners shown on the site. */
export const partners = pgTable("partners", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  country: text("country").notNull(),
  type: text("type").notNull(),
  languages: jsonb("languages").$type<string[]>().notNull().default([]),
  website: text("website"),
  email: text("email"),
  phone: text("phone"),
  address: text("address"),
  companyId: integer("company_id"),
  /** The partner agreed to be shown in the public directory (spec §3 partner listing). */
  listed: boolean("listed").notNull().default(false),
  /** A certified Tier 2 partner (spec §4): marked in the directory until `certifiedUntil`. */
  certifiedTier2: boolean("certified_tier2").notNull().default(false),
  /** Last day (YYYY-MM-DD) of the certification; the mark goes away after it. */
  certifiedUntil: date("certified_until"),
});
