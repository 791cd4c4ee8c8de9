/**
 * Dates and times of an event in the visitor's language and the event's own time zone, named:
 * "22 Jan 2027, 10:00–18:00 (Gulf Standard Time)". Formatted in the loader, so the page shows the
 * server's text with and without JavaScript.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function format(lang: string, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${lang}\u0000${timeZone}\u0000${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(lang, { ...options, timeZone });
    formats.set(key, f);
  }
  return f;
}

const DAY: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric" };
const DAY_TIME: Intl.DateTimeFormatOptions = { ...DAY, hour: "2-digit", minute: "2-digit" };

/** The time zone's long name in `lang` ("Gulf Standard Time", "توقيت الخليج"). */
export function zoneName(lang: string, timeZone: string, at: Date) {
  const parts = format(lang, timeZone, { timeZoneName: "long" }).formatToParts(at);
  return parts.find((p) => p.type === "timeZoneName")?.value ?? timeZone;
}

/** The days of the event in its time zone: "13–15 Oct 2026". */
export function eventDays(lang: string, e: { startsAt: string; endsAt: string; timeZone: string }) {
  return format(lang, e.timeZone, DAY).formatRange(new Date(e.startsAt), new Date(e.endsAt));
}

/** Days and times with the time zone named. */
export function eventWhen(lang: string, e: { startsAt: string; endsAt: string; timeZone: string }) {
  const start = new Date(e.startsAt);
  const range = format(lang, e.timeZone, DAY_TIME).formatRange(start, new Date(e.endsAt));
  return `${range} (${zoneName(lang, e.timeZone, start)})`;
}
