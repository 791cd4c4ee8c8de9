import type { LoaderFunctionArgs } from "@remix-run/node";
import { localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { getFixedT } from "~/i18n/fixed-t.server";
import { brand, siteOrigin } from "~/lib/brand.server";
import { requireOk } from "~/lib/failure.server";
import { eventPath, type EventDetail, placeLine } from "~/lib/events";
import { calendarFile } from "./__ics";

/** The event as an iCalendar file, in the language of the prefix. */
export async function loader(args: LoaderFunctionArgs) {
  const language = pageLanguage(args);
  const id = args.params.id ?? "";
  const event = await requireOk(
    args.request,
    await callApi<EventDetail>(args, `/events/${encodeURIComponent(id)}`),
  );
  const t = await getFixedT(language, "events");
  const origin = siteOrigin(args.request);
  const page = new URL(localizePath(eventPath(id), language), origin);
  const body = calendarFile(
    {
      uid: `${event.id}@${new URL(origin).hostname}`,
      start: new Date(event.startsAt),
      end: new Date(event.endsAt),
      stamp: new Date(),
      summary: event.title,
      description: `${event.summary}\n\n${page.href}`,
      location: placeLine(event, t("online")),
      url: page.href,
    },
    `-//${brand.name}//Activity Hub//EN`,
  );
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${event.id.replace(/[^A-Za-z0-9-]/g, "")}.ics"`,
      "Cache-Control": "public, max-age=300",
    },
  });
}
