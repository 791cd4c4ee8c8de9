import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { requireOk } from "~/lib/failure.server";
import { withFormToken } from "~/lib/spam-guard.server";
import {
  type EventDetail,
  type EventList,
  type EventOver,
  eventPagePath,
  isPastEvent,
} from "./events";
import { eventDays, eventWhen } from "./event-when";

/**
 * The next upcoming event after a past one: the next of the same type in the same region (the
 * show's next edition), else the site's next event; null when none is planned or the backend
 * does not answer (the page then points to the news only).
 */
async function nextEvent(args: LoaderFunctionArgs, event: EventDetail) {
  for (const filters of [{ kind: event.kind, region: event.region }, {}]) {
    const found = await callApi<EventList>(args, "/events", {
      data: { when: "upcoming", pageSize: 1, ...filters },
      shared: true,
    });
    if (!found.ok) return null;
    const next = found.data.items[0];
    if (next) return next;
  }
  return null;
}

/**
 * What a past event's page says at its top, or null while the event is upcoming or running.
 * "Past" is decided at request time from the event's end: a page kept in the page cache across
 * that end says so once the cache renders it again (docs/decisions/0012-event-landing-routes.md).
 */
async function overNotice(
  args: LoaderFunctionArgs,
  lang: string,
  event: EventDetail,
  now: Date,
): Promise<EventOver | null> {
  if (!isPastEvent(event, now)) return null;
  const next = await nextEvent(args, event);
  return {
    days: eventDays(lang, event),
    next: next
      ? { title: next.title, path: eventPagePath(next), days: eventDays(lang, next) }
      : null,
  };
}

/**
 * An event of the backend (detail or landing page) with its date and time in the page's language,
 * the registration form's token of the time the page was rendered and, once the event is over,
 * what its page says about it.
 */
export async function loadEvent(args: LoaderFunctionArgs, path: string) {
  const language = pageLanguage(args);
  const event = await requireOk(args.request, await callApi<EventDetail>(args, path));
  return withFormToken({
    event,
    when: eventWhen(language.lang, event),
    over: await overNotice(args, language.lang, event, new Date()),
  });
}
