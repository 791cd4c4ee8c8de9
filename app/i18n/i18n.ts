import { createInstance, type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { LanguageCode } from "./languages";

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
