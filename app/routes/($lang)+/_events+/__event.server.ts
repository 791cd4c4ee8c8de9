import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { requireOk } from "~/lib/failure.server";
import { withFormToken } from "~/lib/spam-guard.server";
import type { EventDetail } from "./__events";
import { eventWhen } from "./__when";

/**
 * An event of the backend (detail or landing page) with its date and time in the page's language,
 * and the registration form's token of the time the page was rendered.
 */
export async function loadEvent(args: LoaderFunctionArgs, path: string) {
  const language = pageLanguage(args);
  const event = await requireOk(args.request, await callApi<EventDetail>(args, path));
  return withFormToken({ event, when: eventWhen(language.lang, event) });
}
