import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "@remix-run/node";
import type { Failure } from "./api.server";
import { failureMessage, failureStatus } from "./api-errors.server";
import {
  commitSession,
  flashToast,
  getSession,
  type SessionData,
  writeUserSession,
} from "./session.server";

/**
 * The one shape of a form action (decision 0006):
 * `checkHoneypot → parseWithZod → if invalid return invalid(submission) → callApi →
 * if !ok return invalid(submission, result, fieldOfCode) → return redirectWithToast(...)`.
 */

/** The name of the honeypot field (`<Honeypot />` in components/forms/fields.tsx). */
export const HONEYPOT_FIELD = "website";

/**
 * Refuses a submission whose honeypot field is filled (people never see it, bots fill it in) with a
 * thrown 400, before anything else is read or called. One policy for every form: no fake success.
 */
export function checkHoneypot(formData: FormData): void {
  const value = formData.get(HONEYPOT_FIELD);
  if (typeof value === "string" && value.trim() !== "") {
    throw new Response("The form could not be sent.", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
}

/** What `invalid` needs of a conform submission. */
interface Replying {
  reply(options?: {
    formErrors?: string[];
    fieldErrors?: Record<string, string[]>;
    hideFields?: string[];
  }): SubmissionResult<string[]>;
}

export interface InvalidOptions {
  /** Fields whose input is not sent back (passwords, codes). */
  hideFields?: string[];
  /** Message keys of codes that mean something else on this form (see failureMessage). */
  overrides?: Record<number, string>;
}

/**
 * The answer of a form that cannot go on: the visitor's input with the errors, status 400 for invalid
 * input, or the status of a failed backend call (503 when it is unavailable). A failure's code named
 * in `fieldOfCode` is shown at that field, any other (and an unavailable or timed-out backend) as the
 * form's error.
 */
export function invalid(
  submission: Replying,
  failure?: Failure,
  fieldOfCode: Record<number, string> = {},
  options: InvalidOptions = {},
) {
  const { reply, status } = invalidReply(submission, failure, fieldOfCode, options);
  return data(reply, { status });
}

/** The reply and status of `invalid`, for a form whose action data holds more than the reply. */
export function invalidReply(
  submission: Replying,
  failure?: Failure,
  fieldOfCode: Record<number, string> = {},
  { hideFields, overrides }: InvalidOptions = {},
): { reply: SubmissionResult<string[]>; status: number } {
  if (!failure) return { reply: submission.reply({ hideFields }), status: 400 };
  const message = failureMessage(failure, overrides);
  const status = failureStatus(failure);
  // "Unavailable" and "timed out" are never one field's fault.
  const field =
    status === 503 || failure.kind === "timeout" ? undefined : fieldOfCode[failure.code];
  const reply = field
    ? submission.reply({ fieldErrors: { [field]: [message] }, hideFields })
    : submission.reply({ formErrors: [message], hideFields });
  return { reply, status };
}

/**
 * Post/redirect/get with a one-time message: a redirect to `to` (already localized and checked)
 * that sets the toast cookie, plus any headers of `init` (another cookie, a cleared session); with
 * `kind: "error"` the message shows as a refusal.
 */
export async function redirectWithToast(
  request: Request,
  to: string,
  key: string,
  values?: Record<string, string>,
  { kind, ...init }: ResponseInit & { kind?: "error" } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await flashToast(request, key, values, kind));
  return redirect(to, { ...init, headers });
}

/**
 * The one place a session starts after sign-in: the session cookie written from the backend's login
 * answer, the "signed in" message, and the redirect to `redirectTo`.
 */
export async function createUserSession(
  request: Request,
  loginData: SessionData,
  redirectTo: string,
): Promise<Response> {
  const session = await getSession(request);
  writeUserSession(session, loginData);
  return redirectWithToast(request, redirectTo, "toast.loggedIn", undefined, {
    headers: { "Set-Cookie": await commitSession(request, session) },
  });
}
