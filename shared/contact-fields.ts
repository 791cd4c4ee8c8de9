/**
 * The fields of the contact forms (spec §3, §5) that the site's forms and the backend both check:
 * the telephone rule, the choices of the selects and the longest texts.
 */

/** Telephone (spec §5): an area code of 3 to 6 digits, a hyphen, the number (0066-123456). */
export const TELEPHONE_PATTERN = /^\d{3,6}-\d{4,12}$/;

export function isValidTelephone(value: string): boolean {
  return TELEPHONE_PATTERN.test(value);
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
