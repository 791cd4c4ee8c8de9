import type { Intent } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { formIssueMessage } from "./issue-messages.server";

/**
 * Names of fields whose input never goes back to the browser: every reply leaves them out, whatever
 * the action asks (a password, its confirmation, the old one of a change).
 */
export const isSecretField = (name: string) => /password/i.test(name);

/**
 * `parseWithZod` for an action, with the kit's translated messages for any check the schema left
 * without one (`formIssueMessage`): a forged intent (a `__intent__` that is not conform's JSON, or a row
 * change on a field that is no list) is refused with a thrown 400, like a form that cannot be read,
 * instead of failing the action with a 500. The submission's replies never carry a secret field
 * (`isSecretField`): a password typed into a form is not written back into any page or answer.
 */
export function parseForm<S extends z.ZodType>(
  formData: FormData,
  schema: S | ((intent: Intent | null) => S),
) {
  const submission = parseOrRefuse(formData, schema);
  const secrets = [...new Set(formData.keys())].filter(isSecretField);
  if (secrets.length === 0) return submission;
  const reply = submission.reply;
  submission.reply = (options = {}) =>
    reply(
      "resetForm" in options && options.resetForm
        ? options
        : {
            ...options,
            hideFields: [...(("hideFields" in options && options.hideFields) || []), ...secrets],
          },
    );
  return submission;
}

function parseOrRefuse<S extends z.ZodType>(
  formData: FormData,
  schema: S | ((intent: Intent | null) => S),
) {
  try {
    return parseWithZod(formData, { schema, error: formIssueMessage });
  } catch {
    throw new Response("The form could not be read.", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
}
