import type { TFunction } from "i18next";
import { RemixI18Next } from "remix-i18next/server";
import { brand } from "~/lib/brand.server";
import { i18nextOptions } from "./i18next";
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
  type LanguageCode,
  languageOfPath,
  localeOf,
} from "./languages";
import { resources } from "./resources.server";

const { react: _react, ...options } = i18nextOptions(brand.name);

/**
 * The server's remix-i18next: every language's strings by BCP 47 tag, and the language of a
 * request read from its URL's prefix (the site has no other way of choosing one).
 */
export const remixI18next = new RemixI18Next({
  detection: {
    supportedLanguages: LANGUAGES.map((l) => l.lang),
    fallbackLanguage: DEFAULT_LANGUAGE.lang,
    order: ["custom"],
    findLocale: async (request) => languageOfPath(new URL(request.url).pathname).lang,
  },
  i18next: {
    ...options,
    resources: Object.fromEntries(LANGUAGES.map((l) => [l.lang, resources[l.code]])),
  },
});

const fixed = new Map<string, Promise<TFunction>>();

/**
 * The translator of loaders, actions and server-written text (CSV, e-mail):
 * `(await getFixedT(language, "products"))("compare.specification")`. Same strings, plural rules
 * and `{{brand}}` as the pages; one translator per language and namespace, made once.
 */
export function getFixedT(
  language: LanguageCode | Pick<Language, "code">,
  ns: string = options.defaultNS as string,
): Promise<TFunction> {
  const code = typeof language === "string" ? language : language.code;
  const tag = localeOf(code);
  const key = `${tag}\u0000${ns}`;
  let t = fixed.get(key);
  if (!t) {
    t = remixI18next.getFixedT(tag, ns) as Promise<TFunction>;
    fixed.set(key, t);
  }
  return t;
}
