import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/i18n/languages";

const root = process.cwd();

function read(file: string): unknown {
  return JSON.parse(readFileSync(file, "utf8"));
}

/** Every path to a string in a JSON value, with arrays by index: the shape two translations must share. */
function shape(value: unknown, prefix = ""): string[] {
  if (typeof value === "string") return [prefix];
  if (Array.isArray(value)) return value.flatMap((v, i) => shape(v, `${prefix}[${i}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => shape(v, prefix ? `${prefix}.${k}` : k));
  }
  return [`${prefix}:${typeof value}`];
}

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();

const sets = [
  { name: "UI strings", dir: path.join(root, "locales") },
  { name: "page content", dir: path.join(root, "content", "pages") },
];

for (const set of sets) {
  describe(set.name, () => {
    const files = readdirSync(path.join(set.dir, "en")).filter((f) => f.endsWith(".json"));

    it("exist for every language, file by file", () => {
      for (const { code } of LANGUAGES) {
        expect(
          readdirSync(path.join(set.dir, code))
            .filter((f) => f.endsWith(".json"))
            .sort(),
          code,
        ).toEqual([...files].sort());
      }
    });

    for (const file of files) {
      const english = read(path.join(set.dir, "en", file));
      for (const { code } of LANGUAGES.filter((l) => l.code !== "en")) {
        it(`${code}/${file} has exactly the keys of en/${file}, no empty text and the same placeholders`, () => {
          const translated = read(path.join(set.dir, code, file));
          expect(shape(translated)).toEqual(shape(english));
          const en = strings(english);
          const tr = strings(translated);
          tr.forEach((text, i) => {
            expect(text.trim(), `${code}/${file} string ${i}`).not.toBe("");
            expect(placeholders(text), `${code}/${file}: "${text}"`).toEqual(
              placeholders(en[i] ?? ""),
            );
          });
        });

        it(`${code}/${file} is translated, not an English copy`, () => {
          const translated = read(path.join(set.dir, code, file));
          const en = strings(english);
          const tr = strings(translated);
          const long = en
            .map((text, i) => [text, tr[i]] as const)
            .filter(([text]) => text.split(" ").length >= 6);
          const copied = long.filter(([text, other]) => text === other);
          expect(copied.map(([text]) => text)).toEqual([]);
        });
      }
    }
  });
}

describe("keys used by the interface", () => {
  const namespaces = new Map(
    readdirSync(path.join(root, "locales", "en"))
      .filter((f) => f.endsWith(".json"))
      .map((f) => [f.slice(0, -5), new Set(shape(read(path.join(root, "locales", "en", f))))]),
  );

  function sourceFiles(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return /\.tsx?$/.test(entry.name) && !entry.name.includes(".test.") ? [full] : [];
    });
  }

  /** A key, or a key with plural forms (`key_one`, `key_other`, …), in a namespace's strings. */
  const has = (keys: Set<string> | undefined, key: string) =>
    Boolean(keys?.has(key) || keys?.has(`${key}_other`));

  it('every literal t("…") key exists in the English strings of its namespace (so in all 8 languages)', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(path.join(root, "app"))) {
      const text = readFileSync(file, "utf8");
      // The namespace of a file's \`t\`: useTranslation("x"), getFixedT(language, "x") or metaT(matches, "x").
      const ns =
        /(?:useTranslation\(|getFixedT\(\w+, |metaT\(\w+, )"(\w+)"\)/.exec(text)?.[1] ?? "common";
      const keys = namespaces.get(ns) ?? new Set<string>();
      for (const match of text.matchAll(/\bt\("([\w.]+)"/g)) {
        if (!has(keys, match[1]!)) missing.push(`${path.relative(root, file)}: ${ns}:${match[1]}`);
      }
      for (const match of text.matchAll(/\bt\("(\w+):([\w.]+)"/g)) {
        if (!has(namespaces.get(match[1]!), match[2]!))
          missing.push(`${path.relative(root, file)}: ${match[1]}:${match[2]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  /**
   * Keys the code builds from a value (`t(`${facet}.${value}`)`, `t(`solutions:${kind}.${value}`)`)
   * rather than from a literal prefix: every key under these prefixes counts as used.
   */
  const BUILT_PREFIXES = [
    "algorithms:algorithmType.",
    "algorithms:classification.",
    "algorithms:platform.",
    "algorithms:scenario.",
    "solutions:industry.",
    "solutions:productType.",
    "solutions:region.",
    "solutions:type.",
  ];

  it("every English key is used by the code (no string left behind)", () => {
    const code = ["app", "server", "shared", "api"]
      .flatMap((dir) => sourceFiles(path.join(root, dir)))
      .concat(path.join(root, "server.ts"))
      .map((file) =>
        readFileSync(file, "utf8")
          .replace(/\/\*[\s\S]*?\*\//g, "")
          .replace(/^\s*\/\/.*$/gm, ""),
      )
      .join("\n");
    // Every quoted string is a possible key ("nav.home", "products:center.title" …).
    const literals = new Set(
      [/"([^"\n]*)"/g, /'([^'\n]*)'/g, /`([^`$]*)`/g].flatMap((quoted) =>
        [...code.matchAll(quoted)].map((m) => m[1]!),
      ),
    );
    // A template literal's text before its first `${` is the prefix of keys built at run time
    // (`nav.${key}`, `center.sort${Name}`); a bare namespace ("solutions:") is no prefix.
    const prefixes = [...code.matchAll(/`([\w.:]+)\$\{/g)]
      .map((m) => m[1]!)
      .filter((prefix) => !/^\w+:$/.test(prefix))
      .concat(BUILT_PREFIXES);
    // Sections of `meta` (sectionMeta(matches, "products:center"), solutionsPageMeta(matches, "list")).
    const sections = [...code.matchAll(/Meta\(matches, "([\w:.]+)"/g)].map((m) => m[1]!);
    const metaLeaves = ["title", "intro", "description"];
    const unused: string[] = [];
    for (const [ns, keys] of namespaces) {
      for (const key of keys) {
        const base = key.replace(/_(zero|one|two|few|many|other)$/, "");
        const names = [`${ns}:${base}`, base];
        const used = names.some(
          (name) =>
            literals.has(name) ||
            prefixes.some((prefix) => name.startsWith(prefix)) ||
            sections.some((section) =>
              metaLeaves.some(
                (leaf) =>
                  name === `${section}.${leaf}` ||
                  (!section.includes(":") && name === `${ns}:${section}.${leaf}`),
              ),
            ),
        );
        if (!used) unused.push(`${ns}:${key}`);
      }
    }
    expect(unused).toEqual([]);
  });

  it("every menu entry and page label has its string", async () => {
    const { MAIN_MENU, isGroup } = await import("~/lib/navigation");
    const { PAGE_LABEL_KEYS } = await import("~/lib/site-pages");
    type Entry = (typeof MAIN_MENU)[number];
    const keys = (entries: readonly Entry[]): string[] =>
      entries.flatMap((e) => [`nav.${e.key}`, ...(isGroup(e) ? keys(e.children) : [])]);
    const wanted = [...keys(MAIN_MENU), ...Object.values(PAGE_LABEL_KEYS)];
    const exists = (key: string) => {
      const [ns, path] = key.includes(":") ? key.split(":") : ["common", key];
      return namespaces.get(ns!)?.has(path!) ?? false;
    };
    expect(wanted.filter((k) => !exists(k))).toEqual([]);
  });
});
