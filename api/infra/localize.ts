import type { Localized } from "../db/schema";

/** A text in `language`, or in English when it has no version there. */
export function localize(text: Localized | null | undefined, language: string): string {
  if (!text) return "";
  return text[language] ?? text.en;
}
