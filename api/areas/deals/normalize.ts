/** Company suffixes left out when names are compared (Ltd, Inc, GmbH …). */
const SUFFIXES = new Set([
  "ltd",
  "limited",
  "inc",
  "incorporated",
  "corp",
  "corporation",
  "co",
  "company",
  "llc",
  "llp",
  "plc",
  "gmbh",
  "ag",
  "sa",
  "sas",
  "sarl",
  "srl",
  "spa",
  "bv",
  "nv",
  "oy",
  "ab",
  "as",
  "kk",
  "pty",
  "pte",
  "ltda",
  "eireli",
  "me",
  "sl",
  "slu",
  "as",
  "sti",
  "ae",
  "ooo",
]);

/**
 * A company name folded for comparison: case and accents removed, punctuation as spaces, company
 * suffixes (Ltd, Inc, GmbH, S.A. …) dropped — "Açme, S.A." and "ACME SA" fold alike.
 */
export function normalizeName(name: string): string {
  const words = name
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLocaleLowerCase("en")
    .replace(/ı/g, "i")
    .replace(/ß/g, "ss")
    // "S.A." and "Co." are one word each once their dots go.
    .replace(/\b(\p{L})\.(?=\p{L}\.)/gu, "$1")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
  while (words.length > 1 && SUFFIXES.has(words[words.length - 1]!)) words.pop();
  return words.join(" ");
}

/** The conflict key of an end customer: folded name and country; empty when either is missing. */
export function customerKey(name: string, country: string): string {
  const folded = normalizeName(name);
  const place = normalizeName(country);
  return folded && place ? `${folded}|${place}` : "";
}
