import { z } from "zod";
import {
  CONSOLE_DOCUMENT_KINDS,
  DISTRIBUTIONS,
  DOCUMENT_FORMATS,
  DOCUMENT_MAX_PRODUCTS,
  DOCUMENT_TITLE_MAX,
  DOCUMENT_VERSION_MAX,
  SCENARIOS,
} from "#shared/documents";
import { LANGUAGES } from "#shared/languages";
import { isIsoDate } from "#shared/product-lifecycle";
import { first, type Queries, searchText } from "../../http/list-query";
import { isProductId } from "../products/schemas";

const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [string, ...string[]];
const OTHER_LANGUAGES = LANGUAGE_CODES.filter((code) => code !== "en");

const title = z.string().trim().max(DOCUMENT_TITLE_MAX, "tooLong");
const isoDate = z.string().trim().refine(isIsoDate, "notDate");

/** A document's facts as the console sets them (everything but its file). */
export const documentFacts = z.object({
  kind: z.enum(CONSOLE_DOCUMENT_KINDS, { message: "choose" }),
  title: z.object({
    en: title.min(1, "required"),
    ...Object.fromEntries(OTHER_LANGUAGES.map((code) => [code, title.optional()])),
  }),
  products: z
    .array(z.string().trim().refine(isProductId, "unknown"))
    .min(1, "required")
    .max(DOCUMENT_MAX_PRODUCTS, "tooMany")
    .transform((ids) => [...new Set(ids)]),
  language: z.enum(LANGUAGE_CODES, { message: "choose" }),
  format: z.enum(DOCUMENT_FORMATS, { message: "choose" }),
  scenario: z.enum(SCENARIOS, { message: "choose" }),
  distribution: z.enum(DISTRIBUTIONS, { message: "choose" }),
  version: z
    .string()
    .trim()
    .min(1, "required")
    .max(DOCUMENT_VERSION_MAX, "tooLong")
    .regex(/^[\p{L}\p{N}][\p{L}\p{N} ._+-]*$/u, "invalid"),
  releaseDate: isoDate,
  gated: z.boolean(),
});
export type DocumentFacts = z.infer<typeof documentFacts>;

/** What a new file of a document comes with: its version label and release date. */
export const replacementFacts = documentFacts.pick({ version: true, releaseDate: true });

/**
 * A form's text fields (every value of each name) in the shape of `documentFacts`: `title.<code>`
 * per language, `products` repeated, `gated` "on" when ticked.
 */
export function factsFromForm(values: Record<string, string[]>) {
  const one = (name: string) => (Object.hasOwn(values, name) ? values[name]!.at(-1) : undefined);
  return {
    kind: one("kind"),
    title: Object.fromEntries(
      LANGUAGE_CODES.flatMap((code) => {
        const text = one(`title.${code}`)?.trim();
        return code === "en" || text ? [[code, text ?? ""]] : [];
      }),
    ),
    products: (Object.hasOwn(values, "products") ? values.products! : [])
      .flatMap((v) => v.split(/[\s,]+/))
      .filter((v) => v !== ""),
    language: one("language"),
    format: one("format"),
    scenario: one("scenario"),
    distribution: one("distribution"),
    version: one("version"),
    releaseDate: one("releaseDate"),
    gated: one("gated") === "on" || one("gated") === "true",
  };
}

/** The first problem of an input that does not fit `schema`: the field's path and a reason code. */
export function firstProblem(error: z.ZodError): { field: string; reason: string } {
  const issue = error.issues[0];
  const field = issue?.path.join(".") || "body";
  // The schemas' own messages are reason codes; zod's sentences (a wrong type) are "invalid".
  const reason = issue && /^[a-z][a-zA-Z]*$/.test(issue.message) ? issue.message : "invalid";
  return { field, reason };
}

/** The console's list: `kind`, `product`, `q` (title, version or file hash), `page`. */
export function adminDocumentsQuery(queries: Queries) {
  const page = Number(first(queries, "page"));
  return {
    kind: CONSOLE_DOCUMENT_KINDS.find((k) => k === first(queries, "kind")),
    product: (() => {
      const value = first(queries, "product")?.trim();
      return value && isProductId(value) ? value : undefined;
    })(),
    q: searchText(first(queries, "q"), 80),
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}
