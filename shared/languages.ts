/** English, the default: no prefix. */
const ENGLISH = { prefix: "", code: "en", lang: "en", name: "English", dir: "ltr" } as const;

/** The site's languages: URL prefix, page `lang`, name in its own script and writing direction. */
export const LANGUAGES = [
  ENGLISH,
  { prefix: "br", code: "br", lang: "pt-BR", name: "Português (Brasil)", dir: "ltr" },
  { prefix: "ksa", code: "ksa", lang: "ar", name: "العربية", dir: "rtl" },
  { prefix: "tur", code: "tur", lang: "tr", name: "Türkçe", dir: "ltr" },
  { prefix: "el", code: "el", lang: "el", name: "Ελληνικά", dir: "ltr" },
  { prefix: "es", code: "es", lang: "es", name: "Español", dir: "ltr" },
  { prefix: "jp", code: "jp", lang: "ja", name: "日本語", dir: "ltr" },
  { prefix: "zh", code: "zh", lang: "zh-CN", name: "中文", dir: "ltr" },
] as const;

export type Language = (typeof LANGUAGES)[number];
export type LanguageCode = Language["code"];

export const DEFAULT_LANGUAGE: Language = ENGLISH;

/**
 * The language whose URL prefix is `segment`, or undefined (English has no prefix). A search of
 * the eight, so the module has no work to do when loaded and a page that imports it for its loader
 * alone loads none of it in the browser.
 */
export function languageForPrefix(segment: string | undefined): Language | undefined {
  return segment ? LANGUAGES.find((l) => l.prefix === segment) : undefined;
}

/** The language of a pathname, read from its first segment only; English otherwise. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split("/")[1];
  return languageForPrefix(first) ?? DEFAULT_LANGUAGE;
}

/** The pathname without its language prefix, always starting with "/". */
export function stripLanguage(pathname: string): string {
  const first = pathname.split("/")[1];
  if (languageForPrefix(first)) {
    const rest = pathname.slice(first!.length + 1);
    return rest === "" ? "/" : rest;
  }
  return pathname;
}

/** `path` (starting with "/", without prefix) under the language's prefix. */
export function localizePath(path: string, language: Pick<Language, "prefix">): string {
  if (!language.prefix) return path;
  return path === "/" ? `/${language.prefix}` : `/${language.prefix}${path}`;
}

/** The BCP 47 tag (the page's `lang`) of a language code; English for an unknown code. */
export const localeOf = (code: string): string =>
  LANGUAGES.find((l) => l.code === code)?.lang ?? DEFAULT_LANGUAGE.lang;
