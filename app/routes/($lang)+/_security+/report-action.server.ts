import { type ActionFunctionArgs, data, redirect } from "@remix-run/node";
import { z } from "zod";
import { parseForm } from "~/components/forms/parse.server";
import { localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { failureStatus } from "~/lib/api-errors.server";
import { email, optionalText, REQUIRED, text } from "~/lib/contact-rules.server";
import { checkHoneypot, invalid } from "~/lib/form-action.server";
import { readForm } from "~/lib/form.server";
import { refuseSpam, SPAM_OVERRIDES } from "~/lib/spam-guard.server";
import { REPORT_LIMITS as MAX } from "#shared/advisories";

/** Largest attachment (as every upload of the site: 50 MB). */
export const ATTACHMENT_LIMIT_BYTES = 50 * 1024 * 1024;
/** The largest form this action reads: the attachment and the texts, within the body limit. */
const MAX_REPORT_BYTES = 51 * 1024 * 1024;

export const TEXT_FIELDS = [
  "name",
  "email",
  "organization",
  "product",
  "title",
  "description",
] as const;

/** The report form as its action checks it; the attachment's bytes are judged by the backend. */
export const reportSchema = z.object({
  name: optionalText(MAX.name),
  email: email(MAX.email),
  organization: optionalText(MAX.organization),
  product: optionalText(MAX.product),
  title: text(MAX.title),
  description: text(MAX.description),
  attachment: z
    .custom<File>((v) => v instanceof File && v.size > 0, { message: REQUIRED })
    .refine((f) => f.size <= ATTACHMENT_LIMIT_BYTES, "security:form.errors.fileTooLarge")
    .optional(),
});

/** The backend's refusal of one field (api/areas/advisories/report.routes.ts). */
interface Refusal {
  field?: string;
  reason?: string;
}

const REFUSALS: Record<string, string> = {
  required: "contact:errors.required",
  tooLong: "contact:errors.tooLong",
  email: "contact:errors.email",
  executable: "security:form.errors.executable",
  fileTooLarge: "security:form.errors.fileTooLarge",
  duplicate: "security:form.errors.duplicate",
};

/**
 * The vulnerability report (decision 0006 with the spam defence): the honeypot, every field
 * checked, the form token, then the form goes on as multipart to the backend, which streams the
 * attachment to the store and judges it by its bytes. Success is post/redirect/get to the page
 * with the report's reference; a refusal comes back at its field with every typed field kept (the
 * attachment must be chosen again).
 */
export async function reportAction(args: ActionFunctionArgs) {
  const { request } = args;
  const language = pageLanguage(args);
  const formData = await readForm(request, MAX_REPORT_BYTES);
  checkHoneypot(formData);
  const submission = parseForm(formData, reportSchema);
  const refused = refuseSpam(formData, submission);
  if (refused) return refused;
  if (submission.status !== "success") return invalid(submission);

  const body = new FormData();
  for (const name of TEXT_FIELDS) body.set(name, submission.value[name] ?? "");
  const file = submission.value.attachment;
  if (file) body.set("attachment", file, file.name);
  const encoded = new Request("http://form.invalid/", { method: "POST", body });
  const result = await callApi<{ reference: string }>(args, "/security/reports", {
    method: "POST",
    stream: {
      body: encoded.body as ReadableStream<Uint8Array>,
      contentType: encoded.headers.get("content-type") ?? "",
    },
  });
  if (result.ok) {
    const sent = `${localizePath("/security/report", language)}?reference=${result.data.reference}`;
    return redirect(sent, 303);
  }
  if (result.status === 429) return invalid(submission, result, {}, { overrides: SPAM_OVERRIDES });
  const refusal = result.data as Refusal | undefined;
  if (result.status >= 400 && result.status < 500 && refusal?.field && refusal.reason) {
    return data(
      submission.reply({
        fieldErrors: { [refusal.field]: [REFUSALS[refusal.reason] ?? "contact:errors.required"] },
        formErrors: ["security:form.errors.checkFields"],
      }),
      { status: result.status },
    );
  }
  return data(submission.reply({ formErrors: ["contact:errors.failed"] }), {
    status: failureStatus(result),
  });
}
