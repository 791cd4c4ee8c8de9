import {
  type ReactElement,
  type ReactNode,
  cloneElement,
  createContext,
  Fragment,
  useContext,
  useMemo,
} from "react";
import { DEFAULT_NAMESPACE } from "./namespaces";
import { makeTranslator, type TFunction, type TranslatorSetup } from "./translate";

interface Translations extends TranslatorSetup {
  /** The site's language code (`en`, `ksa` …). */
  code: string;
}

export const TranslationsContext = createContext<Translations | null>(null);

/** Gives every component below the page's strings (already in the HTML: nothing is fetched). */
export function TranslationsProvider({
  value,
  children,
}: {
  value: Translations;
  children: ReactNode;
}) {
  return <TranslationsContext.Provider value={value}>{children}</TranslationsContext.Provider>;
}

/**
 * The translator of a namespace (the first one named; `common` when none) — a key, or a key of
 * another namespace after its name and a colon — and the page's language code as `i18n.language`.
 */
export function useTranslation(namespaces?: string | readonly string[]): {
  t: TFunction;
  i18n: { language: string };
} {
  const translations = useContext(TranslationsContext);
  if (!translations) throw new Error("useTranslation needs a TranslationsProvider above it.");
  const namespace =
    (typeof namespaces === "string" ? namespaces : namespaces?.[0]) ?? DEFAULT_NAMESPACE;
  return useMemo(
    () => ({
      t: makeTranslator(translations, namespace),
      i18n: { language: translations.code },
    }),
    [translations, namespace],
  );
}

const TAG = /<(\w+)>(.*?)<\/\1>/gs;

/**
 * A translated sentence with elements in it: `<policy>privacy terms</policy>` in the string becomes
 * `components.policy` with that text as its children.
 */
export function Trans({
  t,
  i18nKey,
  values,
  components,
}: {
  t: TFunction;
  i18nKey: string;
  values?: Record<string, unknown>;
  components: Record<string, ReactElement>;
}) {
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name, inner] = match as unknown as [string, string, string];
    const element = components[name];
    parts.push(text.slice(at, match.index));
    parts.push(
      element ? cloneElement(element, { key: parts.length }, inner) : whole.replace(/<[^>]+>/g, ""),
    );
    at = match.index + whole.length;
  }
  parts.push(text.slice(at));
  return <Fragment>{parts}</Fragment>;
}
