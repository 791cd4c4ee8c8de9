import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { stripLanguage } from "~/i18n/languages";
import { callApi } from "~/lib/api.server";
import { requireOk } from "~/lib/failure.server";
import { loadEvent } from "~/lib/event.server";
import type { EventDetail } from "~/lib/events";
import { registrationAction } from "~/lib/event-registration.server";

/** The landing page's slug: its path without the language prefix (`/ksa/gitex2025` → gitex2025). */
const slugOf = (request: Request) => stripLanguage(new URL(request.url).pathname).slice(1);

const landingPath = (slug: string) => `/events/landing/${encodeURIComponent(slug)}`;

/** The event whose landing slug is this page's path (404 when no event has it). */
export function loader(args: LoaderFunctionArgs) {
  return loadEvent(args, landingPath(slugOf(args.request)));
}

/** The registration of the page's event, back to this page. */
export async function action(args: ActionFunctionArgs) {
  const slug = slugOf(args.request);
  const event = await requireOk(args.request, await callApi<EventDetail>(args, landingPath(slug)));
  return registrationAction(args, event.id, `/${slug}`);
}
