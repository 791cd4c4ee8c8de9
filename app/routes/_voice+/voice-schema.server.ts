import { z } from "zod";
import { isValidEmail } from "~/lib/email";

/** Limits of the feedback form; the backend (api/areas/feedback/schemas.ts) checks the same. */
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 2000;
export const NAME_MAX = 100;

/**
 * The customer voice form as the action checks it; messages are keys of the `feedback` namespace.
 * With consent "yes" a name and a valid e-mail are required; with "no" they are not sent on.
 */
export const voiceSchema = z
  .object({
    rating: z.enum(["1", "2", "3", "4", "5"], { error: "feedback:errors.ratingEmpty" }),
    productId: z.string().trim().max(64, "feedback:errors.productUnknown").optional(),
    message: z
      .string({ error: "feedback:errors.messageEmpty" })
      .trim()
      .min(1, "feedback:errors.messageEmpty")
      .min(MESSAGE_MIN, "feedback:errors.messageTooShort")
      .max(MESSAGE_MAX, "feedback:errors.messageTooLong"),
    contactConsent: z.enum(["yes", "no"], { error: "feedback:errors.consentEmpty" }),
    name: z.string().trim().max(NAME_MAX, "feedback:errors.nameEmpty").optional(),
    email: z.string().trim().max(254, "feedback:errors.emailInvalid").optional(),
  })
  .superRefine((v, ctx) => {
    if (v.contactConsent !== "yes") return;
    if (!v.name)
      ctx.addIssue({ code: "custom", path: ["name"], message: "feedback:errors.nameEmpty" });
    if (!v.email)
      ctx.addIssue({ code: "custom", path: ["email"], message: "feedback:errors.emailEmpty" });
    else if (!isValidEmail(v.email))
      ctx.addIssue({ code: "custom", path: ["email"], message: "feedback:errors.emailInvalid" });
  });

/** What is sent to POST /api/feedback: name and e-mail only with consent. */
export function feedbackPayload(value: z.output<typeof voiceSchema>) {
  const consent = value.contactConsent === "yes";
  return {
    rating: Number(value.rating),
    productId: value.productId ?? "",
    message: value.message,
    contactConsent: value.contactConsent,
    ...(consent ? { name: value.name, email: value.email } : {}),
  };
}
