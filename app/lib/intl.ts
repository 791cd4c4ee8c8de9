import { useRootData } from "~/lib/root-data";

/**
 * `Intl` formatters built once per language and options: building one costs far more than using
 * it, and a page formats many dates and prices. The keys come from code (the eight languages and a
 * few fixed option sets), so the caches stay small.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<F>(cache: Map<string, F>, lang: string, options: object, create: () => F): F {
  const key = `${lang}\u0000${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = create();
    cache.set(key, format);
  }
  return format;
}

/** A date format in UTC (`dateStyle` medium or long) for a BCP 47 language tag. */
export function dateFormat(
  lang: string,
  dateStyle: "medium" | "long" = "medium",
  options: Omit<Intl.DateTimeFormatOptions, "dateStyle" | "timeZone"> = {},
): Intl.DateTimeFormat {
  const all: Intl.DateTimeFormatOptions = { ...options, dateStyle, timeZone: "UTC" };
  return cached(dateFormats, lang, all, () => new Intl.DateTimeFormat(lang, all));
}

/** A number format for a BCP 47 language tag. */
export function numberFormat(
  lang: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  return cached(numberFormats, lang, options, () => new Intl.NumberFormat(lang, options));
}

/** Formats an ISO date (YYYY-MM-DD) in the page's language. */
export function useDateFormat(style: "medium" | "long" = "medium") {
  const { language } = useRootData();
  const format = dateFormat(language.lang, style);
  return (iso: string) => format.format(new Date(`${iso}T00:00:00Z`));
}

const regionNames = new Map<string, Intl.DisplayNames>();

/** The name of a country (an ISO 3166-1 alpha-2 code) in `lang`; the code itself when unknown. */
export function countryName(code: string, lang: string): string {
  let names = regionNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([lang], { type: "region" });
    regionNames.set(lang, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}
