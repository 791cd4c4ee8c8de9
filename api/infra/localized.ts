import type { CatalogueText } from "../db/schema";

export type { CatalogueText };

/**
 * Whether a plain string holds words a reader would want translated; model numbers, units and
 * figures ("≥ 98%", "2.8 mm", "NV-B580-AI") read the same in every language.
 */
export function hasWords(text: string): boolean {
  return /[A-Za-z]{3,}/.test(text.replace(/\bNV-[A-Z0-9-]+/g, ""));
}

/** Whether `text` has its own version in `language` (a plain string is English, unless it has no words). */
export function hasLanguage(text: CatalogueText | null | undefined, language: string): boolean {
  if (text == null) return true;
  if (typeof text === "string") return language === "en" || !hasWords(text);
  return Boolean(text[language]);
}

/** The text in `language`, or in English when there is none. */
export function pick(text: CatalogueText | null | undefined, language: string): string {
  if (text == null) return "";
  if (typeof text === "string") return text;
  return text[language] || text.en || "";
}

/** Names of the given texts that have no version in `language` and are shown in English. */
export function fallbackFields(
  texts: Record<string, CatalogueText | null | undefined>,
  language: string,
): string[] {
  return Object.entries(texts)
    .filter(([, text]) => !hasLanguage(text, language))
    .map(([name]) => name);
}

/**
 * The given texts in `language`, plus `fallback`: the names of those shown in English for want of
 * a translation (the page marks them).
 */
export function localizedTexts<K extends string>(
  texts: Record<K, CatalogueText>,
  language: string,
): Record<K, string> & { fallback: string[] } {
  const picked = Object.fromEntries(
    Object.entries<CatalogueText>(texts).map(([name, text]) => [name, pick(text, language)]),
  ) as Record<K, string>;
  return { ...picked, fallback: fallbackFields(texts, language) };
}
