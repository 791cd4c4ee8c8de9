import type { Database } from "../../db/client";
import { eventRegistrations, events, type Localized } from "../../db/schema";

type SeedEvent = Omit<typeof events.$inferInsert, "body" | "startsAt" | "endsAt"> & {
  body: string | Localized;
  startsAt: string;
  endsAt: string;
  /** Demo registrations the seed adds (to show a nearly full or full event). */
  registered?: number;
};

/**
 * The seed's events (content/catalogue/events.json): a body written as one English string gets its
 * catalogue translations, one written per language is kept as it is; `registered` demo attendees.
 */
export async function seedEvents(
  db: Database,
  rows: SeedEvent[],
  localized: (english: string) => Localized,
  withBrand: <T>(value: T) => T,
) {
  if (rows.length === 0) return 0;
  await db.insert(events).values(
    rows.map(({ registered: _, ...r }) => ({
      ...withBrand({ ...r, body: typeof r.body === "string" ? localized(r.body) : r.body }),
      startsAt: new Date(r.startsAt),
      endsAt: new Date(r.endsAt),
    })),
  );
  const attendees = rows.flatMap((r) =>
    Array.from({ length: r.registered ?? 0 }, (_, i) => ({
      eventId: r.id,
      name: `Demo attendee ${i + 1}`,
      email: `attendee${i + 1}@${r.id}.example`,
      company: "Demo Company",
      language: "en",
    })),
  );
  if (attendees.length) await db.insert(eventRegistrations).values(attendees).onConflictDoNothing();
  return rows.length;
}
