import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { parseForm } from "~/components/forms/parse.server";
import { localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { isValidEmail } from "~/lib/email";
import { checkHoneypot, invalid, redirectWithToast } from "~/lib/form-action.server";
import { readForm } from "~/lib/form.server";
import { refuseSpam, SPAM_OVERRIDES } from "~/lib/spam-guard.server";

const required = (key: string, max: number) =>
  z.string({ error: key }).trim().min(1, key).max(max, "events:register.tooLong");

/** The registration form as the server checks it; messages are keys of the `events` namespace. */
export const registrationSchema = z.object({
  name: required("events:register.nameEmpty", 100),
  email: required("events:register.emailEmpty", 254).refine(
    isValidEmail,
    "events:register.emailInvalid",
  ),
  company: required("events:register.companyEmpty", 120),
  phone: z
    .string()
    .trim()
    .max(40, "events:register.tooLong")
    .regex(/^[+0-9 ()./-]*$/, "events:register.phoneInvalid")
    .optional(),
  consent: z
    .string({ error: "events:register.consentRequired" })
    .refine((v) => v === "on", "events:register.consentRequired"),
});

/** Codes of the backend's refusals and what the form says for them. */
const OVERRIDES = {
  ...SPAM_OVERRIDES,
  40901: "events:register.full",
  40902: "events:register.alreadyRegistered",
  40903: "events:register.closed",
};

/**
 * The registration action of an event's page (the detail and the landing page): the one action
 * shape with the spam defence (honeypot, fill time, the backend's limit per address); success comes
 * back to `pagePath` with the toast.
 */
export async function registrationAction(
  args: ActionFunctionArgs,
  eventId: string,
  pagePath: string,
) {
  const language = pageLanguage(args);
  const formData = await readForm(args.request);
  checkHoneypot(formData);
  const submission = parseForm(formData, registrationSchema);
  const refused = refuseSpam(formData, submission);
  if (refused) return refused;
  if (submission.status !== "success") return invalid(submission);
  const result = await callApi(args, `/events/${encodeURIComponent(eventId)}/registrations`, {
    method: "POST",
    data: { ...submission.value, consent: true, language: language.code },
  });
  if (!result.ok) return invalid(submission, result, { 40902: "email" }, { overrides: OVERRIDES });
  return redirectWithToast(
    args.request,
    localizePath(pagePath, language),
    "events:register.success",
  );
}
