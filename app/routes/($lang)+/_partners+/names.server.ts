/**
 * Names of countries and languages in the visitor's language (`Intl.DisplayNames`), worked out on
 * the server so the page and its hydration agree whatever the browser's own tables say.
 */
const cache = new Map<string, Intl.DisplayNames>();

function displayNames(lang: string, type: "region" | "language"): Intl.DisplayNames {
  const key = `${lang}\u0000${type}`;
  let names = cache.get(key);
  if (!names) {
    names = new Intl.DisplayNames([lang], { type, fallback: "code" });
    cache.set(key, names);
  }
  return names;
}

/** `codes` with their names in `lang`; a code the tables do not know stands for itself. */
export function namesOf(
  lang: string,
  type: "region" | "language",
  codes: Iterable<string>,
): Record<string, string> {
  const names = displayNames(lang, type);
  const out: Record<string, string> = {};
  for (const code of codes) {
    try {
      out[code] = names.of(code) ?? code;
    } catch {
      out[code] = code;
    }
  }
  return out;
}
