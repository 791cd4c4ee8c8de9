import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { isolateRuns } from "#shared/bidi";
import { LANGUAGES } from "#shared/languages";
import { type CatalogueText, hasWords } from "../infra/localized";
import type { Localized } from "./schema";

/**
 * Translations of the seed catalogue's English texts: `content/catalogue/translations/<code>.json`
 * maps each English text, as written in the catalogue, to its version in that language. A text
 * whose English changes loses its translations until they are written again, and is shown in
 * English with the fallback notice, like anything an administrator adds without translations.
 * A right-to-left language's texts have their left-to-right runs isolated (shared/bidi.ts):
 * `1/1.8"` and "60 m (850 nm, …)" read as written inside Arabic.
 */
export type Translations = Map<string, Map<string, string>>;

const OTHER_LANGUAGES = LANGUAGES.filter((l) => l.code !== "en");

export function readTranslations(dir: string): Translations {
  const byLanguage: Translations = new Map();
  for (const { code, dir: direction } of OTHER_LANGUAGES) {
    const file = path.join(dir, `${code}.json`);
    const entries: Record<string, string> = existsSync(file)
      ? JSON.parse(readFileSync(file, "utf8"))
      : {};
    const isolated = Object.entries(entries).map(([english, text]): [string, string] => [
      english,
      direction === "rtl" ? isolateRuns(text) : text,
    ]);
    byLanguage.set(code, new Map(isolated));
  }
  return byLanguage;
}

/** An English text with every translation there is of it. */
export function localizedText(english: string, translations: Translations): Localized {
  const text: Localized = { en: english };
  for (const [code, entries] of translations) {
    const translated = entries.get(english);
    if (translated) text[code] = translated;
  }
  return text;
}

/** Whether a text has words once its placeholders ({{title}}) are set aside. */
const hasOwnWords = (text: string) => hasWords(text.replace(/\{\{\w+\}\}/g, ""));

/**
 * An English Markdown text translated block by block (blocks are split at blank lines; a heading
 * keeps its marks and its text is looked up; a block without words stays as it is). A language
 * gets its version only when every block has a translation, so no text mixes two languages.
 */
export function localizedMarkdown(english: string, translations: Translations): Localized {
  const blocks = english.split(/\n\s*\n/);
  const text: Localized = { en: english };
  for (const [code, entries] of translations) {
    const translated = blocks.map((block) => {
      const [, marks = "", rest = block] = /^(#{1,6} )?([\s\S]*)$/.exec(block) ?? [];
      if (!hasOwnWords(rest)) return block;
      const own = entries.get(rest);
      return own ? `${marks}${own}` : null;
    });
    if (translated.every((block) => block !== null)) text[code] = translated.join("\n\n");
  }
  return text;
}

/** A short catalogue text: left a plain string when it has no words to translate. */
export function catalogueText(english: string, translations: Translations): CatalogueText {
  return hasWords(english) ? localizedText(english, translations) : english;
}

interface SpecRowSource {
  key: string;
  value: string;
}

interface AlgorithmDetailsSource {
  parameters?: { name: string; value: string }[];
  introduction?: string;
  versions?: { version: string; date: string; notes: string }[];
  highlights?: string[];
  scenarioRequirements?: string[];
  graphic?: string;
  supportingApplications?: string[];
  userManual?: string;
  [other: string]: unknown;
}

/** Where the catalogue files hold English texts that the translations cover. */
export const translatedFields = {
  product(p: {
    introduction: string;
    keySpecs: SpecRowSource[];
    specifications: SpecRowSource[];
    documents?: { title: string }[];
  }): string[] {
    return [
      p.introduction,
      ...p.specifications.map((s) => s.value),
      ...p.keySpecs.map((s) => s.value),
      ...(p.documents ?? []).map((d) => d.title),
    ];
  },
  body: (row: { body: string }) => [row.body],
  algorithm(a: {
    provider: { profile: string };
    support?: { hours?: string } | null;
    details: AlgorithmDetailsSource;
  }): string[] {
    const d = a.details;
    return [
      a.provider.profile,
      ...(a.support?.hours ? [a.support.hours] : []),
      ...(d.introduction ? [d.introduction] : []),
      ...(d.scenarioRequirements ?? []),
      ...(d.highlights ?? []),
      ...(d.versions ?? []).map((v) => v.notes),
      ...(d.parameters ?? []).flatMap((p) => [p.name, p.value]),
      ...(d.graphic ? [d.graphic] : []),
      ...(d.supportingApplications ?? []),
      ...(d.userManual ? [d.userManual] : []),
    ];
  },
};

/** Specification rows with their word values translated. */
export function translatedSpecRows(rows: SpecRowSource[], translations: Translations) {
  return rows.map((row) => ({ ...row, value: catalogueText(row.value, translations) }));
}

/** An algorithm's provider, support hours and details with their texts translated. */
export function translatedAlgorithm<
  A extends {
    provider: { profile: string };
    support?: { hours: string } | null;
    details: AlgorithmDetailsSource;
  },
>(a: A, translations: Translations): A {
  const t = (text: string) => catalogueText(text, translations);
  const d = a.details;
  return {
    ...a,
    provider: { ...a.provider, profile: t(a.provider.profile) },
    ...(a.support && { support: { ...a.support, hours: t(a.support.hours) } }),
    details: {
      ...d,
      ...(d.introduction !== undefined && { introduction: t(d.introduction) }),
      ...(d.graphic !== undefined && { graphic: t(d.graphic) }),
      ...(d.userManual !== undefined && { userManual: t(d.userManual) }),
      ...(d.parameters && {
        parameters: d.parameters.map((p) => ({ name: t(p.name), value: t(p.value) })),
      }),
      ...(d.versions && { versions: d.versions.map((v) => ({ ...v, notes: t(v.notes) })) }),
      ...(d.highlights && { highlights: d.highlights.map(t) }),
      ...(d.scenarioRequirements && { scenarioRequirements: d.scenarioRequirements.map(t) }),
      ...(d.supportingApplications && {
        supportingApplications: d.supportingApplications.map(t),
      }),
    },
  };
}
