import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { parseForm } from "~/components/forms/parse.server";
import { localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi, type Failure, isUnavailable } from "~/lib/api.server";
import { requireRole } from "~/lib/auth.server";
import { throwFailure } from "~/lib/failure.server";
import { checkHoneypot, invalid, redirectWithToast } from "~/lib/form-action.server";
import { readForm } from "~/lib/form.server";
import { ADMIN_QUEUE_LIMITS } from "#shared/admin-queues";
import { entryId } from "./queue-queries.server";

/** The backend's code of a refused input (api/codes.ts); it answers "already decided" with 409. */
const VALIDATION_CODE = 40010;

/**
 * How one console page decides an entry at `/admin{path}/{id}`: the decisions its buttons send, the
 * ones that need a reason, the message (a translation key) of each refusal and the toast of each
 * decision.
 */
export interface DecisionRules<D extends string = string> {
  /** The queue's path, the same for the page and the backend: "/applicants". */
  path: string;
  decisions: readonly [D, ...D[]];
  /** The decisions a reason is required for (a disapproval). */
  reasonRequiredFor: readonly D[];
  messages: {
    reasonRequired: string;
    reasonTooLong: string;
    /** The backend's 409 once the entry is decided; without it, the backend's own text. */
    alreadyDecided?: string;
    /** A decision that is none of `decisions`; without it, the kit's "choose one of the options". */
    decision?: string;
  };
  /** The toast after each decision, on the entry's page. */
  toasts: Record<D, string>;
}

/**
 * Approve, or disapprove ("reject") with a reason: the rules of a page, with the keys of its messages
 * and toasts (written out in full, so the translation check finds each one used).
 */
export function approveOrReject(
  path: string,
  keys: Record<
    "reasonRequired" | "reasonTooLong" | "alreadyDecided" | "approvedToast" | "rejectedToast",
    string
  >,
): DecisionRules<"approve" | "reject"> {
  return {
    path,
    decisions: ["approve", "reject"],
    reasonRequiredFor: ["reject"],
    messages: {
      reasonRequired: keys.reasonRequired,
      reasonTooLong: keys.reasonTooLong,
      alreadyDecided: keys.alreadyDecided,
    },
    toasts: { approve: keys.approvedToast, reject: keys.rejectedToast },
  };
}

/** The decision form's schema: one of the page's decisions and a trimmed reason, required by some. */
export function decisionSchema<D extends string>({
  decisions,
  reasonRequiredFor,
  messages,
}: DecisionRules<D>) {
  return z
    .object({
      decision: z.enum(decisions, { message: messages.decision ?? "form.invalid.choice" }),
      reason: z.string().trim().max(ADMIN_QUEUE_LIMITS.reason, messages.reasonTooLong).optional(),
    })
    .refine((v) => !reasonRequiredFor.includes(v.decision) || (v.reason ?? "") !== "", {
      message: messages.reasonRequired,
      path: ["reason"],
    });
}

/** The type of every decision form's schema, for `useServerForm` in the browser. */
export type DecisionSchema = ReturnType<typeof decisionSchema<string>>;

/** What `refusal` needs of the submission (conform's, through `invalid`). */
type Submission = Parameters<typeof invalid>[0];

/**
 * The answer to a failed decision call: the 409 of an entry already decided is the form's error with
 * the page's message (status 409); a refused reason is the reason's error; another refused input
 * and an unavailable backend (or a timeout) are the form's error as `invalid` words them, the input
 * kept. Any other failure of the backend (a 5xx) is the error page with its 5xx status.
 */
export async function refusal(
  request: Request,
  submission: Submission,
  failure: Failure,
  rules: DecisionRules,
) {
  if (failure.status === 409) {
    const { alreadyDecided } = rules.messages;
    const overrides = alreadyDecided ? { [failure.code]: alreadyDecided } : {};
    return invalid(submission, failure, {}, { overrides });
  }
  if (failure.status >= 500 && !isUnavailable(failure)) return throwFailure(request, failure);
  return invalid(submission, failure, { [VALIDATION_CODE]: "reason" });
}

/**
 * The action of a decision form (decision 0006): an administrator only, the honeypot, the schema,
 * the backend's `/admin{path}/{id}/decision`, then back to the entry's page with the decision's toast.
 * `formData` is the form when the page has read it already (a page with another form).
 */
export async function decisionAction<D extends string>(
  args: ActionFunctionArgs,
  rules: DecisionRules<D>,
  formData?: FormData,
) {
  const language = pageLanguage(args);
  const session = await requireRole(args, "admin");
  const id = entryId(args.params.id);
  const form = formData ?? (await readForm(args.request));
  checkHoneypot(form);
  const submission = parseForm(form, decisionSchema(rules));
  if (submission.status !== "success") return invalid(submission);
  const { decision, reason } = submission.value;
  const result = await callApi(args, `/admin${rules.path}/${id}/decision`, {
    method: "POST",
    session,
    data: { decision, reason: reason || undefined },
  });
  if (!result.ok) return refusal(args.request, submission, result, rules as DecisionRules);
  return redirectWithToast(
    args.request,
    localizePath(`/admin${rules.path}/${id}`, language),
    rules.toasts[decision as D],
  );
}
