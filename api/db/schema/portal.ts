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
} from "drizzle-orm/pg-core";
import { companies, users } from "./accounts";
import { createdAt, updatedAt } from "./common";
import { products } from "./catalogue";

/** Deal registration (spec §3): the opportunity and its states; the sections are tables of their own. */
export const deals = pgTable(
  "deals",
  {
    id: serial("id").primaryKey(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id),
    /** The applicant's company: every partner user of it sees and edits the deal. */
    companyId: integer("company_id").references(() => companies.id),
    businessType: text("business_type").notNull().default(""),
    projectName: text("project_name").notNull().default(""),
    applicantCompany: text("applicant_company").notNull().default(""),
    winOdds: integer("win_odds"),
    expectedOrderDate: date("expected_order_date"),
    publicTender: boolean("public_tender").notNull().default(false),
    registeredFrom: date("registered_from"),
    expirationDate: date("expiration_date"),
    description: text("description").notNull().default(""),
    background: text("background").notNull().default(""),
    /** The channel manager named in the deal (lower-case): that account reviews it. */
    channelManagerEmail: text("channel_manager_email").notNull().default(""),
    /** The end customer's name, copied for the list and its search. */
    endCustomerName: text("end_customer_name").notNull().default(""),
    /** The distributor's company name folded (normalizeName): its users see the deal. */
    distributorKey: text("distributor_key").notNull().default(""),
    /** The end customer's folded name and country, for the conflict check. */
    customerKey: text("customer_key").notNull().default(""),
    approvalStatus: text("approval_status")
      .$type<"To be Approved" | "Approved" | "Disapproved">()
      .notNull()
      .default("To be Approved"),
    closure: text("closure").$type<"Unclosed" | "Closed">().notNull().default("Unclosed"),
    status: text("status").$type<"Pending" | "Done" | "Cancelled">().notNull().default("Pending"),
    closeRequested: boolean("close_requested").notNull().default(false),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    decisionReason: text("decision_reason"),
    /** Another partner's open deal with the same end customer, found at submission. */
    conflictDealId: integer("conflict_deal_id"),
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("deals_company_idx").on(t.companyId),
    index("deals_customer_key_idx").on(t.customerKey),
  ],
);

export const dealProgress = pgTable("deal_progress", {
  id: serial("id").primaryKey(),
  dealId: integer("deal_id")
    .notNull()
    .references(() => deals.id, { onDelete: "cascade" }),
  position: integer("position").notNull().default(0),
  operation: text("operation").notNull().default(""),
  progress: text("progress").notNull().default(""),
  difficulty: text("difficulty").notNull().default(""),
  createdOn: date("created_on"),
  createdAt: createdAt(),
});

export const dealCompetitors = pgTable("deal_competitors", {
  id: serial("id").primaryKey(),
  dealId: integer("deal_id")
    .notNull()
    .references(() => deals.id, { onDelete: "cascade" }),
  position: integer("position").notNull().default(0),
  name: text("name").notNull().default(""),
  competingProduct: text("competing_product").notNull().default(""),
});

export const dealProducts = pgTable("deal_products", {
  id: serial("id").primaryKey(),
  dealId: integer("deal_id")
    .notNull()
    .references(() => deals.id, { onDelete: "cascade" }),
  position: integer("position").notNull().default(0),
  type: text("type").notNull().default(""),
  series: text("series").notNull().default(""),
  /** The catalogue model as chosen (no reference: a catalogue reload replaces the products). */
  model: text("model").notNull().default(""),
  quantity: integer("quantity"),
});

/** End customer, distributor and optional tier-2 partner of a deal. */
export const dealParties = pgTable("deal_parties", {
  id: serial("id").primaryKey(),
  dealId: integer("deal_id")
    .notNull()
    .references(() => deals.id, { onDelete: "cascade" }),
  role: text("role").$type<"end_customer" | "distributor" | "tier2">().notNull(),
  details: jsonb("details").$type<Record<string, string>>().notNull(),
});

export const dealSalesTeam = pgTable("deal_sales_team", {
  id: serial("id").primaryKey(),
  dealId: integer("deal_id")
    .notNull()
    .references(() => deals.id, { onDelete: "cascade" }),
  position: integer("position").notNull().default(0),
  main: boolean("main").notNull().default(false),
  partner: text("partner").notNull().default(""),
  company: text("company").notNull().default(""),
  role: text("role").notNull().default(""),
  name: text("name").notNull().default(""),
  email: text("email").notNull().default(""),
  officePhone: text("office_phone").notNull().default(""),
});

/** Every change of a deal: who, when, what (an action of the transition table and its detail). */
export const dealHistory = pgTable(
  "deal_history",
  {
    id: serial("id").primaryKey(),
    dealId: integer("deal_id")
      .notNull()
      .references(() => deals.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id),
    actorName: text("actor_name").notNull(),
    action: text("action").notNull(),
    detail: text("detail").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("deal_history_deal_idx").on(t.dealId)],
);

/**
 * Partner (reseller) applications and exam registrations (spec §3), with uploaded file keys. Status
 * `submitted` is shown as To be Approved, `approved` as Approved, `rejected` as Disapproved; the
 * administrator's decision keeps who, when and why.
 */
export const applications = pgTable("applications", {
  id: serial("id").primaryKey(),
  kind: text("kind").$type<"reseller" | "exam">().notNull(),
  userId: integer("user_id").references(() => users.id),
  /** Where the applicant is written to, and in which language. */
  email: text("email").notNull().default(""),
  language: text("language").notNull().default("en"),
  data: jsonb("data").$type<Record<string, unknown>>().notNull(),
  files: jsonb("files").$type<Record<string, string>>().notNull().default({}),
  status: text("status")
    .$type<"submitted" | "approved" | "rejected">()
    .notNull()
    .default("submitted"),
  reason: text("reason"),
  decidedBy: integer("decided_by").references(() => users.id),
  decidedAt: timestamp("decided_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Messages of the contact forms: a general enquiry (/contact) or a pricing and information request
 * (/contactus); `data` holds the form's fields as sent.
 */
export const contactRequests = pgTable("contact_requests", {
  id: serial("id").primaryKey(),
  kind: text("kind").$type<"enquiry" | "pricing">().notNull().default("enquiry"),
  email: text("email").notNull().default(""),
  data: jsonb("data").$type<Record<string, unknown>>().notNull(),
  language: text("language").notNull(),
  handled: boolean("handled").notNull().default(false),
  /** Who marked it handled, when, and their optional note. */
  handledBy: integer("handled_by").references(() => users.id),
  handledAt: timestamp("handled_at", { withTimezone: true }),
  note: text("note"),
  createdAt: createdAt(),
});

export const errorReports = pgTable("error_reports", {
  id: serial("id").primaryKey(),
  productId: text("product_id")
    .notNull()
    .references(() => products.id),
  userId: integer("user_id").references(() => users.id),
  anonymous: boolean("anonymous").notNull().default(false),
  description: text("description").notNull(),
  pictureKey: text("picture_key"),
  attachmentKey: text("attachment_key"),
  attachmentName: text("attachment_name"),
  handled: boolean("handled").notNull().default(false),
  /** Who marked it handled, when, and their optional note. */
  handledBy: integer("handled_by").references(() => users.id),
  handledAt: timestamp("handled_at", { withTimezone: true }),
  note: text("note"),
  createdAt: createdAt(),
});
