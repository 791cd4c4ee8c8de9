import { z } from "zod";
import {
  AREAS,
  COUNTRIES,
  TELEPHONE_INPUT_MAX,
  telephoneField,
  YES_NO,
} from "#shared/contact-fields";
import { isValidEmail } from "#shared/email";
import {
  APPLICATION_LIMITS as MAX,
  APPLICATION_STATUSES,
  isWebsite,
  PARTNER_TYPES,
} from "#shared/partner-application";
import { first, paging, type Queries } from "../../http/list-query";

/**
 * The partner application's text fields as the backend checks them. Each message is the reason the
 * site shows at the field: required, email, telephone, website, tooLong.
 */
const required = (max: number) =>
  z.string({ error: "required" }).trim().min(1, "required").max(max, "tooLong");
const optional = (max: number) => z.string().trim().max(max, "tooLong").optional().default("");
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: "required" });
const email = required(MAX.email).refine(isValidEmail, "email");
const optionalEmail = optional(MAX.email).refine((v) => v === "" || isValidEmail(v), "email");

export const resellerFields = z.object({
  companyName: required(MAX.companyName),
  siteUrl: required(MAX.website).refine(isWebsite, "website"),
  region: choice(AREAS),
  country: choice(COUNTRIES as [string, ...string[]]),
  distributor: optional(MAX.distributor),
  accountEmail: email,
  contactEmail: email,
  preSalesEmail: optionalEmail,
  postSalesEmail: optionalEmail,
  marketingEmail: optionalEmail,
  phone: telephoneField(required(TELEPHONE_INPUT_MAX), "telephone"),
  address: required(MAX.address),
  partnerType: choice(PARTNER_TYPES),
  listed: choice(YES_NO),
});
export type ResellerFields = z.infer<typeof resellerFields>;

/** The administrator's list: `status` (one of the review states), `page`. */
export function applicationListQuery(queries: Queries) {
  const raw = first(queries, "status");
  const status = APPLICATION_STATUSES.find((s) => s === raw);
  return { status, paging: paging(queries, { maxPage: 1000, maxPageSize: 50, pageSize: 20 }) };
}

/** Approve, or disapprove with a reason (required). */
export const decisionBody = z.discriminatedUnion("decision", [
  z.object({
    decision: z.literal("approve"),
    reason: z.string().trim().max(MAX.reason).optional(),
  }),
  z.object({
    decision: z.literal("reject"),
    reason: z.string().trim().min(1).max(MAX.reason),
  }),
]);
