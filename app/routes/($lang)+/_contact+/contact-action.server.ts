import { type ActionFunctionArgs, data } from "@remix-run/node";
import type { z } from "zod";
import { parseForm } from "~/components/forms/parse.server";
import { localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { failureStatus } from "~/lib/api-errors.server";
import { checkHoneypot, invalid, redirectWithToast } from "~/lib/form-action.server";
import { readForm } from "~/lib/form.server";
import { refuseSpam, SPAM_OVERRIDES } from "~/lib/spam-guard.server";

/**
 * The action of both contact forms (decision 0006, with the spam defence): the honeypot, the form
 * token, the fields, then the backend, which stores the message and mails it (429 over the limit of
 * submissions per address). Success is post/redirect/get with "Submitted successfully."; any other
 * failure of the backend keeps the input and says "Submission failed. Try again later."
 */
export async function contactAction<S extends z.ZodType<Record<string, unknown>>>(
  args: ActionFunctionArgs,
  { schema, endpoint, page }: { schema: S; endpoint: string; page: string },
) {
  const { request } = args;
  const language = pageLanguage(args);
  const formData = await readForm(request);
  checkHoneypot(formData);
  const submission = parseForm(formData, schema);
  const refused = refuseSpam(formData, submission);
  if (refused) return refused;
  if (submission.status !== "success") return invalid(submission);
  const result = await callApi(args, endpoint, { method: "POST", data: submission.value });
  if (!result.ok) {
    if (result.status === 429)
      return invalid(submission, result, {}, { overrides: SPAM_OVERRIDES });
    return data(submission.reply({ formErrors: ["contact:errors.failed"] }), {
      status: failureStatus(result),
    });
  }
  return redirectWithToast(request, localizePath(page, language), "contact:submitted");
}
