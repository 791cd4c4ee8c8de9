import { type ActionFunctionArgs, data } from "@remix-run/node";
import { parseForm } from "~/components/forms/parse.server";
import { localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { failureStatus } from "~/lib/api-errors.server";
import { checkHoneypot, invalid, redirectWithToast } from "~/lib/form-action.server";
import { readForm } from "~/lib/form.server";
import { refuseSpam, SPAM_OVERRIDES } from "~/lib/spam-guard.server";
import { FILE_FIELDS, resellerSchema, TEXT_FIELDS } from "./reseller-schema.server";

/** The largest form this action reads: three files within the server's body limit (51 MiB). */
const MAX_APPLICATION_BYTES = 51 * 1024 * 1024;

/** The backend's refusal of one field: which and why (api/areas/applications/routes.ts). */
interface Refusal {
  field?: string;
  reason?: string;
}

/** The message of a backend refusal at its field: the files' own texts say which file and why. */
export function refusalMessage(field: string, reason: string): string {
  if ((FILE_FIELDS as readonly string[]).includes(field)) {
    if (reason === "fileRequired") return "contact:errors.required";
    const known = ["fileType", "executable", "fileTooLarge", "duplicate"];
    return `reseller:errors.${field}.${known.includes(reason) ? reason : "fileType"}`;
  }
  const texts: Record<string, string> = {
    required: "contact:errors.required",
    tooLong: "contact:errors.tooLong",
    email: "contact:errors.email",
    telephone: "contact:errors.telephone",
    website: "reseller:errors.website",
  };
  return texts[reason] ?? "contact:errors.required";
}

/**
 * The partner application (decision 0006 with the spam defence): the honeypot, every field checked
 * at once, the form token, then the form goes on as multipart to the backend, which streams the
 * files to the store and judges them by their bytes. A refused file comes back at its field with
 * every typed field kept (a browser never gets a file input's value back: the message asks for the
 * file again, and nothing of a refused submission is kept). Success is post/redirect/get with
 * "Submitted successfully."; any other failure keeps the input and says "Submission failed. Try
 * again later."
 */
export async function resellerAction(args: ActionFunctionArgs) {
  const { request } = args;
  const language = pageLanguage(args);
  const formData = await readForm(request, MAX_APPLICATION_BYTES);
  checkHoneypot(formData);
  const submission = parseForm(formData, resellerSchema);
  const refused = refuseSpam(formData, submission);
  if (refused) return refused;
  if (submission.status !== "success") return invalid(submission);

  const body = new FormData();
  for (const name of TEXT_FIELDS) body.set(name, submission.value[name] ?? "");
  for (const name of FILE_FIELDS) {
    const file = submission.value[name];
    if (file) body.set(name, file, file.name);
  }
  const encoded = new Request("http://form.invalid/", { method: "POST", body });
  const result = await callApi<{ id: number }>(args, "/partner/reseller", {
    method: "POST",
    stream: {
      body: encoded.body as ReadableStream<Uint8Array>,
      contentType: encoded.headers.get("content-type") ?? "",
    },
  });
  if (result.ok)
    return redirectWithToast(request, localizePath("/reseller", language), "reseller:submitted");
  if (result.status === 429) return invalid(submission, result, {}, { overrides: SPAM_OVERRIDES });
  const refusal = result.data as Refusal | undefined;
  if (result.status >= 400 && result.status < 500 && refusal?.field && refusal.reason) {
    return data(
      submission.reply({
        fieldErrors: { [refusal.field]: [refusalMessage(refusal.field, refusal.reason)] },
        formErrors: ["reseller:errors.checkFields"],
      }),
      { status: result.status },
    );
  }
  return data(submission.reply({ formErrors: ["contact:errors.failed"] }), {
    status: failureStatus(result),
  });
}
