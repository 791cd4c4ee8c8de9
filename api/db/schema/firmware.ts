import { index, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { documents } from "./catalogue";
import { localized } from "./common";

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
    notes: localized("notes").notNull(),
  },
  (t) => [index("firmware_releases_line").on(t.line)],
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
