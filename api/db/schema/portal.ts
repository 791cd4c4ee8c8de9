import {
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt, updatedAt } from "./common";
import { products } from "./catalogue";

/** Deal registration (spec §3): the opportunity and its status; the sections are tables of their own. */
export const deals = pgTable("deals", {
  id: serial("id").primaryKey(),
  ownerId: integer("owner_id")
    .notNull()
    .references(() => users.id),
  businessType: text("business_type").notNull(),
  projectName: text("project_name").notNull(),
  applicantCompany: text("applicant_company").notNull(),
  winOdds: integer("win_odds"),
  expectedOrderDate: date("expected_order_date"),
  publicTender: boolean("public_tender").notNull().default(false),
  registeredFrom: date("registered_from"),
  expirationDate: date("expiration_date"),
  description: text("description"),
  background: text("background"),
  channelManagerEmail: text("channel_manager_email"),
  approvalStatus: text("approval_status")
    .$type<"To be Approved" | "Approved" | "Disapproved">()
    .notNull()
    .default("To be Approved"),
  closure: text("closure").$type<"Unclosed" | "Closed">().notNull().default("Unclosed"),
  status: text("status").$type<"Pending" | "Done" | "Cancelled">().notNull().default("Pending"),
  closeRequested: boolean("close_requested").notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const dealProgress = pgTable("deal_progress", {
  id: serial("id").primaryKey(),
  dealId: integer("deal_id")
    .notNull()
    .references(() => deals.id, { onDelete: "cascade" }),
  operation: text("operation").notNull(),
  progress: text("progress").notNull(),
  difficulty: text("difficulty"),
  createdAt: createdAt(),
});

export const dealCompetitors = pgTable("deal_competitors", {
  id: serial("id").primaryKey(),
  dealId: integer("deal_id")
    .notNull()
    .references(() => deals.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  competingProduct: text("competing_product"),
});

export const dealProducts = pgTable("deal_products", {
  id: serial("id").primaryKey(),
  dealId: integer("deal_id")
    .notNull()
    .references(() => deals.id, { onDelete: "cascade" }),
  type: text("type").notNull(),
  series: text("series"),
  productId: text("product_id").references(() => products.id),
  model: text("model").notNull(),
  quantity: integer("quantity").notNull(),
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
  main: boolean("main").notNull().default(false),
  partner: text("partner"),
  company: text("company"),
  position: text("position"),
  name: text("name").notNull(),
  email: text("email").notNull(),
  officePhone: text("office_phone"),
});

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
  createdAt: createdAt(),
});
