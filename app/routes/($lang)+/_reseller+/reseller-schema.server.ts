import { z } from "zod";
import {
  AREAS,
  COUNTRIES,
  TELEPHONE_INPUT_MAX,
  telephoneField,
  YES_NO,
} from "#shared/contact-fields";
import { APPLICATION_LIMITS as MAX, isWebsite, PARTNER_TYPES } from "#shared/partner-application";
import { isValidEmail } from "~/lib/email";

/**
 * The partner application as its action checks it (the browser gets no zod, decision 0008).
 * Messages are keys: "This field is required." and the e-mail and telephone rules of spec §5 come
 * from the contact forms' texts; the files are judged by their bytes on the backend, here only
 * their presence and size.
 */
const REQUIRED = "contact:errors.required";
const TOO_LONG = "contact:errors.tooLong";
const EMAIL = "contact:errors.email";

/** Largest file (spec §5 business license: 50 MB). */
export const FILE_LIMIT_BYTES = 50 * 1024 * 1024;

const text = (max: number) =>
  z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, TOO_LONG);
const optionalText = (max: number) => z.string().trim().max(max, TOO_LONG).optional();
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: REQUIRED });
const email = text(MAX.email).refine(isValidEmail, EMAIL);
const optionalEmail = optionalText(MAX.email).refine((v) => !v || isValidEmail(v), EMAIL);
const file = (field: string, required: boolean) => {
  const present = z
    .custom<File>((v) => v instanceof File && v.size > 0, { message: REQUIRED })
    .refine((f) => f.size <= FILE_LIMIT_BYTES, `reseller:errors.${field}.fileTooLarge`);
  return required ? present : present.optional();
};

export const resellerSchema = z.object({
  companyName: text(MAX.companyName),
  siteUrl: text(MAX.website).refine(isWebsite, "reseller:errors.website"),
  region: choice(AREAS),
  country: choice(COUNTRIES as [string, ...string[]]),
  distributor: optionalText(MAX.distributor),
  accountEmail: email,
  contactEmail: email,
  preSalesEmail: optionalEmail,
  postSalesEmail: optionalEmail,
  marketingEmail: optionalEmail,
  phone: telephoneField(text(TELEPHONE_INPUT_MAX), "contact:errors.telephone"),
  address: text(MAX.address),
  partnerType: choice(PARTNER_TYPES),
  logo: file("logo", false),
  agreement: file("agreement", true),
  license: file("license", true),
  listed: choice(YES_NO),
});
export type ResellerInput = z.infer<typeof resellerSchema>;

/** The text fields the backend takes, in the order it reads them. */
export const TEXT_FIELDS = [
  "companyName",
  "siteUrl",
  "region",
  "country",
  "distributor",
  "accountEmail",
  "contactEmail",
  "preSalesEmail",
  "postSalesEmail",
  "marketingEmail",
  "phone",
  "address",
  "partnerType",
  "listed",
] as const;
export const FILE_FIELDS = ["logo", "agreement", "license"] as const;
