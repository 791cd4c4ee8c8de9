import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { isolateStrings } from "#shared/bidi";
import { DEFAULT_NAMESPACE } from "./namespaces";
import { LANGUAGES, type LanguageCode } from "./languages";
import { writeStrings } from "./strings";

export type Namespace = Record<string, unknown>;
export type LanguageResources = Record<string, Namespace>;

/**
 * Reads every `locales/{code}/{namespace}.json` once, at start. The strings of a right-to-left
 * language have their left-to-right runs isolated (shared/bidi.ts), so that numbers, units, codes
 * and formulas read as written without a script.
 */
function loadAll(dir: string): Record<LanguageCode, LanguageResources> {
  const result = {} as Record<LanguageCode, LanguageResources>;
  for (const language of LANGUAGES) {
    const { code } = language;
    const folder = path.join(dir, code);
    const namespaces: LanguageResources = {};
    for (const file of readdirSync(folder)
      .filter((f) => f.endsWith(".json"))
      .sort()) {
      const strings = JSON.parse(readFileSync(path.join(folder, file), "utf8"));
      namespaces[file.slice(0, -".json".length)] =
        language.dir === "rtl" ? isolateStrings(strings) : strings;
    }
    result[code] = namespaces;
  }
  return result;
}

export const LOCALES_DIR = path.join(process.cwd(), "locales");

/** Every UI string of every language, in memory (read-only once loaded). */
export const resources = loadAll(LOCALES_DIR);

/**
 * The strings of a language that a page embeds for hydration: `common` (the shell) and the given
 * namespaces, nothing else.
 */
export function resourcesFor(code: LanguageCode, namespaces: readonly string[]): LanguageResources {
  const all = resources[code];
  const embedded: LanguageResources = {};
  for (const ns of [DEFAULT_NAMESPACE, ...namespaces]) if (all[ns]) embedded[ns] = all[ns];
  return embedded;
}

/** JSON texts already written, by language and namespaces (a finite set: the routes declare them). */
const written = new Map<string, string>();

/**
 * The same strings as one JSON text, written once per language and set of namespaces. The root
 * sends the text: the page's data encoding then writes one string, not a tree of hundreds of
 * entries on every request, and the browser reads it with `JSON.parse` (`readStrings`).
 */
export function stringsJson(code: LanguageCode, namespaces: readonly string[]): string {
  const key = `${code}:${namespaces.join(",")}`;
  let json = written.get(key);
  if (json === undefined) {
    json = writeStrings(resourcesFor(code, namespaces));
    written.set(key, json);
  }
  return json;
}
