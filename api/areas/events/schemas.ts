import { z } from "zod";
import { isValidEmail } from "#shared/email";
import { LANGUAGES } from "#shared/languages";
import { choice, enumFilter, first, paging, type Queries } from "../../http/list-query";

export const EVENT_REGIONS = ["europe", "mea", "apac", "americas", "online"] as const;
export const EVENT_KINDS = ["trade-show", "training", "webinar", "partner-summit"] as const;
export const EVENT_WHEN = ["upcoming", "past"] as const;
export type EventWhen = (typeof EVENT_WHEN)[number];

/** Page and page size of the events list. */
const PAGING = { maxPage: 1000, maxPageSize: 60, pageSize: 9 };

/** The list's query, read leniently: an unknown region or type matches nothing, a bad `when` is upcoming. */
export function eventsQuery(queries: Queries) {
  return {
    when: choice(first(queries, "when"), EVENT_WHEN, "upcoming") as EventWhen,
    filters: {
      region: enumFilter(first(queries, "region"), EVENT_REGIONS),
      kind: enumFilter(first(queries, "kind"), EVENT_KINDS),
    },
    paging: paging(queries, PAGING),
  };
}

const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [string, ...string[]];

const line = (max: number) => z.string().trim().min(1).max(max);

/** A registration for an event (the site's form posts it as it was filled in). */
export const registrationBody = z.object({
  name: line(100),
  email: z.string().trim().max(254).refine(isValidEmail, "not a valid e-mail address"),
  company: line(120),
  phone: z
    .string()
    .trim()
    .max(40)
    .regex(/^[+0-9 ()./-]*$/, "not a phone number")
    .optional()
    .transform((v) => v || null),
  consent: z.union([z.literal(true), z.literal("on"), z.literal("true")]),
  language: z.enum(LANGUAGE_CODES).default("en"),
});
export type Registration = z.infer<typeof registrationBody>;

const localizedInput = z
  .object({ en: line(2000) })
  .catchall(z.string().trim().max(2000))
  .refine((v) => Object.keys(v).every((k) => LANGUAGE_CODES.includes(k)), "unknown language");
const localizedBody = z
  .object({ en: line(20000) })
  .catchall(z.string().trim().max(20000))
  .refine((v) => Object.keys(v).every((k) => LANGUAGE_CODES.includes(k)), "unknown language");

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "not a date");
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "not a time");

/** An event as administrators write it: times are wall-clock times in the event's time zone. */
export const eventBody = z
  .object({
    id: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9-]{2,79}$/, "lower-case letters, digits and hyphens"),
    kind: z.enum(EVENT_KINDS),
    region: z.enum(EVENT_REGIONS),
    startDate: day,
    endDate: day,
    startTime: clock,
    endTime: clock,
    timeZone: z
      .string()
      .trim()
      .max(60)
      .refine((tz) => {
        try {
          new Intl.DateTimeFormat("en", { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      }, "unknown time zone"),
    online: z.boolean().default(false),
    city: z.string().trim().max(80).nullable().default(null),
    country: z.string().trim().max(80).nullable().default(null),
    venue: z.string().trim().max(200).nullable().default(null),
    booth: z.string().trim().max(40).nullable().default(null),
    capacity: z.number().int().min(1).max(100000).nullable().default(null),
    landingSlug: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9-]{2,59}$/, "lower-case letters, digits and hyphens")
      .nullable()
      .default(null),
    products: z.array(z.string().trim().min(1).max(80)).max(20).default([]),
    title: localizedInput,
    summary: localizedInput,
    body: localizedBody,
    hero: localizedInput.nullable().default(null),
    agenda: z
      .array(z.object({ time: z.string().trim().min(1).max(20), title: localizedInput }))
      .max(40)
      .default([]),
  })
  .refine((e) => `${e.endDate}T${e.endTime}` > `${e.startDate}T${e.startTime}`, {
    message: "the event must end after it starts",
    path: ["endDate"],
  });
export type EventInput = z.infer<typeof eventBody>;
