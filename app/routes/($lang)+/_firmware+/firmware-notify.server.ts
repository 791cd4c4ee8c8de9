import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { parseForm } from "~/components/forms/parse.server";
import { localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { isValidEmail } from "~/lib/email";
import { requireOk } from "~/lib/failure.server";
import { checkHoneypot, invalid, redirectWithToast } from "~/lib/form-action.server";
import { readForm } from "~/lib/form.server";
import { modelReleasesPath } from "~/lib/firmware";
import { refuseSpam, SPAM_OVERRIDES } from "~/lib/spam-guard.server";

/** "Notify me" as the server checks it; messages are keys of the `firmware` namespace. */
export const notifySchema = z.object({
  email: z
    .string({ error: "firmware:notify.emailEmpty" })
    .trim()
    .min(1, "firmware:notify.emailEmpty")
    .max(254, "firmware:notify.emailInvalid")
    .refine(isValidEmail, "firmware:notify.emailInvalid"),
});

/**
 * The "notify me" action of a model's firmware page (decision 0006, with the spam defence of
 * public forms): the backend stores a pending subscription and mails the confirmation link in the
 * page's language (429 over the limits); success comes back to the page with a toast that says to
 * check the inbox.
 */
export async function notifyAction(args: ActionFunctionArgs, code: string) {
  const language = pageLanguage(args);
  const formData = await readForm(args.request);
  checkHoneypot(formData);
  const submission = parseForm(formData, notifySchema);
  const refused = refuseSpam(formData, submission);
  if (refused) return refused;
  if (submission.status !== "success") return invalid(submission);
  const result = await callApi<{ model: string }>(
    args,
    `/downloads/firmware/model/${encodeURIComponent(code)}/subscriptions`,
    { method: "POST", data: submission.value },
  );
  if (!result.ok) return invalid(submission, result, {}, { overrides: SPAM_OVERRIDES });
  return redirectWithToast(
    args.request,
    localizePath(modelReleasesPath(code.toLowerCase()), language),
    "firmware:notify.sent",
  );
}

/** A token of a mail's link as the backend issues it, or a 404 for anything else. */
function tokenParam(args: LoaderFunctionArgs) {
  const token = args.params.token ?? "";
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new Response("Not Found", { status: 404 });
  return token;
}

/** What a confirmation or unsubscribe link is for: its model (404 when it does not work). */
export async function loadLink(args: LoaderFunctionArgs, kind: "confirm" | "unsubscribe") {
  pageLanguage(args);
  const token = tokenParam(args);
  const found = await requireOk(
    args.request,
    await callApi<{ productId: string; model: string }>(
      args,
      `/downloads/firmware/subscriptions/${kind}/${token}`,
    ),
  );
  // The address names one visitor's subscription: never kept by the page cache or shared caches.
  return data(found, { headers: { "Cache-Control": "private, no-store" } });
}

/**
 * The button of a confirmation or unsubscribe page (and, for unsubscribing, the one-click POST of
 * a mail program, RFC 8058): the backend confirms or ends the subscription, then the model's
 * firmware page says so; a link that does not work (any more) is the 404 page.
 */
export async function linkAction(args: ActionFunctionArgs, kind: "confirm" | "unsubscribe") {
  const language = pageLanguage(args);
  const token = tokenParam(args);
  const done = await requireOk(
    args.request,
    await callApi<{ productId: string; model: string }>(
      args,
      `/downloads/firmware/subscriptions/${kind}/${token}`,
      { method: "POST" },
    ),
  );
  return redirectWithToast(
    args.request,
    localizePath(modelReleasesPath(done.productId), language),
    kind === "confirm" ? "firmware:notify.confirmed" : "firmware:notify.unsubscribed",
  );
}
