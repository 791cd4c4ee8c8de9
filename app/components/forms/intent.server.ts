import type { Intent, SubmissionResult } from "@conform-to/react";
import { data } from "@remix-run/node";

interface IntentSubmission {
  status?: "success" | "error";
  reply(options?: { hideFields?: string[] }): SubmissionResult<string[]>;
}

/**
 * The answer to an intent button (add a row, remove a row, check one field) sent without
 * JavaScript: the form again with the change applied, status 200 (nothing was refused). `null` for
 * a real submission, which goes on to be checked as usual:
 *
 *     const intent = intentReply(submission);
 *     if (intent) return intent;
 *     if (submission.status !== "success") return invalid(submission);
 */
export function intentReply(submission: IntentSubmission, options: { hideFields?: string[] } = {}) {
  if (submission.status !== undefined) return null;
  return data(submission.reply(options), { status: 200 });
}

/** The intent a submission carries: `null` for a plain submit. */
export function intentOf(submission: IntentSubmission): Intent | null {
  return submission.reply().intent ?? null;
}

/**
 * An intent's reply that also shows the form's own error (a failed backend call during a step such
 * as sending a code): conform shows only the errors of the fields an intent checked.
 */
export function withFormError(reply: SubmissionResult<string[]>): SubmissionResult<string[]> {
  return { ...reply, state: { validated: { ...reply.state?.validated, "": true } } };
}

/**
 * The form again with the visitor's input and no errors: the answer to a button that only changes
 * part of the page (sign-in's "Show another image"), not a submission of the form. `hideFields` are
 * left out (a captcha answer that no longer applies).
 */
export function inputOnly(
  submission: IntentSubmission,
  options: { hideFields?: string[] } = {},
): SubmissionResult<string[]> {
  return {
    initialValue: submission.reply(options).initialValue ?? {},
    error: {},
    state: { validated: {} },
  };
}
