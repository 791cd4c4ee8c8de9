import type { Localized } from "../db/schema";

/** A catalogue text: one string (written in English) or one string per language code. */
export type CatalogueText = string | Localized;

/** Whether `text` has its own version in `language` (a plain string is English). */
export function hasLanguage(text: CatalogueText | null | undefined, language: string): boolean {
  if (text == null) return true;
  if (typeof text === "string") return language === "en";
  return Boolean(text[language]);
}

/** The text in `language`, or in English when there is none. */
export function pick(text: CatalogueText | null | undefined, language: string): string {
  if (text == null) return "";
  if (typeof text === "string") return text;
  return text[language] || text.en || "";
}
