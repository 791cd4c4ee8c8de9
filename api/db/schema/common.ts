import { jsonb, timestamp } from "drizzle-orm/pg-core";

/** Text a visitor reads, per language code (en, br, ksa, tur, el, es, jp, zh); English is the fallback. */
export type Localized = Partial<Record<string, string>> & { en: string };

/** A catalogue text: one string (written in English) or one string per language code. */
export type CatalogueText = string | Localized;

export const localized = (name: string) => jsonb(name).$type<Localized>();
export const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
