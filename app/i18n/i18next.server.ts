import type { TFunction } from "i18next";
import { RemixI18Next } from "remix-i18next/server";
import { brand } from "~/lib/brand.server";
import { DEFAULT_NAMESPACE } from "./i18n";
import { LANGUAGES, type Language, type LanguageCode, languageOfPath } from "./languages";
import { resources } from "./resources.server";

const i18nextOptions = {
  resources,
  fallbackLng: false as const,
  defaultNS: DEFAULT_NAMESPACE,
  ns: Object.keys(resources.en),
  initImmediate: false,
  returnNull: false,
  interpolation: { escapeValue: false, defaultVariables: { brand: brand.name } },
};

/**
 * The server's remix-i18next instance: the language is the URL's prefix (never a cookie or a
 * header) and every string is already in memory (no backend, nothing fetched).
 */
export const remixI18next = new RemixI18Next({
  detection: {
    supportedLanguages: LANGUAGES.map((l) => l.code),
    fallbackLanguage: "en",
    order: ["custom"],
    findLocale: async (request) => languageOfPath(new URL(request.url).pathname).code,
  },
  i18next: i18nextOptions,
});

const fixed = new Map<string, Promise<TFunction>>();

/**
 * The translator of loaders, actions and server-written text (CSV, e-mail):
 * `(await getFixedT(language, "products"))("compare.specification")`. Same strings, options and
 * `{{brand}}` as the pages.
 *
 * `remixI18next.getFixedT` initialises a new i18next instance on every call; here its result is
 * kept per language and namespace (at most languages × namespaces small instances). Nothing changes
 * those instances after they are initialised (a fixed `t` never calls `changeLanguage` or adds
 * resources), so requests share them without seeing each other.
 */
export function getFixedT(
  language: LanguageCode | Pick<Language, "code">,
  ns: string = DEFAULT_NAMESPACE,
): Promise<TFunction> {
  const code = typeof language === "string" ? language : language.code;
  const key = `${code}\u0000${ns}`;
  let t = fixed.get(key);
  if (!t) {
    t = remixI18next.getFixedT(code, ns);
    fixed.set(key, t);
  }
  return t;
}
