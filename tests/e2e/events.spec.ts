import { readFileSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import {
  fixedT,
  hasJavaScript,
  testAccessibility,
  useOwnClientAddress,
  watchForErrors,
  outbox,
} from "./helpers";
import { eventDays } from "../../app/lib/event-when";
import { ADMIN, apiLogin, PARTNER, signInWithCookie } from "./session";

interface SeedEvent {
  id: string;
  kind: string;
  region: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  booth: string | null;
  capacity: number | null;
  registered?: number;
  landingSlug: string | null;
  title: Record<string, string>;
}
const seed: SeedEvent[] = JSON.parse(
  readFileSync(path.join(process.cwd(), "content", "catalogue", "events.json"), "utf8"),
);
const en = fixedT("en", "events");
const ksa = fixedT("ksa", "events");
const common = fixedT("en");

const CLIENT = `Basic ${Buffer.from("partner-portal:northlight-partner-portal").toString("base64")}`;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const cards = (page: Page) => page.locator(".events-page .event-card");
const isUpcoming = (e: SeedEvent) => new Date(e.endsAt).getTime() >= Date.now();

async function ready(page: Page, js: boolean) {
  if (js) await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** The administrator's API headers. */
async function adminHeaders(request: APIRequestContext) {
  const session = await apiLogin(request, ADMIN);
  return {
    authorization: CLIENT,
    channel: "app",
    token: `Bearer ${session.token}`,
    tenant: session.tenant,
    "content-type": "application/json",
  };
}

/** An upcoming event of the test's own, with registration; the test deletes it. */
async function createEvent(request: APIRequestContext, title: string, capacity = 5) {
  const headers = await adminHeaders(request);
  const id = `e2e-${unique()}`;
  const response = await request.post("/api/admin/events", {
    headers,
    data: {
      id,
      kind: "training",
      region: "europe",
      startDate: "2029-09-10",
      endDate: "2029-09-10",
      startTime: "09:00",
      endTime: "17:00",
      timeZone: "Europe/Madrid",
      city: "Madrid",
      country: "Spain",
      venue: "Test hall",
      capacity,
      title: { en: title },
      summary: { en: "A test event." },
      body: { en: "A test event." },
      agenda: [{ time: "09:00", title: { en: "Welcome" } }],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return {
    id,
    remove: () => request.delete(`/api/admin/events/${id}`, { headers }),
  };
}

/** The registration form of an event's page. */
const registration = (page: Page) => page.locator("form#registration");

async function fillRegistration(page: Page, values: { name: string; email: string }) {
  await registration(page).getByLabel(en("register.name"), { exact: true }).fill(values.name);
  await registration(page).getByLabel(en("register.email"), { exact: true }).fill(values.email);
  await registration(page).getByLabel(en("register.company"), { exact: true }).fill("Vigia Tec");
  await registration(page).getByLabel(en("register.consent")).check();
}

const anonymous = (request: APIRequestContext, url: string) =>
  request.get(url, { headers: { Cookie: "" } });

test("the Activity Hub lists upcoming and past events, filters by region and type and pages", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const js = hasJavaScript(testInfo);
  const checkErrors = watchForErrors(page);
  await page.goto("/activity-hub");
  await ready(page, js);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en("hub.title"));
  await expect(cards(page)).toHaveCount(9);
  const soonest = seed.filter(isUpcoming).sort((a, b) => a.startsAt.localeCompare(b.startsAt))[0]!;
  await expect(cards(page).first()).toContainText(soonest.title.en!);

  // Paging: the second page goes on where the first stops.
  await page
    .getByRole("navigation", { name: common("list.pagination.label") })
    .getByRole("link", { name: common("list.pagination.page", { page: 2 }), exact: true })
    .click();
  await expect(page).toHaveURL(/\/activity-hub\?page=2$/);
  await expect(cards(page).first()).toBeVisible();

  // Past events, then one region and one type.
  await page.goto("/activity-hub");
  await ready(page, js);
  await page.locator("label", { hasText: new RegExp(`^${en("filters.past")}$`) }).click();
  if (!js) await page.getByRole("button", { name: common("list.apply") }).click();
  await expect(page).toHaveURL(/\/activity-hub\?when=past$/);
  const newestPast = seed
    .filter((e) => !isUpcoming(e))
    .sort((a, b) => b.startsAt.localeCompare(a.startsAt))[0]!;
  await expect(cards(page).first()).toContainText(newestPast.title.en!);

  await page.getByLabel(en("filters.region"), { exact: true }).selectOption("apac");
  if (!js) await page.getByRole("button", { name: common("list.apply") }).click();
  await expect(page).toHaveURL(/\/activity-hub\?when=past&region=apac$/);
  const pastApac = seed.filter((e) => !isUpcoming(e) && e.region === "apac");
  await expect(cards(page)).toHaveCount(pastApac.length);
  for (const e of pastApac)
    await expect(cards(page).getByRole("link", { name: e.title.en })).toBeVisible();

  await page.goto("/activity-hub?region=apac");
  await ready(page, js);
  await page.getByLabel(en("filters.kind"), { exact: true }).selectOption("partner-summit");
  if (!js) await page.getByRole("button", { name: common("list.apply") }).click();
  await expect(page).toHaveURL(/\/activity-hub\?region=apac&kind=partner-summit$/);
  const summits = seed.filter(
    (e) => isUpcoming(e) && e.region === "apac" && e.kind === "partner-summit",
  );
  await expect(cards(page)).toHaveCount(summits.length);
  await expect(page.getByText(en("count", { count: summits.length }))).toBeVisible();

  await page.goto("/activity-hub?when=past&region=mea&kind=webinar");
  await expect(page.getByText(common("list.noData"))).toBeVisible();
  await expect(page.getByText(en("emptyPast"))).toBeVisible();
  checkErrors();
});

test("an event page shows when with its time zone, the agenda and a calendar file", async ({
  page,
  request,
}) => {
  const e = seed.find((s) => s.id === "2027-01-intersec-dubai")!;
  const response = await page.goto(`/activity-hub/${e.id}/detail`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(e.title.en!);
  const when = page.locator(".event-facts time");
  await expect(when).toContainText("2027");
  await expect(when).toContainText("(Gulf Standard Time)");
  await expect(page.getByRole("heading", { name: en("detail.agenda") })).toBeVisible();
  await expect(page.locator(".event-agenda tbody tr").first()).toBeVisible();

  const ics = page.getByRole("link", { name: en("detail.addToCalendar") });
  const href = await ics.getAttribute("href");
  expect(href).toBe(`/activity-hub/${e.id}/event.ics`);
  const file = await request.get(href!);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toMatch(/^text\/calendar/);
  const text = await file.text();
  expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(text).toContain(`SUMMARY:${e.title.en}`);

  await page.goto(`/ksa/activity-hub/${e.id}/detail`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(e.title.ksa!);
});

test("unknown events answer the 404 page", async ({ page, request }) => {
  for (const url of [
    "/activity-hub/no-such-event/detail",
    "/ksa/activity-hub/no-such-event/detail",
  ]) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    const t = fixedT(url.startsWith("/ksa") ? "ksa" : "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("notFound.title"));
  }
  expect((await request.get("/activity-hub/no-such-event/event.ics")).status()).toBe(404);
});

test("a visitor registers, is mailed a confirmation and the page shows the seats left", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const js = hasJavaScript(testInfo);
  await useOwnClientAddress(page);
  const title = `Registration check ${unique()}`;
  const event = await createEvent(request, title, 5);
  try {
    const url = `/activity-hub/${event.id}/detail`;
    // The page has a public form: it is rendered for each visitor (its spam-guard token is their
    // own), never kept by the page cache.
    await anonymous(request, url);
    const fresh = await anonymous(request, url);
    expect(fresh.headers()["x-page-cache"]).toBeUndefined();
    expect(fresh.headers()["cache-control"]).toBe("private, no-store");
    expect(await fresh.text()).toContain(en("register.seatsLeft", { seats: 5, capacity: 5 }));

    await page.goto(url);
    await ready(page, js);
    const email = `visitor-${unique()}@vigiatec.example`;
    await fillRegistration(page, { name: "Maria Silva", email });
    await page.getByRole("button", { name: en("register.submit") }).click();
    await expect(page.locator(".toast [role=status]")).toContainText(en("register.success"));
    await expect(page).toHaveURL(new RegExp(`${url}$`));

    // The anonymous page shows the seat taken at once.
    const after = await anonymous(request, url);
    expect(await after.text()).toContain(en("register.seatsLeft", { seats: 4, capacity: 5 }));

    await expect
      .poll(async () => (await outbox(request, email)).map((m) => m.subject))
      .toEqual([`Your registration: ${title}`]);
    const [mail] = await outbox(request, email);
    expect(mail!.text).toContain(url);

    // The same address again: refused at the e-mail field, the other fields kept.
    await page.goto(url);
    await ready(page, js);
    await fillRegistration(page, { name: "Maria Again", email: email.toUpperCase() });
    await page.getByRole("button", { name: en("register.submit") }).click();
    const field = registration(page).getByLabel(en("register.email"), { exact: true });
    await expect(page.locator(".field__error")).toHaveText(en("register.alreadyRegistered"));
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(registration(page).getByLabel(en("register.name"), { exact: true })).toHaveValue(
      "Maria Again",
    );
  } finally {
    await event.remove();
  }
});

test("the registration keeps the input on error and a full event refuses", async ({
  page,
}, testInfo) => {
  const js = hasJavaScript(testInfo);
  await useOwnClientAddress(page);
  const open = seed.find((s) => s.id === "2026-12-webinar-lpr")!;
  await page.goto(`/activity-hub/${open.id}/detail`);
  await ready(page, js);
  await registration(page).getByLabel(en("register.name"), { exact: true }).fill("Kenji Sato");
  await registration(page).getByLabel(en("register.email"), { exact: true }).fill("not-an-address");
  await registration(page).getByLabel(en("register.company"), { exact: true }).fill("Sato Systems");
  await registration(page).getByLabel(en("register.phone"), { exact: true }).fill("call me");
  await page.getByRole("button", { name: en("register.submit") }).click();
  await expect(page.getByText(en("register.phoneInvalid"))).toBeVisible();
  await expect(page.getByText(en("register.consentRequired"))).toBeVisible();
  await expect(registration(page).getByLabel(en("register.name"), { exact: true })).toHaveValue(
    "Kenji Sato",
  );
  await expect(registration(page).getByLabel(en("register.company"), { exact: true })).toHaveValue(
    "Sato Systems",
  );

  const full = seed.find((s) => s.capacity !== null && s.registered === s.capacity)!;
  await page.goto(`/activity-hub/${full.id}/detail`);
  await ready(page, js);
  await expect(page.locator(".event-register__state")).toHaveText(en("register.full"));
  await fillRegistration(page, { name: "Late Comer", email: `late-${unique()}@example.com` });
  await page.getByRole("button", { name: en("register.submit") }).click();
  await expect(page.locator(".form-error")).toContainText(en("register.full"));
  await expect(registration(page).getByLabel(en("register.name"), { exact: true })).toHaveValue(
    "Late Comer",
  );
});

test("a registration without the page's form token is refused and nothing is stored", async ({
  request,
}) => {
  const email = `bot-${unique()}@example.com`;
  const id = "2026-12-webinar-retail-analytics";
  const response = await request.post(`/activity-hub/${id}/detail`, {
    form: { name: "Bot", email, company: "Bots", consent: "on" },
  });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain(common("spamGuard.invalid"));
  const list = await request.get(`/api/admin/events/${id}/registrations`, {
    headers: await adminHeaders(request),
  });
  const items = (await list.json()).data.items as { email: string }[];
  expect(items.some((r) => r.email === email)).toBe(false);
});

test("a landing page stands alone, in Arabic right to left", async ({ page }) => {
  const e = seed.find((s) => s.landingSlug === "gitex2025")!;
  const response = await page.goto("/gitex2025");
  expect(response?.status()).toBe(200);
  await expect(page.locator(".site-header")).toHaveCount(0);
  await expect(page.locator(".landing__header")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(e.title.en!);
  await expect(page.getByRole("link", { name: en("landing.home") })).toHaveAttribute(
    "href",
    "/home",
  );

  await page.goto("/ksa/gitex2025");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator(".site-header")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(e.title.ksa!);
  await expect(page.getByRole("link", { name: ksa("landing.home") })).toHaveAttribute(
    "href",
    "/ksa/home",
  );
});

test("visitors and partners cannot reach the events administration", async ({
  page,
  request,
  baseURL,
  context,
}) => {
  await page.goto("/admin/events");
  expect(new URL(page.url()).pathname).toBe("/login");
  await signInWithCookie(context, request, baseURL!, PARTNER);
  for (const url of ["/admin/events", "/admin/events/new/edit"]) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(403);
  }
  const post = await page.request.post("/admin/events", {
    headers: { Origin: baseURL! },
    form: { id: "2027-03-isc-west" },
  });
  expect(post.status()).toBe(403);
});

test("an administrator previews and saves an event's title; the public page shows it", async ({
  page,
  request,
  baseURL,
  context,
}, testInfo) => {
  test.setTimeout(90_000);
  const js = hasJavaScript(testInfo);
  const before = `Admin check ${unique()}`;
  const event = await createEvent(request, before);
  let deleted = false;
  try {
    const url = `/activity-hub/${event.id}/detail`;
    await anonymous(request, url);
    expect(await (await anonymous(request, url)).text()).toContain(before);

    await signInWithCookie(context, request, baseURL!, ADMIN);
    await page.goto("/admin/events");
    await page.getByRole("link", { name: before, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/events/${event.id}/edit$`));
    await ready(page, js);
    const after = `Admin check edited ${unique()}`;
    const title = page
      .getByRole("group", { name: "English" })
      .getByLabel(en("admin.titleField"), { exact: true });
    await title.fill(after);

    await page.getByRole("button", { name: en("admin.preview") }).click();
    const preview = page.locator(".admin-events__preview");
    await expect(preview.getByRole("status")).toContainText(en("admin.previewTitle"));
    await expect(preview.getByRole("heading", { level: 2 }).first()).toHaveText(after);
    await expect(title).toHaveValue(after);
    // Nothing is saved by a preview.
    expect(await (await anonymous(request, url)).text()).not.toContain(after);

    await page.getByRole("button", { name: en("admin.save"), exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/events$/);
    await expect(page.locator(".toast [role=status]")).toContainText(en("admin.saved"));
    await expect(page.getByRole("link", { name: after, exact: true })).toBeVisible();

    const edited = await (await anonymous(request, url)).text();
    expect(edited).toContain(after);
    expect(edited).not.toContain(before);

    if (js) page.once("dialog", (dialog) => dialog.accept());
    await page.getByRole("button", { name: `${en("admin.delete")}: ${after}` }).click();
    await expect(page.locator(".toast [role=status]")).toContainText(en("admin.deleted"));
    await expect(page.getByRole("link", { name: after, exact: true })).toHaveCount(0);
    deleted = true;
    expect((await anonymous(request, url)).status()).toBe(404);
  } finally {
    if (!deleted) await event.remove();
  }
});

/** The next seed event after a past one: the next of its type in its region, else the site's next. */
function nextAfter(past: SeedEvent) {
  const upcoming = seed.filter(isUpcoming).sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  return upcoming.find((e) => e.kind === past.kind && e.region === past.region) ?? upcoming[0]!;
}

const overNotice = (page: Page, t = en) => page.getByRole("region", { name: t("over.title") });

for (const slug of ["intersec2025", "gitex2025"]) {
  test(`the past event page /${slug} says it is over, with its dates, and points to the next event`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    const js = hasJavaScript(testInfo);
    const checkErrors = watchForErrors(page);
    const e = seed.find((s) => s.landingSlug === slug)!;
    expect(isUpcoming(e)).toBe(false);
    const next = nextAfter(e);
    await page.goto(`/${slug}`);
    await ready(page, js);
    const notice = overNotice(page);
    await expect(notice).toBeVisible();
    // It comes first: above the hero and its title.
    const noticeBox = (await notice.boundingBox())!;
    const titleBox = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
    expect(noticeBox.y).toBeLessThan(titleBox.y);
    await expect(notice).toContainText(en("over.held", { dates: eventDays("en", e) }));
    const nextLink = notice.getByRole("link", { name: en("over.next", { title: next.title.en }) });
    await expect(nextLink).toHaveAttribute("href", `/activity-hub/${next.id}/detail`);
    await expect(notice).toContainText(eventDays("en", next));
    await expect(notice.getByRole("link", { name: en("over.news") })).toHaveAttribute(
      "href",
      "/news?category=event",
    );
    // No booth to visit and no registration any more.
    await expect(page.locator(".landing__hero")).not.toContainText(e.booth!);
    await expect(page.locator("form#registration")).toHaveCount(0);
    await expect(page.getByRole("link", { name: en("landing.register") })).toHaveCount(0);

    await nextLink.click();
    await expect(page).toHaveURL(new RegExp(`/activity-hub/${next.id}/detail$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(next.title.en!);
    await expect(overNotice(page)).toHaveCount(0);
    checkErrors();
  });
}

test("the past event's notice is translated, right to left in Arabic", async ({ page }) => {
  const e = seed.find((s) => s.landingSlug === "intersec2025")!;
  const next = nextAfter(e);
  await page.goto("/ksa/intersec2025");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const notice = overNotice(page, ksa);
  await expect(notice).toContainText(ksa("over.held", { dates: eventDays("ar", e) }));
  await expect(
    notice.getByRole("link", { name: ksa("over.next", { title: next.title.ksa }) }),
  ).toHaveAttribute("href", `/ksa/activity-hub/${next.id}/detail`);
  await expect(notice.getByRole("link", { name: ksa("over.news") })).toHaveAttribute(
    "href",
    "/ksa/news?category=event",
  );
});

test("an upcoming event's pages say nothing of being over and keep the booth and registration", async ({
  page,
}) => {
  const e = seed.find((s) => s.landingSlug === "securityshow-japan")!;
  expect(isUpcoming(e)).toBe(true);
  await page.goto(`/${e.landingSlug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(e.title.en!);
  await expect(overNotice(page)).toHaveCount(0);
  if (e.booth) await expect(page.locator(".landing__hero")).toContainText(e.booth);
  await page.goto(`/activity-hub/${e.id}/detail`);
  await expect(overNotice(page)).toHaveCount(0);
  await expect(page.getByRole("link", { name: en("detail.addToCalendar") })).toBeVisible();
});

test("a past event's detail page says it is over; the past list marks every event over", async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const js = hasJavaScript(testInfo);
  const e = seed.find((s) => s.id === "2025-10-gitex-dubai")!;
  await page.goto(`/activity-hub/${e.id}/detail`);
  await ready(page, js);
  const notice = overNotice(page);
  await expect(notice).toContainText(en("over.held", { dates: eventDays("en", e) }));
  await expect(
    notice.getByRole("link", { name: en("over.next", { title: nextAfter(e).title.en }) }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: en("detail.addToCalendar") })).toHaveCount(0);
  await expect(page.locator(".event-facts")).not.toContainText(en("detail.booth"));
  await expect(page.locator("form#registration")).toHaveCount(0);

  await page.goto("/activity-hub?when=past");
  await ready(page, js);
  await expect(cards(page).first()).toBeVisible();
  const count = await cards(page).count();
  await expect(cards(page).locator(".event-card__over")).toHaveCount(count);
  await expect(cards(page).first().locator(".event-card__over")).toHaveText(en("over.chip"));
  await page.goto("/activity-hub");
  await expect(cards(page).first()).toBeVisible();
  await expect(cards(page).locator(".event-card__over")).toHaveCount(0);
});

testAccessibility([
  "/activity-hub",
  "/activity-hub?when=past",
  "/intersec2025",
  "/ksa/intersec2025",
  "/activity-hub/2025-10-gitex-dubai/detail",
  "/activity-hub/2027-03-security-show-japan/detail",
  "/ksa/activity-hub/2027-03-security-show-japan/detail",
  "/gitex2025",
  "/ksa/securityshow-japan",
]);
