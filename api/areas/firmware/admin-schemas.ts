import { z } from "zod";
import { FIRMWARE_STATUSES, FIRMWARE_TRACKS } from "#shared/firmware";
import { LANGUAGES } from "#shared/languages";
import { isIsoDate } from "#shared/product-lifecycle";
import { enumFilter, first, type Queries, searchText, textFilter } from "../../http/list-query";

/** Longest release notes and known issues, per language, in characters of Markdown. */
export const NOTES_MAX = 20_000;
/** Longest reason for a withdrawal, per language. */
export const REASON_MAX = 1_000;

/** A version: numbers separated by dots (2 to 4 of them), optionally a suffix such as `-rc1`. */
export const VERSION_PATTERN = /^\d{1,4}(\.\d{1,5}){1,3}(-[0-9A-Za-z]+(\.[0-9A-Za-z]+)*)?$/;
/** A firmware line: the slug its releases share (`ipc-pro-bullet`). */
export const LINE_PATTERN = /^[a-z0-9][a-z0-9-]{1,47}$/;

/** The console's list: one state, one model (a product id) and a search over versions and models. */
export function consoleListQuery(queries: Queries) {
  return {
    status: enumFilter(first(queries, "status"), FIRMWARE_STATUSES),
    model: textFilter(first(queries, "model"), 64),
    q: searchText(first(queries, "q"), 100),
  };
}

/** A text per language from flat fields `<prefix>.<code>`: English required or not, the rest optional. */
function localizedFields(prefix: string, max: number, englishRequired: boolean) {
  return Object.fromEntries(
    LANGUAGES.map((l) => {
      const required = l.code === "en" && englishRequired;
      // Line ends as a browser's form sends them (CRLF) are kept as LF.
      const text = z
        .string()
        .transform((v) => v.replace(/\r\n?/g, "\n").trim())
        .pipe(
          z
            .string()
            .min(required ? 1 : 0, "required")
            .max(max, "tooLong"),
        );
      return [`${prefix}.${l.code}`, required ? text : text.optional()];
    }),
  ) as Record<string, z.ZodType<string | undefined>>;
}

/** Gathers `<prefix>.<code>` fields into one localized text, leaving out the empty ones. */
export function gathered(
  values: Record<string, unknown>,
  prefix: string,
): { en: string } & Record<string, string> {
  const texts: Record<string, string> = { en: "" };
  for (const l of LANGUAGES) {
    const text = values[`${prefix}.${l.code}`];
    if (typeof text === "string" && text) texts[l.code] = text;
  }
  return texts as { en: string } & Record<string, string>;
}

const date = z.string().trim().refine(isIsoDate, "date");

/** What a draft's texts and dates are, as the console sends them (flat fields, JSON or multipart). */
const releaseTexts = {
  track: z.enum(FIRMWARE_TRACKS, { error: "required" }),
  ltsEndsOn: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || isIsoDate(v), "date"),
  releaseDate: date,
  ...localizedFields("notes", NOTES_MAX, true),
  ...localizedFields("knownIssues", NOTES_MAX, false),
};

/** An LTS track needs its end date, after the release date; an active one has none. */
function checkTrack(
  value: { track: string; ltsEndsOn?: string; releaseDate: string },
  ctx: z.RefinementCtx,
) {
  if (value.track === "lts" && !value.ltsEndsOn)
    ctx.addIssue({ code: "custom", path: ["ltsEndsOn"], message: "ltsRequired" });
  if (value.track === "lts" && value.ltsEndsOn && value.ltsEndsOn <= value.releaseDate)
    ctx.addIssue({ code: "custom", path: ["ltsEndsOn"], message: "ltsBeforeRelease" });
  if (value.track === "active" && value.ltsEndsOn)
    ctx.addIssue({ code: "custom", path: ["ltsEndsOn"], message: "ltsActive" });
}

/** A new release's text fields (its file comes beside them in the multipart body). */
export const newReleaseFields = z
  .object({
    line: z.string().trim().regex(LINE_PATTERN, "line"),
    /** Model codes or product ids, separated by commas or spaces. */
    models: z.string().trim().min(1, "required").max(1_000, "tooLong"),
    version: z.string().trim().regex(VERSION_PATTERN, "version"),
    ...releaseTexts,
  })
  .superRefine(checkTrack);
export type NewReleaseFields = z.output<typeof newReleaseFields>;

/** A draft's texts and dates, changed. */
export const draftTextsBody = z.object(releaseTexts).strict().superRefine(checkTrack);
export type DraftTexts = z.output<typeof draftTextsBody>;

/** A withdrawal: the reason visitors read, English required. */
export const withdrawBody = z.object(localizedFields("reason", REASON_MAX, true)).strict();

/** Model codes as typed: split on commas and white space, duplicates dropped. */
export const modelCodes = (raw: string) => [
  ...new Set(
    raw
      .split(/[\s,]+/)
      .map((code) => code.trim())
      .filter(Boolean),
  ),
];
