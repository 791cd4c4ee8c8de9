import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#shared/languages";
import { hasWords } from "../infra/localized";
import {
  catalogueText,
  localizedText,
  readTranslations,
  translatedAlgorithm,
  translatedFields,
} from "./catalogue-translations";
import { CATALOGUE_DIR, TRANSLATIONS_DIR } from "./seed";

const read = <T>(file: string): T[] =>
  JSON.parse(readFileSync(path.join(CATALOGUE_DIR, file), "utf8")) as T[];

/** Every English text of the seed catalogue that a reader would want in their own language. */
function catalogueTexts(): string[] {
  const texts = [
    ...read<Parameters<typeof translatedFields.product>[0]>("products.json").flatMap(
      translatedFields.product,
    ),
    ...["solutions.json", "cases.json", "news.json", "events.json"].flatMap((file) =>
      read<{ body: string | object }>(file)
        // A body written per language in the file carries its own translations.
        .filter((row): row is { body: string } => typeof row.body === "string")
        .flatMap(translatedFields.body),
    ),
    ...read<Parameters<typeof translatedFields.algorithm>[0]>("algorithms.json").flatMap(
      translatedFields.algorithm,
    ),
  ];
  return [...new Set(texts.filter(hasWords))];
}

const translations = readTranslations(TRANSLATIONS_DIR);

describe("catalogue translations", () => {
  const texts = catalogueTexts();

  it.each(LANGUAGES.filter((l) => l.code !== "en").map((l) => l.code))(
    "cover every catalogue text in %s",
    (code) => {
      const entries = translations.get(code)!;
      const missing = texts.filter((text) => !entries.get(text)?.trim());
      expect(missing.slice(0, 5), `${missing.length} texts have no translation`).toEqual([]);
    },
  );

  it("keep model names in every translation", () => {
    for (const [code, entries] of translations) {
      for (const [english, translated] of entries) {
        for (const model of english.match(/\bNV-[A-Z0-9-]+/g) ?? []) {
          expect(translated, `${code}: ${english.slice(0, 40)}`).toContain(model);
        }
      }
    }
  });

  it("turns a text with translations into one text per language and leaves figures alone", () => {
    const sample = new Map([["jp", new Map([["Outdoor use", "屋外用"]])]]);
    expect(localizedText("Outdoor use", sample)).toEqual({ en: "Outdoor use", jp: "屋外用" });
    expect(localizedText("Something new", sample)).toEqual({ en: "Something new" });
    expect(catalogueText("2.8 mm / 3.6 mm", sample)).toBe("2.8 mm / 3.6 mm");
    const algorithm = translatedAlgorithm(
      {
        provider: { profile: "Outdoor use" },
        details: { highlights: ["Outdoor use", "Something new"], solutions: ["retail"] },
      },
      sample,
    );
    expect(algorithm.provider.profile).toEqual({ en: "Outdoor use", jp: "屋外用" });
    expect(algorithm.details.highlights).toEqual([
      { en: "Outdoor use", jp: "屋外用" },
      { en: "Something new" },
    ]);
    expect(algorithm.details.solutions).toEqual(["retail"]);
  });
});
