import type { Intent } from "@conform-to/react";
import { z } from "zod";
import { isValidateIntent } from "~/components/forms/intent";
import { isValidEmail } from "~/lib/email";

/**
 * Form schemas of the account screens, used by their actions only (the browser gets no zod: the
 * forms are checked on the server, decision 0008); messages are keys of the `auth` namespace (spec
 * §5 wording).
 */
const required = (key: string) => z.string({ error: key }).trim().min(1, key);

export const email = required("auth:emailEmpty").refine(isValidEmail, "auth:emailInvalid");
const newPassword = z
  .string({ error: "auth:passwordEmpty" })
  .min(8, "auth:passwordTooShort")
  .max(128, "auth:passwordTooShort");

export const loginSchema = z.object({
  email,
  password: z.string({ error: "auth:passwordEmpty" }).min(1, "auth:passwordEmpty"),
  code: required("auth:captchaEmpty"),
  key: z.string(),
  redirectTo: z.string().optional(),
});

/** Sign-in answering the text question instead of the image (its own "cannot be empty"). */
export const loginQuestionSchema = loginSchema.extend({
  code: required("auth:captchaQuestion.empty"),
});

const registerFields = {
  companyName: required("auth:companyEmpty"),
  name: required("auth:nameEmpty"),
  country: required("auth:countryEmpty"),
  description: required("auth:descriptionEmpty"),
  code: required("auth:codeEmpty").regex(/^\d{6}$/, "auth:codeFormat"),
};

/** The registration, as the server checks it (for both steps). */
export const registerSchema = z.object({ email, ...registerFields });

/**
 * "Send verification code" is conform's validate intent on the e-mail field: only the e-mail's
 * error is shown, and a valid address goes on to the action, which sends the code.
 */
export const sendsCode = (intent: Intent | null) => isValidateIntent(intent, "email");

export const forgotSchema = z.object({ email });

/** Two new-password fields that must match: "The two passwords are inconsistent". */
const twoPasswords = <T extends z.ZodRawShape>(shape: T) =>
  z
    .object({
      ...shape,
      password: newPassword,
      confirmPassword: z.string({ error: "auth:passwordEmpty" }),
    })
    .refine(
      (v) =>
        (v as { password: string }).password === (v as { confirmPassword: string }).confirmPassword,
      {
        message: "auth:passwordsInconsistent",
        path: ["confirmPassword"],
      },
    );

export const resetSchema = twoPasswords({ token: z.string() });
export const changePasswordSchema = twoPasswords({
  oldPassword: z.string({ error: "auth:passwordEmpty" }).min(1, "auth:passwordEmpty"),
});
