import { type SQL, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#shared/languages";
import { hasWords } from "../infra/localized";
import { backendForFile } from "../test/support";

/**
 * Every text of the seeded content that a language shows in English: stored with a version per
 * language (`{ en, br, … }`), it has no version in that language, its version is the English text
 * itself, or its version has fewer paragraphs than the English one (the rest is read in English).
 */

const ctx = backendForFile({ seed: true });

const CODES: string[] = LANGUAGES.map((l) => l.code).filter((code) => code !== "en");

/** Tables of people's and companies' own data, not of the site's content. */
const NOT_CONTENT = new Set([
  "users",
  "companies",
  "partners",
  "applicants",
  "applications",
  "mail_outbox",
  "contact_requests",
  "error_reports",
]);

/** Columns of one value per language that are no text (a video's caption files). */
const NOT_TEXT = new Set(["videos.captions"]);

/**
 * Columns whose texts are published in English first, translations following: a firmware
 * release's known issues go out the day a problem is found. The seed keeps some in English only,
 * so the pages' marked English fallback is shown and tested (decision 0025).
 */
const ENGLISH_FIRST = new Set(["firmware_releases.known_issues"]);

/** Words of technical notation that read the same in every language. */
const NOTATION = new Set(["fps", "kbit", "Mbit", "kHz", "uplink", "Ethernet", "Profile"]);

/**
 * Whether a text has words a reader would want translated: figures, model numbers, acronyms and
 * codes (two capitals or a digit: RAID, RJ45, PoE) and units read the same in every language.
 */
const wordy = (text: string) =>
  hasWords(text) &&
  (text.replace(/\{\{\w+\}\}/g, "").match(/[A-Za-z][A-Za-z0-9]*/g) ?? []).some(
    (word) => word.length >= 3 && !/[A-Z].*[A-Z]|\d/.test(word) && !NOTATION.has(word),
  );

/**
 * Texts that rightly read the same as in English in the languages named, each with its reason.
 */
const SAME_AS_ENGLISH: { text: string; languages: string[]; reason: string }[] = [
  { text: "GITEX Global 2025", languages: CODES, reason: "the trade fair's own name" },
  { text: "Expo Seguridad México 2026", languages: ["br", "es"], reason: "the fair's own name" },
  {
    text: "Metal",
    languages: ["br", "tur", "es"],
    reason: "the Portuguese, Turkish and Spanish word",
  },
  { text: "Material", languages: ["br", "es"], reason: "the Portuguese and Spanish word" },
  { text: "Firmware", languages: ["br", "es"], reason: "the word Portuguese and Spanish use" },
  { text: "Audio", languages: ["es"], reason: "the Spanish word" },
];

const rowsOf = async <T>(query: SQL) =>
  ((await ctx.backend.db.execute(query)) as unknown as { rows: T[] }).rows;

const paragraphs = (text: string) => text.split(/\n\s*\n/).filter((p) => p.trim()).length;
const short = (text: string) => JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}…` : text);
const allowed = (text: string, code: string) =>
  SAME_AS_ENGLISH.some((a) => a.text === text && a.languages.includes(code));

/** Whether a value holds one version per language. */
const isLocalized = (value: object): value is Record<string, unknown> =>
  "en" in value && Object.keys(value).every((k) => k === "en" || CODES.includes(k));

/** "<language> <table>.<column> <where>: <text>" for each version of `value` that is English. */
function fallbacks(value: unknown, where: string): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => fallbacks(item, `${where}[${i}]`));
  if (!value || typeof value !== "object") return [];
  if (!isLocalized(value))
    return Object.entries(value).flatMap(([key, item]) => fallbacks(item, `${where}.${key}`));
  const english = value.en;
  if (typeof english !== "string" || !wordy(english)) return [];
  return CODES.flatMap((code) => {
    const own = value[code];
    if (typeof own !== "string" || !own.trim()) return [`${code} ${where}: ${short(english)}`];
    if (own === english && !allowed(english, code))
      return [`${code} ${where}: ${short(english)} (as in English)`];
    if (paragraphs(own) < paragraphs(english))
      return [
        `${code} ${where}: ${paragraphs(own)} of ${paragraphs(english)} paragraphs of ${short(english)}`,
      ];
    return [];
  });
}

describe("the seeded content in every language", () => {
  it("has no text that falls back to English", async () => {
    const columns = await rowsOf<{ table_name: string; column_name: string }>(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type = 'jsonb'
      order by table_name, column_name`);
    const content = columns.filter(
      (c) =>
        !NOT_CONTENT.has(c.table_name) &&
        !NOT_TEXT.has(`${c.table_name}.${c.column_name}`) &&
        !ENGLISH_FIRST.has(`${c.table_name}.${c.column_name}`),
    );
    expect(content.map((c) => c.table_name)).toEqual(
      expect.arrayContaining(["products", "articles", "news", "algorithms", "documents"]),
    );
    const found: string[] = [];
    let localized = 0;
    for (const { table_name: table, column_name: column } of content) {
      // A row is named by its slug, id or key.
      const rows = await rowsOf<{ value: unknown; name: string }>(sql`
        select t.${sql.identifier(column)} as value,
          coalesce(to_jsonb(t) ->> 'slug', to_jsonb(t) ->> 'id', to_jsonb(t) ->> 'key') as name
        from ${sql.identifier(table)} t`);
      for (const row of rows) {
        if (row.value && typeof row.value === "object" && isLocalized(row.value)) localized++;
        found.push(...fallbacks(row.value, `${table}.${column} ${row.name}`));
      }
    }
    expect(localized).toBeGreaterThan(500);
    expect(found).toEqual([]);
  });

  it("finds a text missing, left in English or only partly translated", () => {
    const full = Object.fromEntries(CODES.map((c) => [c, `${c} one.\n\n${c} two.`]));
    expect(fallbacks({ en: "One.\n\nTwo.", ...full }, "x")).toEqual([]);
    expect(fallbacks({ en: "Before you start", ...full, jp: undefined }, "x")).toEqual([
      'jp x: "Before you start"',
    ]);
    expect(fallbacks([{ body: { en: "Plan ahead", ...full, zh: "Plan ahead" } }], "x")).toEqual([
      'zh x[0].body: "Plan ahead" (as in English)',
    ]);
    expect(fallbacks({ en: "One.\n\nTwo.", ...full, el: "Ένα." }, "x")).toEqual([
      'el x: 1 of 2 paragraphs of "One.\\n\\nTwo."',
    ]);
    expect(fallbacks({ en: "NV-D240 · 4 MP", br: "NV-D240 · 4 MP" }, "x")).toEqual([]);
  });
});
