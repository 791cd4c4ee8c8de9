import { createInstance, type i18n, type InitOptions } from "i18next";
import { DEFAULT_NAMESPACE } from "./namespaces";
import type { Resources } from "./strings";

/**
 * What every i18next of the site shares. Languages are BCP 47 tags (`pt-BR`, `ar`, `ja` …: the
 * `lang` column of the language table), so plural forms follow each language's own rules; the
 * strings are given (nothing is fetched) and nothing falls back to another language. `{{brand}}`
 * is the configured brand name unless a call gives its own; React escapes, so i18next does not.
 */
export function i18nextOptions(brandName: string): InitOptions {
  return {
    fallbackLng: false,
    load: "currentOnly",
    defaultNS: DEFAULT_NAMESPACE,
    interpolation: { escapeValue: false, defaultVariables: { brand: brandName } },
    // The specification: a missing translation key shows empty text (a `defaultValue` still shows).
    parseMissingKeyHandler: (_key: string, defaultValue?: string) => defaultValue ?? "",
    // Given strings need no waiting: `init` is done when it returns.
    initImmediate: false,
    react: { useSuspense: false },
  };
}

/** The i18next of each page's strings, by language and brand (a page's strings are kept objects). */
const made = new WeakMap<Resources, Map<string, i18n>>();

/**
 * The i18next of a page: its language's tag and the strings the page embeds (`common` and its
 * routes' namespaces). The same strings object gives the same instance, so a page's components
 * keep their `t` across reloads of the root data, and the server makes one instance per language
 * and set of namespaces, not one per request.
 */
export function pageI18n(lang: string, strings: Resources, brandName: string): i18n {
  let byLanguage = made.get(strings);
  if (!byLanguage) {
    byLanguage = new Map();
    made.set(strings, byLanguage);
  }
  const key = `${lang}\u0000${brandName}`;
  let instance = byLanguage.get(key);
  if (!instance) {
    instance = createInstance({
      ...i18nextOptions(brandName),
      lng: lang,
      ns: Object.keys(strings),
      resources: { [lang]: strings },
    });
    instance.init();
    byLanguage.set(key, instance);
  }
  return instance;
}
