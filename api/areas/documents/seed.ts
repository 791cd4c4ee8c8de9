import { createHash } from "node:crypto";
import { LANGUAGES } from "../../../shared/languages";
import { DISTRIBUTIONS, SCENARIOS } from "../../../shared/documents";
import type { Database } from "../../db/client";
import { documents, type Localized } from "../../db/schema";
import { mimeOf } from "../../infra/file-checks";
import { folderStore } from "../../infra/file-store";
import { pick } from "../../infra/localized";
import { htmlOfText, pdfOfText } from "./sample-files";

/** A product's document as the product catalogue lists it. */
export interface ProductDocument {
  kind: string;
  title: Localized;
  gated: boolean;
  productId: string;
  releaseDate: string;
}

interface SeedSolution {
  id: string;
  industry: string;
  region: string;
  title: Localized;
  products?: string[];
}

/** A solution document template of content/catalogue/documents.json ({{name}}: the solution). */
interface SolutionTemplate {
  kind: string;
  format: "pdf" | "html";
  gated?: boolean;
  title: Record<string, string>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** English names of the languages, for the PDF's text (Helvetica shows Latin-1 only). */
const LANGUAGE_NAMES: Record<string, string> = {
  en: "English",
  br: "Portuguese (Brazil)",
  ksa: "Arabic",
  tur: "Turkish",
  el: "Greek",
  es: "Spanish",
  jp: "Japanese",
  zh: "Chinese (Simplified)",
};

/**
 * The documentation center's documents: every product document of the catalogue and the solution
 * documents of documents.json, each with a real small file (a PDF page or an HTML document) made
 * here and put in the file store at `filesDir` (skipped when the store already has those bytes, or
 * when no store is given: the rows are the same, since a file's key is its content's hash). Filter
 * values, languages, release dates and download counts are spread over every value; one insert.
 */
export async function seedDocuments(
  db: Database,
  input: {
    productDocuments: ProductDocument[];
    solutions: SeedSolution[];
    templates: SolutionTemplate[];
    brand: string;
    filesDir?: string;
  },
): Promise<number> {
  const store = input.filesDir ? folderStore(input.filesDir) : null;
  const solutionOf = new Map<string, SeedSolution>();
  for (const s of input.solutions)
    for (const p of s.products ?? []) if (!solutionOf.has(p)) solutionOf.set(p, s);
  const drafts = [
    ...input.productDocuments.map((d, i) => {
      const solution = solutionOf.get(d.productId);
      return {
        kind: d.kind,
        title: d.title,
        gated: d.gated,
        productId: d.productId,
        solutionId: solution?.id ?? null,
        format: d.kind === "quick-guide" ? "html" : "pdf",
        language: LANGUAGES[i % LANGUAGES.length]!.code,
        distribution: DISTRIBUTIONS[(i * 5) % DISTRIBUTIONS.length]!,
        scenario: solution?.industry ?? SCENARIOS[(i * 7) % SCENARIOS.length]!,
        releaseDate: shiftDate(d.releaseDate, (i % 9) * 17),
      };
    }),
    ...input.solutions.flatMap((s, n) =>
      input.templates.map((t, k) => {
        const i = input.productDocuments.length + n * input.templates.length + k;
        const title = Object.fromEntries(
          LANGUAGES.map((l) => [
            l.code,
            (t.title[l.code] ?? t.title.en!).replace("{{name}}", pick(s.title, l.code)),
          ]),
        ) as Localized;
        return {
          kind: t.kind,
          title,
          gated: t.gated ?? false,
          productId: null,
          solutionId: s.id,
          format: t.format,
          language: LANGUAGES[(i * 3) % LANGUAGES.length]!.code,
          distribution: (DISTRIBUTIONS as readonly string[]).includes(s.region)
            ? s.region
            : "global",
          scenario: s.industry,
          releaseDate: shiftDate("2024-01-15", (n * 41 + k * 97) % 900),
        };
      }),
    ),
  ];
  const rows = [];
  for (const [i, d] of drafts.entries()) {
    const version = `${1 + (i % 3)}.${i % 4}`;
    const language = LANGUAGES.find((l) => l.code === d.language)!;
    const subject = d.productId ? d.productId.toUpperCase() : (d.solutionId ?? "");
    const bytes =
      d.format === "pdf"
        ? pdfOfText([
            pick(d.title, "en"),
            `${input.brand} - ${subject}`,
            `Document: ${d.kind}, version ${version}, released ${d.releaseDate}`,
            `Language: ${LANGUAGE_NAMES[d.language] ?? d.language}`,
            `Distribution: ${d.distribution}; scenario: ${d.scenario}`,
          ])
        : htmlOfText(language.lang, language.dir === "rtl", pick(d.title, d.language), [
            `${input.brand} · ${subject}`,
            `${d.kind} · ${version} · ${d.releaseDate}`,
            `${d.distribution} · ${d.scenario}`,
          ]);
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    if (store && !(await store.stat(sha256))) await store.put(bytes);
    rows.push({
      ...d,
      version,
      fileKey: sha256,
      sha256,
      size: bytes.length,
      mime: mimeOf(bytes.subarray(0, 64)),
      downloads: (i * 7919 + 13) % 4000,
    });
  }
  if (rows.length) await db.insert(documents).values(rows);
  return rows.length;
}
