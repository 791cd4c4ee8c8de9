/**
 * What the QR registration link `/registration/{companyName}/{country}` fills in: the company name
 * as decoded from the path (any script), the country a known ISO 3166-1 code in any case or a
 * country's name in one of the site's languages ("Brazil", "Brasil", "البرازيل", "ブラジル"), named in
 * the visitor's language. A malformed or unknown value leaves its field empty, never an error.
 */
import { LANGUAGES } from "#shared/languages";

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

/** A country's name as compared: compatibility forms, lower case, no accents, no punctuation. */
const nameKey = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "");

/** Short names people write that the Unicode names do not have. */
const ALIASES: Record<string, string> = {
  uk: "GB",
  greatbritain: "GB",
  england: "GB",
  usa: "US",
  us: "US",
  unitedstatesofamerica: "US",
  america: "US",
  uae: "AE",
  ksa: "SA",
  turkey: "TR",
  czechrepublic: "CZ",
  holland: "NL",
};

let codesByName: Map<string, string> | undefined;

/** Every ISO 3166-1 country code by its names in the site's languages (built once). */
function countryCodesByName(): Map<string, string> {
  if (codesByName) return codesByName;
  const map = new Map(Object.entries(ALIASES));
  const namers = LANGUAGES.map((l) => new Intl.DisplayNames([l.lang], { type: "region" }));
  for (let a = 65; a <= 90; a++)
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      if (!isCountryCode(code)) continue;
      for (const namer of namers) {
        const key = nameKey(namer.of(code) ?? "");
        if (key && !map.has(key)) map.set(key, code);
      }
    }
  codesByName = map;
  return map;
}

/** Whether `code` is a two-letter code of a country the Unicode data knows. */
function isCountryCode(code: string): boolean {
  // Two letters, and none of the user-assigned codes (AA, QM–QZ, XA–XZ, ZZ "unknown region").
  if (!/^[A-Z]{2}$/.test(code) || /^(AA|Q[M-Z]|X[A-Z]|ZZ)$/.test(code)) return false;
  let name: string | undefined;
  try {
    name = known.of(code);
  } catch {
    return false;
  }
  return Boolean(name) && name !== code;
}

/**
 * The country's name in `lang` when `raw` is a known two-letter code or a country's name in one of
 * the site's languages, else "".
 */
export function countryFromPath(raw: string | undefined, lang: string): string {
  const written = (raw ?? "").trim();
  if (written.length > 100) return "";
  const code = isCountryCode(written.toUpperCase())
    ? written.toUpperCase()
    : countryCodesByName().get(nameKey(written));
  if (!code) return "";
  return new Intl.DisplayNames([lang, "en"], { type: "region" }).of(code) ?? "";
}
