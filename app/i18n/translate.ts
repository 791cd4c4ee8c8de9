/**
 * The site's translator: the part of i18next the pages use, small enough for every page's script.
 * Keys are `key.path` in the given namespace or `namespace:key.path`; `{{name}}` is replaced by the
 * option of that name (or a default such as `{{brand}}`), left as written when there is none;
 * `count` picks `key_zero` for 0, then `key_<plural category>` by the language's own plural rules
 * (`Intl.PluralRules` of its BCP 47 tag: Arabic has zero, one, two, few, many and other), then
 * `key`; `defaultValue` stands in for a missing key, which otherwise gives the key itself.
 */

export type Strings = Record<string, unknown>;
/** A language's strings by namespace. */
export type Resources = Record<string, Strings>;

export interface TOptions {
  count?: number;
  defaultValue?: string;
  /** The namespace of this key (instead of the translator's). */
  ns?: string;
  [variable: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

export interface TranslatorSetup {
  /** The language's BCP 47 tag, for its plural rules (`ar`, `pt-BR`, `ja` …). */
  locale: string;
  resources: Resources;
  /** Variables every string may use, such as `brand`. */
  defaults?: Record<string, string>;
}

/** `namespace:key`: a namespace is a word before the first colon. */
const NAMESPACED = /^([A-Za-z][\w-]*):(.+)$/s;
const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g;

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(locale: string, count: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/**
 * The strings found in each namespace, by path: a page asks for the same keys again and again. Only
 * paths that lead to a string are kept, so what is kept is bounded by the namespace itself.
 */
const found = new WeakMap<Strings, Map<string, string>>();

/** The string at `path` (dot-separated) of `strings`, or undefined when there is none. */
function lookUp(strings: Strings | undefined, path: string): string | undefined {
  if (!strings) return undefined;
  let paths = found.get(strings);
  if (!paths) {
    paths = new Map();
    found.set(strings, paths);
  }
  const known = paths.get(path);
  if (known !== undefined) return known;
  let node: unknown = strings[path];
  if (typeof node !== "string") {
    node = strings;
    for (const part of path.split(".")) node = (node as Strings | undefined)?.[part];
    if (typeof node !== "string") return undefined;
  }
  paths.set(path, node);
  return node;
}

function interpolate(text: string, options: TOptions, defaults: Record<string, string>): string {
  if (!text.includes("{{")) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = name in options ? options[name] : defaults[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

/** On the server: the strings each JSON text was written from (finite: languages × namespaces). */
const written = new Map<string, Resources>();
/** In the browser: the strings of the texts read, a few dozen at most. */
const parsed = new Map<string, Resources>();

/**
 * The page's strings from the JSON text the root sends (`stringsJson` in resources.server.ts): on
 * the server, the very objects the text was written from; in the browser, the text parsed once. The
 * same text gives the same strings, so translators and look-ups are kept.
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

/** A translator reading `namespace` unless a key names its own. */
export function makeTranslator(setup: TranslatorSetup, namespace: string): TFunction {
  const { locale, resources, defaults = {} } = setup;
  return (key, options = {}) => {
    const named = NAMESPACED.exec(key);
    const ns = named ? named[1]! : (options.ns ?? namespace);
    const path = named ? named[2]! : key;
    const strings = resources[ns];
    let text: string | undefined;
    if (typeof options.count === "number") {
      if (options.count === 0) text = lookUp(strings, `${path}_zero`);
      text ??= lookUp(strings, `${path}_${pluralCategory(locale, options.count)}`);
    }
    text ??= lookUp(strings, path) ?? options.defaultValue;
    return text === undefined ? path : interpolate(text, options, defaults);
  };
}
