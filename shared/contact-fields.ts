/**
 * The fields of the contact forms (spec §3, §5) that the site's forms and the backend both check:
 * the telephone rule, the choices of the selects and the longest texts.
 */

import { z } from "zod";

/** Telephone (spec §5): an area code of 3 to 6 digits, a hyphen, the number (0066-123456). */
export const TELEPHONE_PATTERN = /^\d{3,6}-\d{4,12}$/;

export function isValidTelephone(value: string): boolean {
  return TELEPHONE_PATTERN.test(value);
}

/** The longest telephone as typed (spaces, parentheses and all) before it is put in the spec's form. */
export const TELEPHONE_INPUT_MAX = 40;

/**
 * Country calling codes of one and two digits (ITU-T E.164); every other code has three. The codes
 * are prefix-free, so the digits after "+" or "00" name their country code without separators.
 */
const SHORT_CALLING_CODES = new Set(
  (
    "1 7 20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 " +
    "60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98"
  ).split(" "),
);

function callingCode(digits: string): string {
  if (SHORT_CALLING_CODES.has(digits.slice(0, 1))) return digits.slice(0, 1);
  if (SHORT_CALLING_CODES.has(digits.slice(0, 2))) return digits.slice(0, 2);
  return digits.slice(0, 3);
}

/**
 * A telephone number as people write it, in the spec's form (area code, hyphen, number), or null
 * when it is not one:
 * - already in the spec's form: kept as it is ("0066-123456");
 * - international, "+" or "00" then the country code: "00" and the country code are the area code,
 *   the rest the number, a trunk "(0)" left out ("+44 (0)20 7946 0958" → "0044-2079460958");
 * - national, the area code set apart by a space, a hyphen, a dot, a slash or parentheses
 *   ("(020) 7946 0958" → "020-79460958").
 */
export function normalizeTelephone(value: string): string | null {
  const typed = value.trim();
  if (isValidTelephone(typed)) return typed;
  if (!/^\+?[\d\s()./-]+$/.test(typed) || typed.length > TELEPHONE_INPUT_MAX) return null;
  const international = /^(\+|00)/.exec(typed);
  let areaCode: string;
  let number: string;
  if (international) {
    const rest = typed.slice(international[0].length).replace(/\(\s*0\s*\)/, "");
    // Parentheses only around one group of digits (an area code).
    if (/[()]/.test(rest) && !/^[^()]*\(\d+\)[^()]*$/.test(rest)) return null;
    const digits = rest.replace(/\D/g, "");
    const country = callingCode(digits);
    areaCode = `00${country}`;
    number = digits.slice(country.length);
  } else {
    const groups = /^\((\d+)\)[\s./-]*(.+)$/.exec(typed) ?? /^(\d+)[\s./-]+(.+)$/.exec(typed);
    if (!groups || /[()]/.test(groups[2]!)) return null;
    areaCode = groups[1]!;
    number = groups[2]!.replace(/\D/g, "");
  }
  const written = `${areaCode}-${number}`;
  return isValidTelephone(written) ? written : null;
}

/**
 * The telephone field of every form (contact, partner application) and of the backend's bodies:
 * `text` (the field's own required and length rules) taken as people write numbers and stored in
 * the spec's form; `message` when it is not a telephone number.
 */
export function telephoneField<T extends z.ZodType<string, string>>(text: T, message: string) {
  return text.transform((value, context) => {
    const written = normalizeTelephone(value);
    if (written === null) {
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return written;
  });
}

export const CONTACT_KINDS = ["enquiry", "pricing"] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/** Sales areas of the region select. */
export const AREAS = [
  "north-america",
  "latin-america",
  "europe",
  "middle-east",
  "africa",
  "asia-pacific",
] as const;

export const INDUSTRIES = [
  "retail",
  "education",
  "healthcare",
  "transport",
  "manufacturing",
  "government",
  "hospitality",
  "residential",
  "other",
] as const;

/** Budget ranges in US dollars. */
export const BUDGETS = ["under-10k", "10k-50k", "50k-200k", "over-200k", "unknown"] as const;

export const YES_NO = ["yes", "no"] as const;

/** ISO 3166-1 alpha-2 codes of the country/region select (names come from Intl.DisplayNames). */
export const COUNTRIES = (
  "AE AR AT AU BE BR CA CH CL CN CO CZ DE DK EG ES FI FR GB GR HK ID IE IL IN IT JP KE KR MA MX " +
  "MY NG NL NO NZ PE PH PK PL PT QA RO SA SE SG TH TR TW UA US VN ZA"
).split(" ");

export const CONTACT_LIMITS = {
  name: 60,
  short: 100,
  email: 254,
  telephone: 20,
  subject: 150,
  message: 2000,
  description: 2000,
  products: 20,
} as const;
