import { brand } from "~/lib/brand.server";
import { LANGUAGES, type Language, type LanguageCode } from "./languages";
import { DEFAULT_NAMESPACE } from "./namespaces";
import { resources } from "./resources.server";
import { makeTranslator, type TFunction } from "./translate";

const fixed = new Map<string, TFunction>();

/**
 * The translator of loaders, actions and server-written text (CSV, e-mail):
 * `(await getFixedT(language, "products"))("compare.specification")`. Same strings, plural rules
 * and `{{brand}}` as the pages; one translator per language and namespace, kept.
 */
export async function getFixedT(
  language: LanguageCode | Pick<Language, "code">,
  ns: string = DEFAULT_NAMESPACE,
): Promise<TFunction> {
  const code = typeof language === "string" ? language : language.code;
  const key = `${code}\u0000${ns}`;
  let t = fixed.get(key);
  if (!t) {
    t = makeTranslator(
      {
        locale: LANGUAGES.find((l) => l.code === code)?.lang ?? "en",
        resources: resources[code],
        defaults: { brand: brand.name },
      },
      ns,
    );
    fixed.set(key, t);
  }
  return t;
}
