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
import { isValidEmail } from "#shared/email";
import { LANGUAGES } from "#shared/languages";

const text = (max: number) => z.string().trim().min(1).max(max);
const optional = (max: number) => z.string().trim().max(max).optional().default("");
const email = z.string().trim().max(MAX.email).refine(isValidEmail, "invalid e-mail");
/** A required box: JSON true, or a form's "on"/"true". */
const agreed = z.preprocess((v) => v === true || v === "on" || v === "true", z.literal(true));
/** One or several values: a form repeats the field, JSON sends a list. */
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) => (v === undefined || v === "" ? [] : Array.isArray(v) ? v : [v]),
    z.array(item).max(MAX.products),
  );

export const enquiryBody = z.object({
  name: text(MAX.name),
  email,
  subject: text(MAX.subject),
  message: text(MAX.message),
  privacy: agreed,
});
export type Enquiry = z.infer<typeof enquiryBody>;

export const pricingBody = z.object({
  firstName: text(MAX.name),
  lastName: text(MAX.name),
  area: z.enum(AREAS),
  email,
  telephone: telephoneField(z.string().trim().max(TELEPHONE_INPUT_MAX), "invalid telephone"),
  country: z.enum(COUNTRIES as [string, ...string[]]),
  partner: z.enum(YES_NO),
  partnerName: optional(MAX.short),
  preferredLanguage: z.enum(LANGUAGES.map((l) => l.code) as [string, ...string[]]),
  company: text(MAX.short),
  industry: z.enum(INDUSTRIES),
  jobTitle: text(MAX.short),
  products: list(z.string().trim().min(1).max(MAX.short)),
  budget: z.enum(BUDGETS),
  description: optional(MAX.description),
  marketing: z.enum(YES_NO),
  privacy: agreed,
});
export type Pricing = z.infer<typeof pricingBody>;
