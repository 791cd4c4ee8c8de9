import { type ActionFunctionArgs, data } from "@remix-run/node";
import { localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { requireRole } from "~/lib/auth.server";
import { throwFailure } from "~/lib/failure.server";
import { checkHoneypot, redirectWithToast } from "~/lib/form-action.server";
import { readForm } from "~/lib/form.server";
import { ADMIN_QUEUE_LIMITS } from "#shared/admin-queues";
import { entryId } from "./queue-queries.server";

export { entryId };

/**
 * The "mark as handled" action of a queue's detail page at `{path}/{id}`: the optional note checked
 * (kept with the message when too long), then back to the page with a toast.
 */
export async function markHandledAction(args: ActionFunctionArgs, path: string) {
  const language = pageLanguage(args);
  const session = await requireRole(args, "admin");
  const id = entryId(args.params.id);
  const formData = await readForm(args.request);
  checkHoneypot(formData);
  const note = String(formData.get("note") ?? "").trim();
  if (note.length > ADMIN_QUEUE_LIMITS.note)
    return data({ error: "queue.noteTooLong", note }, { status: 400 });
  const result = await callApi(args, `/admin${path}/${id}/handled`, {
    method: "POST",
    session,
    data: { note: note || undefined },
  });
  if (!result.ok) return throwFailure(args.request, result);
  return redirectWithToast(
    args.request,
    localizePath(`/admin${path}/${id}`, language),
    "admin:queue.markedToast",
  );
}
