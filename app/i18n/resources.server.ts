import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { LANGUAGES, type LanguageCode } from "./languages";

export type Namespace = Record<string, unknown>;
export type LanguageResources = Record<string, Namespace>;

/** Reads every `locales/{code}/{namespace}.json` once, at start. */
function loadAll(dir: string): Record<LanguageCode, LanguageResources> {
  const result = {} as Record<LanguageCode, LanguageResources>;
  for (const { code } of LANGUAGES) {
    const folder = path.join(dir, code);
    const namespaces: LanguageResources = {};
    for (const file of readdirSync(folder)
      .filter((f) => f.endsWith(".json"))
      .sort()) {
      namespaces[file.slice(0, -".json".length)] = JSON.parse(
        readFileSync(path.join(folder, file), "utf8"),
      );
    }
    result[code] = namespaces;
  }
  return result;
}

export const LOCALES_DIR = path.join(process.cwd(), "locales");
const resources = loadAll(LOCALES_DIR);

/** All UI strings of a language, as embedded in its pages for hydration. */
export function resourcesFor(code: LanguageCode): LanguageResources {
  return resources[code];
}
