/** What the backend's /events answers, as the pages read it. */
export interface EventItem {
  id: string;
  kind: string;
  region: string;
  online: boolean;
  city: string | null;
  country: string | null;
  venue: string | null;
  timeZone: string;
  startDate: string;
  endDate: string;
  startsAt: string;
  endsAt: string;
  landingSlug: string | null;
  title: string;
  summary: string;
  fallback: string[];
}

export interface EventProduct {
  id: string;
  model: string;
  type: string;
  name: string;
  summary: string;
}

export interface EventDetail extends EventItem {
  body: string;
  hero: string;
  booth: string | null;
  agenda: { time: string; title: string }[];
  products: EventProduct[];
  registration: { capacity: number; seatsLeft: number; open: boolean } | null;
}

export interface EventList {
  items: EventItem[];
  total: number;
  page: number;
  pageSize: number;
  when: "upcoming" | "past";
}

export const EVENT_REGIONS = ["europe", "mea", "apac", "americas", "online"] as const;
export const EVENT_KINDS = ["trade-show", "training", "webinar", "partner-summit"] as const;

export const eventPath = (id: string) => `/activity-hub/${encodeURIComponent(id)}/detail`;

/** An event's own page: its landing page when it has one, its detail page otherwise. */
export const eventPagePath = (e: Pick<EventItem, "id" | "landingSlug">) =>
  e.landingSlug ? `/${e.landingSlug}` : eventPath(e.id);

/**
 * Whether the event is over at `now`: its end has passed. An event running at `now` is not over
 * (the backend's lists count it as upcoming until its end, too).
 */
export function isPastEvent(e: Pick<EventItem, "endsAt">, now: Date): boolean {
  return Date.parse(e.endsAt) < now.getTime();
}

/** What a past event's page says at its top: its days and the next event of the site, if any. */
export interface EventOver {
  days: string;
  next: { title: string; path: string; days: string } | null;
}
export const icsPath = (id: string) => `/activity-hub/${encodeURIComponent(id)}/event.ics`;

/** Where the event takes place, as one line: "Online", or venue, city and country. */
export function placeLine(e: EventItem, onlineText: string) {
  if (e.online) return onlineText;
  return [e.venue, e.city, e.country].filter(Boolean).join(", ");
}

/** `lang`/`dir` for a text shown in English for want of a translation. */
export function fallbackAttrs(item: { fallback: string[] }, field: string) {
  return item.fallback.includes(field) ? ({ lang: "en", dir: "ltr" } as const) : {};
}
