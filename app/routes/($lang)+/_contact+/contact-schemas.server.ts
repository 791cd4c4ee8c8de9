import { z } from "zod";
import {
  AREAS,
  BUDGETS,
  CONTACT_LIMITS as MAX,
  COUNTRIES,
  INDUSTRIES,
  TELEPHONE_INPUT_MAX,
  telephoneField,
  YES_NO,
} from "#shared/contact-fields";
import { isValidEmail } from "~/lib/email";
import { LANGUAGES } from "~/i18n/languages";

/**
 * The contact forms as their actions check them (the browser gets no zod, decision 0008); messages
 * are keys of the `contact` namespace: "This field is required." on every mandatory field (spec §5).
 */
const REQUIRED = "contact:errors.required";
const TOO_LONG = "contact:errors.tooLong";

const text = (max: number) =>
  z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, TOO_LONG);
const optionalText = (max: number) => z.string().trim().max(max, TOO_LONG).optional();
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: REQUIRED });
const email = text(MAX.email).refine(isValidEmail, "contact:errors.email");
/** A box that must be ticked (conform reads "on" as true). */
const agreed = z.boolean({ error: REQUIRED }).refine((v) => v, REQUIRED);

export const enquirySchema = z.object({
  name: text(MAX.name),
  email,
  subject: text(MAX.subject),
  message: text(MAX.message),
  privacy: agreed,
});

export const pricingSchema = z.object({
  firstName: text(MAX.name),
  lastName: text(MAX.name),
  area: choice(AREAS),
  email,
  telephone: telephoneField(text(TELEPHONE_INPUT_MAX), "contact:errors.telephone"),
  country: choice(COUNTRIES as [string, ...string[]]),
  partner: choice(YES_NO),
  partnerName: optionalText(MAX.short),
  preferredLanguage: choice(LANGUAGES.map((l) => l.code) as [string, ...string[]]),
  company: text(MAX.short),
  industry: choice(INDUSTRIES),
  jobTitle: text(MAX.short),
  products: z.array(z.string().trim().max(MAX.short, TOO_LONG)).max(MAX.products).optional(),
  budget: choice(BUDGETS),
  description: optionalText(MAX.description),
  marketing: choice(YES_NO),
  privacy: agreed,
});
