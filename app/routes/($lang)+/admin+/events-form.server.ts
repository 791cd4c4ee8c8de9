import { z } from "zod";
import { LANGUAGES } from "~/i18n/languages";

/** Language codes of the texts an event has, English first. */
export const TEXT_LANGUAGES = LANGUAGES.map((l) => l.code);
export const LOCALIZED_FIELDS = ["title", "summary", "body", "hero"] as const;

const optionalText = z.string().optional();
/** A field's text in each language (`title.en`, `title.ksa` …). */
const texts = z.object(Object.fromEntries(TEXT_LANGUAGES.map((code) => [code, optionalText])));

/**
 * The administration form of an event, as the form kit reads it: every value as typed (the backend
 * checks each one; `eventInput` makes its body), the texts by language.
 */
export const eventFormSchema = z.object({
  id: optionalText,
  kind: optionalText,
  region: optionalText,
  startDate: optionalText,
  startTime: optionalText,
  endDate: optionalText,
  endTime: optionalText,
  timeZone: optionalText,
  online: z.boolean().optional(),
  venue: optionalText,
  city: optionalText,
  country: optionalText,
  booth: optionalText,
  capacity: optionalText,
  landingSlug: optionalText,
  products: optionalText,
  title: texts.optional(),
  summary: texts.optional(),
  body: texts.optional(),
  hero: texts.optional(),
  agenda: texts.optional(),
});
export type EventFormSchema = typeof eventFormSchema;
type FormValues = z.input<EventFormSchema>;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/** Per-language texts of a field (`title.en`, `title.ksa` …); empty ones left out, null when none. */
function localized(form: FormData, field: string) {
  const out: Record<string, string> = {};
  for (const code of TEXT_LANGUAGES) {
    const value = text(form, `${field}.${code}`);
    if (value) out[code] = value;
  }
  return Object.keys(out).length ? out : null;
}

const lines = (value: string) =>
  value
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/** Agenda rows from `time | title` lines in English, with the other languages' titles line by line. */
function agenda(form: FormData) {
  const english = lines(text(form, "agenda.en"));
  const others = Object.fromEntries(
    TEXT_LANGUAGES.filter((c) => c !== "en").map((c) => [c, lines(text(form, `agenda.${c}`))]),
  );
  return english.map((line, i) => {
    const [time = "", ...rest] = line.split("|");
    const title: Record<string, string> = { en: rest.join("|").trim() };
    for (const [code, rows] of Object.entries(others)) {
      const translated = rows[i]?.split("|").slice(-1)[0]?.trim();
      if (translated) title[code] = translated;
    }
    return { time: time.trim(), title };
  });
}

/** The backend's event body from the administration form (the backend checks every value). */
export function eventInput(form: FormData) {
  const optional = (name: string) => text(form, name) || null;
  const capacity = text(form, "capacity");
  return {
    id: text(form, "id"),
    kind: text(form, "kind"),
    region: text(form, "region"),
    startDate: text(form, "startDate"),
    endDate: text(form, "endDate"),
    startTime: text(form, "startTime"),
    endTime: text(form, "endTime"),
    timeZone: text(form, "timeZone"),
    online: form.get("online") === "on",
    city: optional("city"),
    country: optional("country"),
    venue: optional("venue"),
    booth: optional("booth"),
    capacity: capacity === "" ? null : /^\d{1,9}$/.test(capacity) ? Number(capacity) : -1,
    landingSlug: optional("landingSlug"),
    products: lines(text(form, "products")),
    title: localized(form, "title") ?? { en: "" },
    summary: localized(form, "summary") ?? { en: "" },
    body: localized(form, "body") ?? { en: "" },
    hero: localized(form, "hero"),
    agenda: agenda(form),
  };
}
export type EventFormValues = ReturnType<typeof eventInput>;

/** The values of a new event's form. */
export const NEW_EVENT_VALUES: FormValues = { timeZone: "UTC", kind: "webinar", region: "online" };

/** The form's values of an event as the backend stores it (for editing). */
export function formValues(e: EventFormValues): FormValues {
  const byLanguage = (text: (code: string) => string) =>
    Object.fromEntries(TEXT_LANGUAGES.map((code) => [code, text(code)]));
  const localized = (field: (typeof LOCALIZED_FIELDS)[number]) => {
    const value = (e[field] ?? {}) as Record<string, string>;
    return byLanguage((code) => value[code] ?? "");
  };
  return {
    id: e.id,
    kind: e.kind,
    region: e.region,
    startDate: e.startDate,
    endDate: e.endDate,
    startTime: e.startTime,
    endTime: e.endTime,
    timeZone: e.timeZone,
    online: e.online,
    city: e.city ?? "",
    country: e.country ?? "",
    venue: e.venue ?? "",
    booth: e.booth ?? "",
    capacity: e.capacity === null ? "" : String(e.capacity),
    landingSlug: e.landingSlug ?? "",
    products: e.products.join("\n"),
    title: localized("title"),
    summary: localized("summary"),
    body: localized("body"),
    hero: localized("hero"),
    agenda: byLanguage((code) =>
      e.agenda
        .map((row) =>
          code === "en"
            ? `${row.time} | ${row.title.en}`
            : ((row.title as Record<string, string>)[code] ?? ""),
        )
        .join("\n"),
    ),
  };
}
