/** A language's strings by namespace, as a page embeds them. */
export type Resources = Record<string, Record<string, unknown>>;

/** On the server: the strings each JSON text was written from (finite: languages × namespaces). */
const written = new Map<string, Resources>();
/** In the browser: the strings of the texts read, a few dozen at most. */
const parsed = new Map<string, Resources>();

/**
 * The page's strings from the JSON text the root sends (`stringsJson` in resources.server.ts): on
 * the server, the very objects the text was written from; in the browser, the text parsed once. The
 * same text gives the same strings, so the i18next instance made for them is kept (`pageI18n`).
 */
export function readStrings(json: string): Resources {
  const own = written.get(json);
  if (own) return own;
  let strings = parsed.get(json);
  if (!strings) {
    if (parsed.size >= 64) parsed.clear();
    strings = JSON.parse(json) as Resources;
    parsed.set(json, strings);
  }
  return strings;
}

/** The JSON text of the server's strings, which `readStrings` reads back as these objects. */
export function writeStrings(strings: Resources): string {
  const json = JSON.stringify(strings);
  written.set(json, strings);
  return json;
}
