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
import {
  choice,
  email as emailOf,
  optionalText,
  REQUIRED,
  TOO_LONG,
  text,
} from "~/lib/contact-rules.server";
import { LANGUAGES } from "~/i18n/languages";

/** The contact forms as their actions check them, with the rules of `~/lib/contact-rules.server`. */
const email = emailOf(MAX.email);
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
