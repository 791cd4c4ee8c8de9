import { z } from "zod";
import { isValidEmail } from "~/lib/email";

/**
 * The rules the contact forms and the partner application share (the browser gets no zod,
 * decision 0008). Messages are keys of the `contact` namespace: "This field is required." on every
 * mandatory field (spec §5), and the e-mail rule.
 */
export const REQUIRED = "contact:errors.required";
export const TOO_LONG = "contact:errors.tooLong";
export const EMAIL = "contact:errors.email";

/** A required text of at most `max` characters, trimmed. */
export const text = (max: number) =>
  z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, TOO_LONG);
/** A text that may be left out, of at most `max` characters, trimmed. */
export const optionalText = (max: number) => z.string().trim().max(max, TOO_LONG).optional();
/** One of `values`, required. */
export const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: REQUIRED });
/** A required e-mail address of at most `max` characters. */
export const email = (max: number) => text(max).refine(isValidEmail, EMAIL);
