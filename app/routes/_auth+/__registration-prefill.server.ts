/**
 * What the QR registration link `/registration/{companyName}/{country}` fills in: the company name
 * as decoded from the path (any script), the country a known ISO 3166-1 code in any case, named in
 * the visitor's language. A malformed or unknown value leaves its field empty, never an error.
 */

const MAX_COMPANY = 200;

/** A control character, the replacement character of a broken decoding, or a lone surrogate. */
function unprintable(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0xfffd) return true;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
    } else if (code >= 0xdc00 && code <= 0xdfff) return true;
  }
  return false;
}

export function companyFromPath(raw: string | undefined): string {
  const value = (raw ?? "").normalize("NFC").trim();
  if (!value || value.length > MAX_COMPANY) return "";
  // A percent sign followed by two hex digits is an encoding the router could not decode.
  if (unprintable(value) || /%[0-9A-Fa-f]{2}/.test(value)) return "";
  return value;
}

const known = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });

/** The country's name in `lang` when `raw` is a known two-letter code, else "". */
export function countryFromPath(raw: string | undefined, lang: string): string {
  const code = (raw ?? "").trim().toUpperCase();
  // Two letters, and none of the user-assigned codes (AA, QM–QZ, XA–XZ, ZZ "unknown region").
  if (!/^[A-Z]{2}$/.test(code) || /^(AA|Q[M-Z]|X[A-Z]|ZZ)$/.test(code)) return "";
  let name: string | undefined;
  try {
    name = known.of(code);
  } catch {
    return "";
  }
  if (!name || name === code) return "";
  return new Intl.DisplayNames([lang, "en"], { type: "region" }).of(code) ?? "";
}
