import type { ActionFunctionArgs } from "@remix-run/node";
import { pageLanguage } from "~/i18n/route-language.server";
import { apiRequest } from "~/lib/api.server";
import { checkHoneypot } from "~/lib/form-action.server";
import { readForm } from "~/lib/form.server";
import { FORM_TOKEN_FIELD, readFormToken } from "~/lib/spam-guard.server";
import { QUESTION_MAX, QUESTION_MIN } from "#shared/assistant";

/** A refusal the page shows: a key of the `assistant` namespace. */
const refuse = (status: number, error: string) =>
  Response.json({ error }, { status, headers: { "Cache-Control": "no-store" } });

const TOKEN_ERRORS = {
  tooFast: "errors.tooFast",
  invalid: "errors.token",
  expired: "errors.token",
};

/**
 * The assistant's answer as it comes, for the page's script (`/ai-chat/stream`, POST of the page's
 * form): the same checks as the form's action, then the backend's stream passed through.
 */
export async function action(args: ActionFunctionArgs) {
  pageLanguage(args);
  const formData = await readForm(args.request);
  checkHoneypot(formData);
  const verdict = readFormToken(formData.get(FORM_TOKEN_FIELD));
  if (verdict !== "ok") return refuse(400, TOKEN_ERRORS[verdict]);
  const question = String(formData.get("question") ?? "").trim();
  if (question.length < QUESTION_MIN) return refuse(400, "errors.tooShort");
  if (question.length > QUESTION_MAX) return refuse(400, "errors.tooLong");
  const conversationId = String(formData.get("conversationId") ?? "");
  const response = await args.context.api(
    apiRequest(args, "/assistant/ask", {
      method: "POST",
      data: { question, ...(/^[0-9a-f]{32}$/.test(conversationId) ? { conversationId } : {}) },
    }),
    args.context.clientAddress,
  );
  if (response.status === 429) return refuse(429, "errors.tooMany");
  if (!response.ok || !response.body)
    return refuse(response.status >= 500 ? 502 : 400, "errors.failed");
  return new Response(response.body, {
    headers: {
      "Content-Type": "application/x-ndjson; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** Only posts are answered here. */
export function loader() {
  throw new Response("Not found.", { status: 404 });
}
