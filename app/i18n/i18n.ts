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

/** The namespaces a route declares with `export const handle = { i18n: [...] }` (or one string). */
export function handleNamespaces(handle: unknown): string[] {
  if (!handle || typeof handle !== "object" || !("i18n" in handle)) return [];
  const { i18n } = handle as { i18n: unknown };
  if (typeof i18n === "string") return [i18n];
  return Array.isArray(i18n) ? i18n.filter((ns): ns is string => typeof ns === "string") : [];
}
