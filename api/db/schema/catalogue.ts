import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type { ProductLifecycle } from "#shared/product-lifecycle";
import { users } from "./accounts";
import { type CatalogueText, createdAt, localized, updatedAt } from "./common";

export interface SpecRow {
  key: string;
  value: CatalogueText;
}

/** Cameras, recorders and accessories (accessories are products of class "accessory"). */
export const products = pgTable(
  "products",
  {
    id: text("id").primaryKey(),
    model: text("model").notNull().unique(),
    type: text("type").notNull(),
    productClass: text("product_class").$type<"camera" | "recorder" | "accessory">().notNull(),
    series: text("series").notNull(),
    processor: text("processor"),
    memory: text("memory"),
    computingPower: text("computing_power"),
    listPrice: numeric("list_price", { precision: 10, scale: 2 }),
    preSales: boolean("pre_sales").notNull().default(false),
    hotScore: integer("hot_score").notNull().default(0),
    releaseDate: date("release_date").notNull(),
    name: localized("name").notNull(),
    summary: localized("summary").notNull(),
    introduction: localized("introduction").notNull(),
    keySpecs: jsonb("key_specs").$type<SpecRow[]>().notNull(),
    specifications: jsonb("specifications").$type<SpecRow[]>().notNull(),
    certifications: jsonb("certifications").$type<string[]>().notNull(),
    fittings: jsonb("fittings").$type<string[]>().notNull(),
    /** On sale, discontinued (no longer sold) or at the end of its support (no more firmware). */
    lifecycle: text("lifecycle").$type<ProductLifecycle>().notNull().default("on_sale"),
    discontinuedOn: date("discontinued_on"),
    /** The last day the model gets firmware updates. */
    supportEndsOn: date("support_ends_on"),
    /** The model that replaces this one (another product's id). */
    replacementId: text("replacement_id"),
    /** Compliant with section 889 of the US National Defense Authorization Act. */
    ndaa889: boolean("ndaa_889").notNull().default(false),
    /** Compliant with the US Trade Agreements Act. */
    taa: boolean("taa").notNull().default(false),
    /** ISO 3166-1 alpha-2 code of the country where it is made. */
    countryOfOrigin: text("country_of_origin"),
  },
  (t) => [
    index("products_type").on(t.type),
    index("products_class").on(t.productClass),
    index("products_lifecycle").on(t.lifecycle),
  ],
);

/** Labels of specification keys and their groups. */
export const specKeys = pgTable("spec_keys", {
  key: text("key").primaryKey(),
  group: text("group").notNull(),
  label: localized("label").notNull(),
});

export const favorites = pgTable(
  "favorites",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/** Downloadable files: documentation, data sheets, firmware, software, tools. */
export const documents = pgTable(
  "documents",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    title: localized("title").notNull(),
    productId: text("product_id").references(() => products.id, { onDelete: "set null" }),
    solutionId: text("solution_id"),
    language: text("language").notNull().default("en"),
    format: text("format").notNull().default("pdf"),
    gated: boolean("gated").notNull().default(false),
    version: text("version"),
    /** Where the sales channel publishes it: global or a region (documentation center filter). */
    distribution: text("distribution").notNull().default("global"),
    /** The application scenario it serves (documentation center filter). */
    scenario: text("scenario").notNull().default("general"),
    /** The file in the store (api/infra/file-store.ts): its key, size, sha256 and type by content. */
    fileKey: text("file_key"),
    size: bigint("size", { mode: "number" }),
    sha256: text("sha256"),
    mime: text("mime"),
    /** Completed downloads (the last byte sent). */
    downloads: integer("downloads").notNull().default(0),
    releaseDate: date("release_date"),
    /** "seed" (replaced by a catalogue reload) or "console" (uploaded there; a reload keeps it). */
    origin: text("origin").notNull().default("seed"),
    /** When it was removed in the console: gone from every public list, its row and files kept. */
    removedAt: timestamp("removed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("documents_product").on(t.productId),
    index("documents_kind").on(t.kind),
    index("documents_release").on(t.releaseDate),
    index("documents_downloads").on(t.downloads),
  ],
);

/**
 * The products a document is for, one or more (`documents.productId` is the first of them). No
 * foreign key to products: a catalogue reload deletes and inserts the products again, and a document
 * uploaded in the console keeps its products through it.
 */
export const documentProducts = pgTable(
  "document_products",
  {
    documentId: integer("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    productId: text("product_id").notNull(),
    /** The order the products were given in (0 first). */
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.productId] }),
    index("document_products_product").on(t.productId),
  ],
);

/**
 * A document's earlier files: when its file is replaced in the console, the old file's facts move
 * here and the document gets the new one. The files stay in the store and stay downloadable.
 */
export const documentVersions = pgTable(
  "document_versions",
  {
    id: serial("id").primaryKey(),
    documentId: integer("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    version: text("version"),
    fileKey: text("file_key").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    sha256: text("sha256").notNull(),
    mime: text("mime").notNull(),
    format: text("format").notNull(),
    /** The release date the document had with this file. */
    releaseDate: date("release_date"),
    replacedAt: timestamp("replaced_at", { withTimezone: true }).notNull().defaultNow(),
    replacedBy: integer("replaced_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("document_versions_document").on(t.documentId)],
);

export const algorithms = pgTable("algorithms", {
  id: text("id").primaryKey(),
  name: localized("name").notNull(),
  summary: localized("summary").notNull(),
  scenario: text("scenario").notNull(),
  classification: text("classification").notNull(),
  platform: text("platform").notNull(),
  algorithmType: text("algorithm_type").notNull(),
  provider: jsonb("provider")
    .$type<{ name: string; profile: string; contactEmail: string; website?: string }>()
    .notNull(),
  details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
  products: jsonb("products").$type<string[]>().notNull().default([]),
  cases: jsonb("cases").$type<string[]>().notNull().default([]),
  evaluations: jsonb("evaluations")
    .$type<{ customer: string; rating: number; comment: string; date: string }[]>()
    .notNull()
    .default([]),
  /** Support contact; `hours` is a catalogue text (one string, or one per language). */
  support: jsonb("support").$type<{ email: string; hours: CatalogueText; languages: string[] }>(),
  releaseDate: date("release_date").notNull(),
  latestVersionDate: date("latest_version_date").notNull(),
});
