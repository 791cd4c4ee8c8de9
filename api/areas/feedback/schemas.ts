import { z } from "zod";
import { isValidEmail } from "#shared/email";
import { enumFilter, first, type Queries, wholeNumber } from "../../http/list-query";

export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 2000;
export const NAME_MAX = 100;
export const RATINGS = ["1", "2", "3", "4", "5"] as const;
export const FEEDBACK_STATUSES = ["handled", "unhandled"] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/**
 * A feedback as sent: a rating of 1 to 5, an optional product, a message of 10 to 2000 characters
 * and the contact consent; with consent "yes" a name and a valid e-mail are required, with "no"
 * they are dropped (never stored).
 */
export const feedbackBody = z
  .object({
    rating: z.coerce.number().int().min(1).max(5),
    productId: z.string().trim().max(64).optional(),
    message: z.string().trim().min(MESSAGE_MIN).max(MESSAGE_MAX),
    contactConsent: z.enum(["yes", "no"]),
    name: z.string().trim().max(NAME_MAX).optional(),
    email: z.string().trim().max(254).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.contactConsent !== "yes") return;
    if (!v.name) ctx.addIssue({ code: "custom", path: ["name"], message: "required" });
    if (!v.email || !isValidEmail(v.email))
      ctx.addIssue({ code: "custom", path: ["email"], message: "invalid" });
  })
  .transform((v) => ({
    rating: v.rating,
    productId: v.productId || null,
    message: v.message,
    contactConsent: v.contactConsent,
    name: v.contactConsent === "yes" ? (v.name ?? null) : null,
    email: v.contactConsent === "yes" ? (v.email ?? null) : null,
  }));
export type FeedbackInput = z.output<typeof feedbackBody>;

export const FEEDBACK_PAGE_SIZE = 20;

/** The administrators' queue filters, read leniently (a bad value matches nothing or is dropped). */
export function feedbackQuery(queries: Queries) {
  const rating = first(queries, "rating")?.trim();
  const product = first(queries, "product")?.trim();
  return {
    rating: rating ? ((RATINGS as readonly string[]).includes(rating) ? Number(rating) : 0) : null,
    product: product ? product.slice(0, 64) : null,
    status: enumFilter(first(queries, "status"), FEEDBACK_STATUSES),
    page: wholeNumber(first(queries, "page"), 10_000, 1),
    pageSize: FEEDBACK_PAGE_SIZE,
  };
}
export type FeedbackQuery = ReturnType<typeof feedbackQuery>;
