import { z } from "zod";
import {
  AREAS,
  COUNTRIES,
  TELEPHONE_INPUT_MAX,
  telephoneField,
  YES_NO,
} from "#shared/contact-fields";
import {
  APPLICATION_FILE_FIELDS,
  APPLICATION_LIMITS as MAX,
  APPLICATION_TEXT_FIELDS,
  isWebsite,
  PARTNER_TYPES,
} from "#shared/partner-application";
import {
  choice,
  EMAIL,
  email as emailOf,
  optionalText,
  REQUIRED,
  text,
} from "~/lib/contact-rules.server";
import { isValidEmail } from "~/lib/email";

/**
 * The partner application as its action checks it (the browser gets no zod, decision 0008).
 * Messages are keys: "This field is required." and the e-mail and telephone rules of spec §5 come
 * from the contact forms' texts; the files are judged by their bytes on the backend, here only
 * their presence and size.
 */

/** Largest file (spec §5 business license: 50 MB). */
export const FILE_LIMIT_BYTES = 50 * 1024 * 1024;

const email = emailOf(MAX.email);
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

/** The text fields the backend takes, in the order it reads them, and the files. */
export const TEXT_FIELDS = APPLICATION_TEXT_FIELDS;
export const FILE_FIELDS = APPLICATION_FILE_FIELDS;
