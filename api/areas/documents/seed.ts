import { createHash } from "node:crypto";
import { LANGUAGES } from "#shared/languages";
import { DISTRIBUTIONS, SCENARIOS } from "#shared/documents";
import type { Database } from "../../db/client";
import { documentProducts, documents, type Localized } from "../../db/schema";
import { mimeOf } from "../../infra/file-checks";
import { folderStore } from "../../infra/file-store";
import { pick } from "../../infra/localized";
import {
  type DatasheetProduct,
  type DatasheetTexts,
  datasheetHtml,
  type SpecificationNames,
} from "./datasheet";
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
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const timeOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * A day `offset` days after `from`, wrapped so that it falls between `from` and `today` (both
 * included): a made-up release date never lies in the future. `today` when `from` is later.
 */
export function dayBetween(from: string, offset: number, today: string): string {
  const span = Math.round((timeOf(today) - timeOf(from)) / DAY_MS);
  if (span <= 0) return today;
  return dayOf(timeOf(from) + (offset % (span + 1)) * DAY_MS);
}

/** Completed downloads a day, on average, of a document of each kind (others: `DEFAULT_DAILY`). */
const DAILY_DOWNLOADS: Record<string, number> = {
  datasheet: 2.4,
  "quick-guide": 1.3,
  manual: 0.9,
  "solution-brief": 0.8,
  "deployment-guide": 0.6,
  "design-checklist": 0.4,
  "after-sales": 0.3,
  certificate: 0.15,
};
const DEFAULT_DAILY = 0.5;

/**
 * A plausible download count for a document of `kind` released on `releaseDate`, seen `today`:
 * its age in days times the kind's daily rate, spread between half and one and a half times that
 * by `seed` (so documents of one kind and age differ). Nothing on its day of release.
 */
export function plausibleDownloads(
  kind: string,
  releaseDate: string,
  today: string,
  seed: number,
): number {
  const age = Math.max(0, Math.round((timeOf(today) - timeOf(releaseDate)) / DAY_MS));
  const spread = 0.5 + ((seed * 7919 + 13) % 1000) / 1000;
  return Math.floor(age * (DAILY_DOWNLOADS[kind] ?? DEFAULT_DAILY) * spread);
}

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
 * documents of documents.json, each with a real file made here and put in the file store at
 * `filesDir` (skipped when the store already has those bytes, or when no store is given: the rows
 * are the same, since a file's key is its content's hash). A product's data sheet is a printable
 * HTML document of its catalogue data in the document's language (`datasheetHtml`); the others are
 * a PDF page or a short HTML document. Filter values and languages are spread over every value;
 * release dates fall between the product's release (or early 2024) and `now` (a data sheet comes
 * out with its product), download counts follow the document's age. One insert.
 */
export async function seedDocuments(
  db: Database,
  input: {
    productDocuments: ProductDocument[];
    solutions: SeedSolution[];
    templates: SolutionTemplate[];
    /** What the products' data sheets show. */
    datasheets: {
      products: Map<string, DatasheetProduct>;
      names: SpecificationNames;
      texts: DatasheetTexts;
    };
    brand: string;
    filesDir?: string;
    /** The seed's time: no date lies after its day. */
    now?: Date;
  },
): Promise<number> {
  const today = dayOf((input.now ?? new Date()).getTime());
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
        format: d.kind === "quick-guide" || d.kind === "datasheet" ? "html" : "pdf",
        language: LANGUAGES[i % LANGUAGES.length]!.code,
        distribution: DISTRIBUTIONS[(i * 5) % DISTRIBUTIONS.length]!,
        scenario: solution?.industry ?? SCENARIOS[(i * 7) % SCENARIOS.length]!,
        // A data sheet comes out with its product; the other documents later.
        releaseDate: dayBetween(d.releaseDate, d.kind === "datasheet" ? 0 : (i % 9) * 17, today),
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
          releaseDate: dayBetween("2024-01-15", (n * 41 + k * 97) % 900, today),
        };
      }),
    ),
  ];
  const rows = [];
  for (const [i, d] of drafts.entries()) {
    const version = `${1 + (i % 3)}.${i % 4}`;
    const language = LANGUAGES.find((l) => l.code === d.language)!;
    const subject = d.productId ? d.productId.toUpperCase() : (d.solutionId ?? "");
    const datasheet =
      d.kind === "datasheet" && d.productId
        ? input.datasheets.products.get(d.productId)
        : undefined;
    const bytes = datasheet
      ? datasheetHtml(datasheet, language, {
          brand: input.brand,
          version,
          releaseDate: d.releaseDate,
          names: input.datasheets.names,
          texts: input.datasheets.texts,
        })
      : d.format === "pdf"
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
      downloads: plausibleDownloads(d.kind, d.releaseDate, today, i),
    });
  }
  if (rows.length) {
    const inserted = await db
      .insert(documents)
      .values(rows)
      .returning({ id: documents.id, productId: documents.productId });
    const links = inserted.flatMap((d) =>
      d.productId ? [{ documentId: d.id, productId: d.productId, position: 0 }] : [],
    );
    if (links.length) await db.insert(documentProducts).values(links);
  }
  return rows.length;
}
