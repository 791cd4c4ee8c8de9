import { z } from "zod";
import { rowsAnchor } from "~/components/forms/repeatable";
import { requiredFields } from "~/components/forms/required.server";
import type { TFunction } from "i18next";
import { isValidEmail } from "~/lib/email";
import { BUSINESS_TYPES, END_CUSTOMER_FIELDS, MAX_ROWS, PARTY_FIELDS } from "#shared/deal-fields";

export { BUSINESS_TYPES, END_CUSTOMER_FIELDS, MAX_ROWS, PARTY_FIELDS };

/**
 * The deal form as its action checks it (the browser gets no zod, decision 0008). "Save draft"
 * uses `draftSchema` (anything may be empty), "Submit" `submitSchema` (spec §3 complete); messages
 * are keys of the `deals` namespace.
 */
const REQUIRED = "deals:errors.required";
const TOO_LONG = "deals:errors.tooLong";
const EMAIL = "deals:errors.email";
const NUMBER = "deals:errors.number";
const SHORT = 200;
const LONG = 4000;
const optional = (max = SHORT) => z.string().trim().max(max, TOO_LONG).optional();
const required = (max = SHORT) =>
  z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, TOO_LONG);
const optionalEmail = optional().refine((v) => !v || isValidEmail(v), EMAIL);
const requiredEmail = required().refine(isValidEmail, EMAIL);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, REQUIRED);

function build(complete: boolean) {
  const text = (max = SHORT) => (complete ? required(max) : optional(max));
  const email = complete ? requiredEmail : optionalEmail;
  const date = complete ? day : day.optional();
  const pick = (keys: readonly string[], needed: readonly string[]) =>
    z.object(
      Object.fromEntries(
        keys.map((k) => [
          k,
          needed.includes(k)
            ? k === "email"
              ? email
              : text()
            : k === "email"
              ? optionalEmail
              : optional(),
        ]),
      ),
    );
  const rows = <T extends z.ZodType>(row: T) => z.array(row).max(MAX_ROWS).optional();
  return z.object({
    businessType: complete
      ? z.enum(BUSINESS_TYPES, { error: REQUIRED })
      : z.enum(BUSINESS_TYPES).optional(),
    projectName: text(),
    applicantCompany: text(),
    winOdds: complete
      ? z.number({ error: NUMBER }).int(NUMBER).min(0, NUMBER).max(100, NUMBER)
      : z.number({ error: NUMBER }).int(NUMBER).min(0, NUMBER).max(100, NUMBER).optional(),
    expectedOrderDate: date,
    publicTender: z.boolean().optional(),
    registeredFrom: date,
    expirationDate: day.optional(),
    description: text(LONG),
    background: optional(LONG),
    channelManagerEmail: email,
    progress: rows(
      z.object({
        operation: text(),
        progress: text(LONG),
        difficulty: optional(LONG),
        createdOn: day.optional(),
      }),
    ),
    competitors: rows(z.object({ name: text(), competingProduct: optional() })),
    products: complete
      ? z
          .array(
            z.object({
              type: text(),
              series: optional(),
              model: text(),
              quantity: z
                .number({ error: NUMBER })
                .int(NUMBER)
                .min(1, NUMBER)
                .max(10_000_000, NUMBER),
            }),
          )
          .min(1, "deals:errors.products")
          .max(MAX_ROWS)
      : rows(
          z.object({
            type: optional(),
            series: optional(),
            model: optional(),
            quantity: z
              .number({ error: NUMBER })
              .int(NUMBER)
              .min(1, NUMBER)
              .max(10_000_000, NUMBER)
              .optional(),
          }),
        ),
    endCustomer: pick(
      END_CUSTOMER_FIELDS,
      complete ? ["name", "firstName", "lastName", "country", "city", "address", "email"] : [],
    ).optional(),
    distributor: pick(PARTY_FIELDS, complete ? ["companyName", "city"] : []).optional(),
    tier2: pick(PARTY_FIELDS, []).optional(),
    salesTeam: complete
      ? z
          .array(
            z.object({
              main: z.boolean().optional(),
              partner: optional(),
              company: optional(),
              role: optional(),
              name: text(),
              email,
              officePhone: optional(),
            }),
          )
          .min(1, "deals:errors.oneMain")
          .max(MAX_ROWS)
          .refine((rows) => rows.filter((r) => r.main).length === 1, "deals:errors.oneMain")
      : rows(
          z.object({
            main: z.boolean().optional(),
            partner: optional(),
            company: optional(),
            role: optional(),
            name: optional(),
            email: optionalEmail,
            officePhone: optional(),
          }),
        ),
  });
}

export const draftSchema = build(false);
export const submitSchema = build(true);
/** The fields a submission needs, marked on the form. */
export const REQUIRED_FIELDS = requiredFields(submitSchema);
export type DealForm = Partial<z.input<typeof draftSchema>>;

type Parsed = z.output<typeof draftSchema>;

/** The backend's deal (every field present, empty when not given). */
export function toBackend(value: Parsed) {
  const s = (v: string | undefined) => v ?? "";
  const fill = (keys: readonly string[], o: Record<string, string | undefined> | undefined) =>
    Object.fromEntries(keys.map((k) => [k, s(o?.[k])]));
  return {
    businessType: value.businessType ?? "",
    projectName: s(value.projectName),
    applicantCompany: s(value.applicantCompany),
    winOdds: value.winOdds ?? null,
    expectedOrderDate: s(value.expectedOrderDate),
    publicTender: value.publicTender ?? false,
    registeredFrom: s(value.registeredFrom),
    expirationDate: s(value.expirationDate),
    description: s(value.description),
    background: s(value.background),
    channelManagerEmail: s(value.channelManagerEmail),
    progress: (value.progress ?? []).map((r) => ({
      operation: s(r.operation),
      progress: s(r.progress),
      difficulty: s(r.difficulty),
      createdOn: s(r.createdOn),
    })),
    competitors: (value.competitors ?? []).map((r) => ({
      name: s(r.name),
      competingProduct: s(r.competingProduct),
    })),
    products: (value.products ?? []).map((r) => ({
      type: s(r.type),
      series: s(r.series),
      model: s(r.model),
      quantity: r.quantity ?? null,
    })),
    endCustomer: fill(END_CUSTOMER_FIELDS, value.endCustomer),
    distributor: fill(PARTY_FIELDS, value.distributor),
    tier2: fill(PARTY_FIELDS, value.tier2),
    salesTeam: (value.salesTeam ?? []).map((r) => ({
      main: r.main ?? false,
      partner: s(r.partner),
      company: s(r.company),
      role: s(r.role),
      name: s(r.name),
      email: s(r.email),
      officePhone: s(r.officePhone),
    })),
  };
}

/** The lists of rows of the form, by the key of their section's title. */
const LISTS = ["progress", "competitors", "products", "salesTeam"] as const;
/** A row's field whose label has a key of its own (`fields.<key>`). */
const ROW_LABELS: Record<string, Record<string, string>> = {
  competitors: { name: "competitorName" },
  products: { type: "productType" },
};
/** The sections of grouped fields, and where their labels are. */
const GROUPS: Record<string, string> = {
  endCustomer: "customer",
  distributor: "party",
  tier2: "party",
};

/**
 * A field of the deal form named as the page labels it, for the error summary: "Project name",
 * "City (End customer)", "Model (Products, row 2)", a list by its section's title.
 */
export function dealFieldLabel(name: string, t: TFunction): string | undefined {
  const [, head = "", index, key] = /^(\w+)(?:\[(\d+)\])?(?:\.(\w+))?$/.exec(name) ?? [];
  const list = (LISTS as readonly string[]).includes(head) ? t(`sections.${head}`) : undefined;
  if (key === undefined) return list ?? t(`fields.${head}`);
  if (index !== undefined && list)
    return t("common:form.summary.row", {
      field: t(`fields.${ROW_LABELS[head]?.[key] ?? key}`),
      list,
      number: Number(index) + 1,
    });
  const group = GROUPS[head];
  if (!group || index !== undefined) return undefined;
  return t("common:form.summary.group", {
    field: t(`${group}.${key}`),
    group: t(`sections.${head}`),
  });
}

/** Where the summary links an error that is a list's own: the list's rows. */
export const dealErrorAnchor = (name: string) =>
  (LISTS as readonly string[]).includes(name) ? rowsAnchor(name) : undefined;
