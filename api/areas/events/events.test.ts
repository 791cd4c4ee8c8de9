import { FORM_SUBMISSIONS } from "../../infra/form-limit";
import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { eventRegistrations, events, mailOutbox } from "../../db/schema";
import { addUser, backendForFile, client } from "../../test/support";
import { type ContentChange, onContentChanged } from "#shared/content-events";
import { EVENT_CODE } from "./routes";
import { clock } from "./service";

const ctx = backendForFile({ seed: true });

interface SeedEvent {
  id: string;
  region: string;
  kind: string;
  startsAt: string;
  endsAt: string;
  capacity: number | null;
  registered?: number;
}
const seed = JSON.parse(
  readFileSync(path.join(process.cwd(), "content", "catalogue", "events.json"), "utf8"),
) as SeedEvent[];

const TODAY = new Date("2026-11-22T12:00:00Z");
afterEach(() => vi.restoreAllMocks());
const fixClock = (at = TODAY) => vi.spyOn(clock, "now").mockReturnValue(at);

const ids = (reply: { body: { data: { items: { id: string }[] } } }) =>
  reply.body.data.items.map((i) => i.id);

const person = (email: string) => ({
  name: "Maria Silva",
  email,
  company: "Vigia Tec",
  phone: "+55 11 5555-0100",
  consent: true,
  language: "br",
});

describe("GET /events", () => {
  it("lists upcoming events soonest first and past ones newest first, by the server's date", async () => {
    fixClock();
    const upcoming = seed
      .filter((e) => new Date(e.endsAt) >= TODAY)
      .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
    const past = seed
      .filter((e) => new Date(e.endsAt) < TODAY)
      .sort((a, b) => b.startsAt.localeCompare(a.startsAt));
    const first = await ctx.api.call("GET", "/events", { query: { pageSize: "60" } });
    expect(first.body.data).toMatchObject({ when: "upcoming", total: upcoming.length, page: 1 });
    expect(ids(first)).toEqual(upcoming.map((e) => e.id));
    const before = await ctx.api.call("GET", "/events", {
      query: { when: "past", pageSize: "60" },
    });
    expect(ids(before)).toEqual(past.map((e) => e.id));
    expect(upcoming.length + past.length).toBe(seed.length);
  });

  it("moves an event to the past once it has ended", async () => {
    fixClock(new Date("2027-03-06T09:00:00Z"));
    const past = await ctx.api.call("GET", "/events", { query: { when: "past", pageSize: "60" } });
    expect(ids(past)[0]).toBe("2027-03-security-show-japan");
  });

  it("filters by region and type and pages with the list's page size", async () => {
    fixClock();
    const reply = await ctx.api.call("GET", "/events", {
      query: { when: "past", region: "mea", kind: "trade-show" },
    });
    expect(ids(reply).sort()).toEqual(
      seed
        .filter((e) => e.region === "mea" && e.kind === "trade-show" && new Date(e.endsAt) < TODAY)
        .map((e) => e.id)
        .sort(),
    );
    const unknown = await ctx.api.call("GET", "/events", { query: { region: "moon" } });
    expect(unknown.body.data).toMatchObject({ items: [], total: 0 });
    const page2 = await ctx.api.call("GET", "/events", { query: { page: "2", pageSize: "5" } });
    expect(page2.body.data.items).toHaveLength(5);
    expect(page2.body.data.page).toBe(2);
  });

  it("covers every region and type, past and upcoming, with at least 20 events", () => {
    expect(seed.length).toBeGreaterThanOrEqual(20);
    expect(new Set(seed.map((e) => e.region))).toEqual(
      new Set(["europe", "mea", "apac", "americas", "online"]),
    );
    expect(new Set(seed.map((e) => e.kind)).size).toBe(4);
  });
});

describe("GET /events/:id and /events/landing/:slug", () => {
  it("gives the detail in the visitor's language with agenda, products and seats", async () => {
    fixClock();
    const reply = await ctx.api.call("GET", "/events/2027-06-ptz-training-riyadh", {
      headers: { language: "ksa" },
    });
    expect(reply.status).toBe(200);
    const e = reply.body.data;
    expect(e.timeZone).toBe("Asia/Riyadh");
    expect(e.startsAt).toBe("2027-06-08T06:00:00.000Z");
    expect(e.agenda[0].title).toBe("التسجيل وقهوة الترحيب");
    expect(e.registration).toEqual({ capacity: 16, seatsLeft: 1, open: true });
    expect(e.products.length).toBeGreaterThan(0);
  });

  it("answers 404 for an unknown event or landing page", async () => {
    expect((await ctx.api.call("GET", "/events/no-such-event")).status).toBe(404);
    expect((await ctx.api.call("GET", "/events/landing/no-such-page")).status).toBe(404);
  });

  it("finds each landing page by its slug; past ones are closed", async () => {
    fixClock();
    for (const slug of [
      "securityshow-japan",
      "gitex2025",
      "intersec2025",
      "shanghai-internal",
      "shanghai-partner",
      "shanghai-eco",
    ]) {
      const reply = await ctx.api.call("GET", `/events/landing/${slug}`);
      expect(reply.status, slug).toBe(200);
      expect(reply.body.data.landingSlug).toBe(slug);
    }
    const gitex = await ctx.api.call("GET", "/events/landing/gitex2025");
    expect(gitex.body.data.registration.open).toBe(false);
  });
});

describe("POST /events/:id/registrations", () => {
  /** A visitor of their own client address (each address may register five times in ten minutes). */
  const visitor = () => client(ctx.backend);
  const outbox = (to: string) =>
    ctx.backend.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

  it("registers once per address, in any case, and mails a confirmation in the visitor's language", async () => {
    fixClock();
    const id = "2027-05-partner-summit-emea";
    const ok = await visitor().call("POST", `/events/${id}/registrations`, {
      json: person("maria@vigiatec.example"),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.seatsLeft).toBe(119);
    const [mail] = await outbox("maria@vigiatec.example");
    expect(mail?.subject).toContain("Sua inscrição");
    expect(mail?.text).toContain("/br/activity-hub/");
    const again = await visitor().call("POST", `/events/${id}/registrations`, {
      json: person("MARIA@vigiatec.example"),
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(EVENT_CODE.ALREADY_REGISTERED);
    const rows = await ctx.backend.db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, id));
    expect(rows).toHaveLength(1);
  });

  it("clears the cached pages of the event, in every language, when a seat is taken", async () => {
    fixClock();
    const changes: ContentChange[] = [];
    const stop = onContentChanged((change) => changes.push(change));
    try {
      const refused = await visitor().call(
        "POST",
        "/events/2026-12-webinar-retail-analytics/registrations",
        { json: person("cache-full@vigiatec.example") },
      );
      expect(refused.status).toBe(409);
      expect(changes).toEqual([]);
      const ok = await visitor().call("POST", "/events/2027-03-security-show-japan/registrations", {
        json: person("cache@vigiatec.example"),
      });
      expect(ok.status).toBe(200);
      const prefixes = changes.map((c) => c.pathPrefix);
      expect(prefixes).toContain("/activity-hub/2027-03-security-show-japan/detail");
      expect(prefixes).toContain("/ksa/activity-hub/2027-03-security-show-japan/detail");
      expect(prefixes).toContain("/securityshow-japan");
      expect(prefixes).toContain("/jp/securityshow-japan");
      expect(prefixes).not.toContain(undefined);
    } finally {
      stop();
    }
  });

  it("refuses a full event, a past one, an event without registration and bad input", async () => {
    fixClock();
    const full = await visitor().call(
      "POST",
      "/events/2026-12-webinar-retail-analytics/registrations",
      {
        json: person("late@example.com"),
      },
    );
    expect(full.status).toBe(409);
    expect(full.body.code).toBe(EVENT_CODE.FULL);
    const past = await visitor().call("POST", "/events/2025-10-gitex-dubai/registrations", {
      json: person("late@example.com"),
    });
    expect(past.body.code).toBe(EVENT_CODE.CLOSED);
    const none = await visitor().call("POST", "/events/2027-03-isc-west/registrations", {
      json: person("late@example.com"),
    });
    expect(none.status).toBe(404);
    for (const bad of [
      { ...person("not-an-address"), email: "not-an-address" },
      { ...person("a@b.example"), consent: false },
      { ...person("a@b.example"), name: "" },
      { ...person("a@b.example"), phone: "call me" },
    ]) {
      const reply = await visitor().call(
        "POST",
        "/events/2027-05-partner-summit-emea/registrations",
        {
          json: bad,
        },
      );
      expect(reply.status).toBe(400);
    }
  });

  it("refuses a sixth registration from one address within ten minutes with 429", async () => {
    fixClock();
    const one = client(ctx.backend);
    const id = "2027-05-partner-summit-emea";
    for (let i = 0; i < FORM_SUBMISSIONS.max; i++) {
      const reply = await one.call("POST", `/events/${id}/registrations`, {
        json: person(`limit-${i}@vigiatec.example`),
      });
      expect(reply.status).toBe(200);
    }
    const refused = await one.call("POST", `/events/${id}/registrations`, {
      json: person("limit-6@vigiatec.example"),
    });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(40013);
    const another = await visitor().call("POST", `/events/${id}/registrations`, {
      json: person("limit-other@vigiatec.example"),
    });
    expect(another.status).toBe(200);
  });

  it("accepts exactly the seats left when many register at once", async () => {
    fixClock();
    const { db } = ctx.backend;
    await db.insert(events).values({
      id: "race-test",
      startDate: "2027-09-01",
      endDate: "2027-09-01",
      startsAt: new Date("2027-09-01T09:00:00Z"),
      endsAt: new Date("2027-09-01T17:00:00Z"),
      kind: "training",
      title: { en: "Race" },
      summary: { en: "Race" },
      body: { en: "Race" },
      capacity: 5,
    });
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        client(ctx.backend).call("POST", "/events/race-test/registrations", {
          json: person(`racer${i}@example.com`),
        }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(5);
    expect(replies.filter((r) => r.body.code === EVENT_CODE.FULL)).toHaveLength(7);
    const rows = await db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, "race-test"));
    expect(rows).toHaveLength(5);
  });
});

describe("/admin/events", () => {
  const input = {
    id: "admin-test-event",
    kind: "webinar",
    region: "online",
    startDate: "2027-10-01",
    endDate: "2027-10-01",
    startTime: "10:00",
    endTime: "11:00",
    timeZone: "Asia/Dubai",
    online: true,
    capacity: 10,
    title: { en: "Admin test", ksa: "اختبار" },
    summary: { en: "Summary" },
    body: { en: "Body" },
    agenda: [{ time: "10:00", title: { en: "Start" } }],
  };

  it("refuses anonymous visitors and partners", async () => {
    await addUser(ctx.backend, "partner@events.example", "partner password 1", ["partner"]);
    const partner = (await ctx.api.login("partner@events.example", "partner password 1")).body.data
      .token;
    for (const [method, url] of [
      ["GET", "/admin/events"],
      ["POST", "/admin/events"],
      ["GET", "/admin/events/2027-05-partner-summit-emea"],
      ["PUT", "/admin/events/2027-05-partner-summit-emea"],
      ["DELETE", "/admin/events/2027-05-partner-summit-emea"],
      ["GET", "/admin/events/2027-05-partner-summit-emea/registrations"],
    ] as const) {
      const json = method === "POST" || method === "PUT" ? input : undefined;
      expect((await ctx.api.call(method, url, { token: partner, json })).status).toBe(403);
      expect((await ctx.api.call(method, url, { json })).status).toBe(401);
    }
  });

  it("creates, edits, lists registrations of and deletes an event", async () => {
    await addUser(ctx.backend, "boss@events.example", "admin password 1", ["admin"]);
    const token = (await ctx.api.login("boss@events.example", "admin password 1")).body.data.token;
    expect((await ctx.api.call("POST", "/admin/events", { token, json: input })).status).toBe(200);
    expect((await ctx.api.call("POST", "/admin/events", { token, json: input })).status).toBe(409);
    const stored = await ctx.api.call("GET", `/admin/events/${input.id}`, { token });
    expect(stored.body.data).toMatchObject({ startTime: "10:00", endTime: "11:00", capacity: 10 });
    const detail = await ctx.api.call("GET", `/events/${input.id}`);
    expect(detail.body.data.startsAt).toBe("2027-10-01T06:00:00.000Z");
    const edit = { ...input, title: { en: "Edited" } };
    expect(
      (await ctx.api.call("PUT", `/admin/events/${input.id}`, { token, json: edit })).status,
    ).toBe(200);
    expect((await ctx.api.call("GET", `/events/${input.id}`)).body.data.title).toBe("Edited");
    const bad = { ...input, timeZone: "Mars/Olympus" };
    expect(
      (await ctx.api.call("PUT", `/admin/events/${input.id}`, { token, json: bad })).status,
    ).toBe(400);
    const regs = await ctx.api.call(
      "GET",
      "/admin/events/2027-06-ptz-training-riyadh/registrations",
      {
        token,
      },
    );
    expect(regs.body.data.items).toHaveLength(15);
    const list = await ctx.api.call("GET", "/admin/events", { token });
    expect(list.status).toBe(200);
    const rows = list.body.data.items as { id: string; registered: number }[];
    expect(rows.find((r) => r.id === "2027-06-ptz-training-riyadh")?.registered).toBe(15);
    expect(rows.find((r) => r.id === input.id)).toMatchObject({ title: "Edited", registered: 0 });
    expect((await ctx.api.call("DELETE", `/admin/events/${input.id}`, { token })).status).toBe(200);
    expect((await ctx.api.call("GET", `/events/${input.id}`)).status).toBe(404);
  });
});
