import { createInstance, type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { LanguageCode } from "./languages";

/** The shell's strings; every page embeds them. */
export const DEFAULT_NAMESPACE = "common";

/**
 * An i18next instance for one language with its strings already in memory: initialised
 * synchronously, so the server render and the hydrating client never fetch translations.
 */
export function createI18n(
  code: LanguageCode,
  resources: Record<string, Record<string, unknown>>,
  defaults: Record<string, string>,
): I18n {
  const instance = createInstance();
  instance.use(initReactI18next).init({
    lng: code,
    fallbackLng: false,
    resources: { [code]: resources },
    ns: Object.keys(resources),
    defaultNS: DEFAULT_NAMESPACE,
    initImmediate: false,
    returnNull: false,
    interpolation: { escapeValue: false, defaultVariables: defaults },
    react: { useSuspense: false },
  });
  return instance;
}

const shared = new Map<string, I18n>();

/**
 * The i18next instance of a language, namespace set and defaults, built once and then shared by
 * every render that asks for the same (on the server, every request of that page's kind). Renders
 * only read it: nothing calls `changeLanguage` or adds resources to it. The key names the
 * namespaces, not their strings: a language's strings do not change while the site runs, and a
 * new build is a new page load in the browser. There are at most languages × namespace sets of
 * pages instances.
 */
export function sharedI18n(
  code: LanguageCode,
  resources: Record<string, Record<string, unknown>>,
  defaults: Record<string, string>,
): I18n {
  const key = `${code}\u0000${Object.keys(resources).sort().join(",")}\u0000${JSON.stringify(defaults)}`;
  let instance = shared.get(key);
  if (!instance) {
    instance = createI18n(code, resources, defaults);
    shared.set(key, instance);
  }
  return instance;
}

/** The namespaces a route declares with `export const handle = { i18n: [...] }` (or one string). */
export function handleNamespaces(handle: unknown): string[] {
  if (!handle || typeof handle !== "object" || !("i18n" in handle)) return [];
  const { i18n } = handle as { i18n: unknown };
  if (typeof i18n === "string") return [i18n];
  return Array.isArray(i18n) ? i18n.filter((ns): ns is string => typeof ns === "string") : [];
}
