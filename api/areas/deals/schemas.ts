import { z } from "zod";
import { BUSINESS_TYPES, END_CUSTOMER_FIELDS, PARTY_FIELDS } from "#shared/deal-fields";
import { isValidEmail } from "#shared/email";

/** Length limits of the deal form (the site's form uses the same). */
export const MAX = { short: 200, long: 4000, rows: 20, reason: 2000 } as const;

const text = (max: number = MAX.short) => z.string().trim().max(max).default("");
const day = z
  .string()
  .trim()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/)
  .default("");

export { BUSINESS_TYPES, END_CUSTOMER_FIELDS, PARTY_FIELDS };

const record = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((k) => [k, text()])) as Record<K, ReturnType<typeof text>>);

/** A deal as the form sends it: anything may be empty (a draft); `missingForSubmit` says what a submission lacks. */
export const dealInput = z.object({
  businessType: z.enum([...BUSINESS_TYPES, ""]).default(""),
  projectName: text(),
  applicantCompany: text(),
  winOdds: z.number().int().min(0).max(100).nullable().default(null),
  expectedOrderDate: day,
  publicTender: z.boolean().default(false),
  registeredFrom: day,
  expirationDate: day,
  description: text(MAX.long),
  background: text(MAX.long),
  channelManagerEmail: text(),
  progress: z
    .array(
      z.object({
        operation: text(),
        progress: text(MAX.long),
        difficulty: text(MAX.long),
        createdOn: day,
      }),
    )
    .max(MAX.rows)
    .default([]),
  competitors: z
    .array(z.object({ name: text(), competingProduct: text() }))
    .max(MAX.rows)
    .default([]),
  products: z
    .array(
      z.object({
        type: text(),
        series: text(),
        model: text(),
        quantity: z.number().int().min(1).max(10_000_000).nullable().default(null),
      }),
    )
    .max(MAX.rows)
    .default([]),
  endCustomer: record(END_CUSTOMER_FIELDS).prefault({}),
  distributor: record(PARTY_FIELDS).prefault({}),
  tier2: record(PARTY_FIELDS).prefault({}),
  salesTeam: z
    .array(
      z.object({
        main: z.boolean().default(false),
        partner: text(),
        company: text(),
        role: text(),
        name: text(),
        email: text(),
        officePhone: text(),
      }),
    )
    .max(MAX.rows)
    .default([]),
});
export type DealInput = z.infer<typeof dealInput>;

/** The fields a submission lacks or has wrong (form paths such as `products[0].model`); empty when complete. */
export function missingForSubmit(deal: DealInput): string[] {
  const missing: string[] = [];
  const need = (value: unknown, path: string) => {
    if (value === "" || value === null || value === undefined) missing.push(path);
  };
  for (const key of [
    "businessType",
    "projectName",
    "applicantCompany",
    "winOdds",
    "expectedOrderDate",
    "registeredFrom",
    "description",
    "channelManagerEmail",
  ] as const)
    need(deal[key], key);
  if (deal.channelManagerEmail && !isValidEmail(deal.channelManagerEmail))
    missing.push("channelManagerEmail");
  for (const key of [
    "name",
    "firstName",
    "lastName",
    "country",
    "city",
    "address",
    "email",
  ] as const)
    need(deal.endCustomer[key], `endCustomer.${key}`);
  if (deal.endCustomer.email && !isValidEmail(deal.endCustomer.email))
    missing.push("endCustomer.email");
  need(deal.distributor.companyName, "distributor.companyName");
  need(deal.distributor.city, "distributor.city");
  deal.progress.forEach((row, i) => {
    need(row.operation, `progress[${i}].operation`);
    need(row.progress, `progress[${i}].progress`);
  });
  deal.competitors.forEach((row, i) => {
    need(row.name, `competitors[${i}].name`);
  });
  if (deal.products.length === 0) missing.push("products");
  deal.products.forEach((row, i) => {
    need(row.type, `products[${i}].type`);
    need(row.model, `products[${i}].model`);
    need(row.quantity, `products[${i}].quantity`);
  });
  if (deal.salesTeam.length === 0 || deal.salesTeam.filter((r) => r.main).length !== 1)
    missing.push("salesTeam");
  deal.salesTeam.forEach((row, i) => {
    need(row.name, `salesTeam[${i}].name`);
    need(row.email, `salesTeam[${i}].email`);
    if (row.email && !isValidEmail(row.email)) missing.push(`salesTeam[${i}].email`);
  });
  return [...new Set(missing)];
}

export const decisionInput = z.object({
  action: z.enum(["approve", "disapprove", "done", "cancel", "requestClose", "reopen"]),
  reason: z.string().trim().max(MAX.reason).default(""),
});
