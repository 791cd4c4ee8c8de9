import { numberFormat } from "./intl";

const UNITS = ["byte", "kilobyte", "megabyte", "gigabyte"] as const;

/**
 * A size in bytes as a person reads it in `lang` (a BCP 47 tag): bytes written out with the
 * language's plural ("1 byte", "831 bytes", "831 バイト"), larger sizes in kB, MB or GB (powers of
 * 1000) with one decimal at most ("1.2 MB", "40,2 GB"). The site's one size format: every page that
 * shows the size of a file uses it.
 */
export function formatSize(bytes: number, lang: string): string {
  let unit = 0;
  let value = Math.max(0, bytes);
  // Move up while the rounded figure would read 1000 or more ("1000 kB" is "1 MB").
  while (
    unit < UNITS.length - 1 &&
    Math.round(value * (unit === 0 ? 1 : 10)) >= (unit === 0 ? 1000 : 10_000)
  ) {
    value /= 1000;
    unit++;
  }
  return numberFormat(lang, {
    style: "unit",
    unit: UNITS[unit],
    // The short form of "byte" takes no plural in English and Japanese ("831 byte"); the long one does.
    unitDisplay: unit === 0 ? "long" : "short",
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
