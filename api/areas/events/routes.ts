import { Hono } from "hono";
import { contentChanged } from "#shared/content-events";
import { CODE } from "../../codes";
import { ApiError, ok } from "../../envelope";
import { LANGUAGES, localizePath } from "#shared/languages";
import {
  type ApiContext,
  clientAddress,
  type Env,
  readBody,
  readQuery,
  requestLanguage,
} from "../../http/context";
import { limitFormSubmission } from "../../infra/form-limit";
import { confirmationMail, mailWhen, onlineText } from "./mail";
import { eventsQuery, registrationBody } from "./schemas";
import { eventTimes, eventTitle, getEvent, getLandingEvent, listEvents, register } from "./service";

/** Codes of refused registrations. */
export const EVENT_CODE = {
  /** Every seat is taken. */
  FULL: 40901,
  /** The address is already registered for the event. */
  ALREADY_REGISTERED: 40902,
  /** The event has started or is over. */
  CLOSED: 40903,
} as const;

/** Events and their registrations; mounted at /api/events. */
export const eventRoutes = new Hono<Env>();

/** A page of the site in `code`'s language, for the confirmation e-mail. */
function linkIn(c: ApiContext, code: string, path: string) {
  const { siteUrl } = c.var.deps.config;
  const origin = new URL(siteUrl ?? c.req.url).origin;
  const language = LANGUAGES.find((l) => l.code === code) ?? LANGUAGES[0];
  return `${origin}${localizePath(path, language)}`;
}

/**
 * The public pages that show an event's seats left: its detail page and its landing page, in
 * every language.
 */
export function eventPagePaths(id: string, landingSlug: string | null): string[] {
  const pages = [`/activity-hub/${encodeURIComponent(id)}/detail`];
  if (landingSlug) pages.push(`/${landingSlug}`);
  return LANGUAGES.flatMap((language) => pages.map((page) => localizePath(page, language)));
}

const notFound = () => new ApiError(CODE.NOT_FOUND, "Not found.", 404);

eventRoutes.get("/", async (c) =>
  ok(c, await listEvents(c.var.deps.db, requestLanguage(c), readQuery(c, eventsQuery))),
);

eventRoutes.get("/landing/:slug", async (c) => {
  const event = await getLandingEvent(c.var.deps.db, c.req.param("slug"), requestLanguage(c));
  if (!event) throw notFound();
  return ok(c, event);
});

eventRoutes.get("/:id", async (c) => {
  const event = await getEvent(c.var.deps.db, c.req.param("id"), requestLanguage(c));
  if (!event) throw notFound();
  return ok(c, event);
});

eventRoutes.post("/:id/registrations", async (c) => {
  const { db, mailer, brandName } = c.var.deps;
  const input = await readBody(c, registrationBody);
  const id = c.req.param("id");
  await limitFormSubmission(db, "event-registration", clientAddress(c));
  const outcome = await register(db, id, input);
  if (!outcome.ok) {
    if (outcome.reason === "not-found") throw notFound();
    if (outcome.reason === "full")
      throw new ApiError(EVENT_CODE.FULL, "The event is fully booked.", 409);
    if (outcome.reason === "duplicate")
      throw new ApiError(
        EVENT_CODE.ALREADY_REGISTERED,
        "This e-mail address is already registered for the event.",
        409,
      );
    throw new ApiError(EVENT_CODE.CLOSED, "Registration is closed.", 409);
  }
  const e = outcome.event;
  // The cached pages of the event show the seats left as they are now, on every replica.
  for (const path of eventPagePaths(id, e.landingSlug)) contentChanged("registration", path);
  const language = input.language;
  const mail = confirmationMail(language, {
    brand: brandName,
    name: input.name,
    title: eventTitle(e, language),
    when: mailWhen(eventTimes(e).startsAt, e.timeZone, language),
    where: e.online
      ? onlineText(language)
      : [e.venue, e.city, e.country].filter(Boolean).join(", "),
    url: linkIn(c, language, `/activity-hub/${encodeURIComponent(id)}/detail`),
  });
  await mailer.queue(db, { to: input.email, language, ...mail });
  return ok(c, { seatsLeft: outcome.seatsLeft });
});
