/**
 * The partner application (spec §3 "partner application", §5, §9) as the site's form and the
 * backend both check it: the partner types, the choices, the longest texts and the rules of the
 * three files (judged by content on the backend; the form's `accept` lists the same kinds).
 */

/** Partner types of spec §9, gold and silver tiers included, in the order forms and filters show them. */
export const PARTNER_TYPES = [
  "distributor",
  "comprehensive-distributor",
  "project-distributor",
  "reseller",
  "system-integrator",
  "certified-service-partner",
  "gold",
  "silver",
  "installer",
] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];

export const APPLICATION_LIMITS = {
  companyName: 200,
  website: 300,
  distributor: 200,
  email: 254,
  phone: 20,
  address: 500,
  reason: 1000,
} as const;

/** The e-mail fields: the company account and contact addresses are required, the others not. */
export const REQUIRED_EMAILS = ["accountEmail", "contactEmail"] as const;
export const OPTIONAL_EMAILS = ["preSalesEmail", "postSalesEmail", "marketingEmail"] as const;

/** The application's text fields, in the order the backend reads them. */
export const APPLICATION_TEXT_FIELDS = [
  "companyName",
  "siteUrl",
  "region",
  "country",
  "distributor",
  ...REQUIRED_EMAILS,
  ...OPTIONAL_EMAILS,
  "phone",
  "address",
  "partnerType",
  "listed",
] as const;

/** The kinds (by content) each file may be; the logo is optional, the others required. */
export const APPLICATION_FILES = {
  logo: { kinds: ["png", "jpeg"], required: false, accept: ".png,.jpg,.jpeg,image/png,image/jpeg" },
  agreement: {
    kinds: ["pdf", "png", "jpeg", "webp"],
    required: true,
    accept: ".pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp",
  },
  license: {
    kinds: ["pdf", "png", "jpeg", "webp"],
    required: true,
    accept: ".pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp",
  },
} as const satisfies Record<
  string,
  { kinds: readonly string[]; required: boolean; accept: string }
>;
export type ApplicationFile = keyof typeof APPLICATION_FILES;
export const APPLICATION_FILE_FIELDS = Object.keys(APPLICATION_FILES) as ApplicationFile[];

/** A web address: http or https with a host name. */
export function isWebsite(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** Review states (spec §4): shown as To be Approved, Approved and Disapproved. */
export const APPLICATION_STATUSES = ["submitted", "approved", "rejected"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
