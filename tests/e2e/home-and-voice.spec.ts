import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { fixedT, hasJavaScript, useOwnClientAddress } from "./helpers";
import { PARTNER, signInWithCookie } from "./session";

/** The seeded administrator of the README's demo accounts. */
const SEEDED_ADMIN = {
  account: "admin@northlight-vision.example",
  password: "Aurora-Keystone-2026!",
};

interface Dated {
  id: string;
  title: Record<string, string>;
}
const catalogue = <T>(file: string): T[] =>
  JSON.parse(
    readFileSync(path.join(process.cwd(), "content/catalogue", file), "utf8").replaceAll(
      "{{brand}}",
      "Northlight Vision",
    ),
  );

const t = fixedT("en", "feedback");
const tAr = fixedT("ksa", "feedback");
const common = fixedT("en");

test("the home page shows the newest news, the next events and the spotlight, each linked", async ({
  page,
}) => {
  test.slow();
  const today = new Date().toISOString().slice(0, 10);
  const news = catalogue<Dated & { date: string }>("news.json")
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, 3);
  const events = catalogue<Dated & { startDate: string }>("events.json")
    .filter((e) => e.startDate >= today)
    .sort((a, b) => a.startDate.localeCompare(b.startDate))
    .slice(0, 3);
  await page.goto("/ksa/home");
  const m = fixedT("ksa", "marketing");
  const newsBlock = page.getByRole("region", { name: m("home.news") });
  for (const item of news)
    await expect(
      newsBlock.getByRole("link", { name: item.title.ksa, exact: true }),
    ).toHaveAttribute("href", `/ksa/news/${item.id}/detail`);
  const eventsBlock = page.getByRole("region", { name: m("home.events") });
  await expect(eventsBlock.getByRole("listitem")).toHaveCount(events.length);
  for (const item of events)
    await expect(
      eventsBlock.getByRole("link", { name: item.title.ksa, exact: true }),
    ).toHaveAttribute("href", `/ksa/activity-hub/${item.id}/detail`);
  await expect(eventsBlock.getByRole("link", { name: m("home.allEvents") })).toHaveAttribute(
    "href",
    "/ksa/activity-hub",
  );

  const spotlight = page.getByRole("region", { name: m("home.spotlight") });
  const products = spotlight.locator("h3 a");
  await expect(products).toHaveCount(4);
  const href = await products.first().getAttribute("href");
  expect(href).toMatch(/^\/ksa\/product-center\/detail\/[^/]+\/[^/]+$/);
  await products.first().click();
  await expect(page).toHaveURL(new RegExp(`${href}$`), { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

for (const code of ["jp", "ksa"] as const) {
  test(`the home page's "What's new" cards read the announcements' summaries in ${code}`, async ({
    page,
  }) => {
    const announcements = catalogue<{ slug: string; summary: Record<string, string> }>(
      "announcements.json",
    );
    await page.goto(`/${code}/home`);
    const block = page.getByRole("region", { name: fixedT(code, "marketing")("home.whatsNew") });
    const cards = block.getByRole("listitem");
    await expect(cards.first()).toBeVisible();
    let seen = 0;
    for (const card of await cards.all()) {
      const href = (await card.getByRole("link").getAttribute("href")) ?? "";
      const seeded = announcements.find((a) => href.includes(`/announcement/${a.slug}/`));
      if (!seeded) continue; // one an administrator added during the run
      await expect(card.locator("p")).toHaveText(seeded.summary[code]!);
      await expect(card).not.toContainText(seeded.summary.en!);
      seen++;
    }
    expect(seen).toBeGreaterThan(0);
  });
}

test("the home page stays in the page cache for visitors", async ({ request }) => {
  await request.get("/tur/home");
  const again = await request.get("/tur/home");
  expect(again.headers()["x-page-cache"]).toMatch(/hit|stale/);
});

/** Fills the customer voice form (the stars are labels of hidden radio buttons). */
async function fillVoice(
  page: Page,
  values: {
    rating?: number;
    product?: string;
    message?: string;
    consent?: "yes" | "no";
    name?: string;
    email?: string;
  },
  tr = t,
) {
  if (values.rating)
    await page
      .locator(".stars__star", { hasText: tr("voice.stars", { count: values.rating }) })
      .click();
  if (values.product) await page.getByLabel(tr("voice.product")).selectOption(values.product);
  if (values.message !== undefined) await page.getByLabel(tr("voice.message")).fill(values.message);
  if (values.consent)
    await page
      .getByRole("radio", {
        name: tr(values.consent === "yes" ? "voice.consentYes" : "voice.consentNo"),
      })
      .check();
  if (values.name !== undefined) await page.getByLabel(tr("voice.name")).fill(values.name);
  if (values.email !== undefined) await page.getByLabel(tr("voice.email")).fill(values.email);
}

test("customer voice: sent, thanked, and in the administrators' queue, where it is handled", async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  // sends, signs in and goes through the queue: longer than one page's test on a loaded machine
  test.slow();
  await useOwnClientAddress(page);
  const marker = `Voice ${testInfo.project.name} ${Date.now()}: the night image is very clear.`;
  await page.goto("/customer-voice");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("voice.title"));
  // outside the site layout: its own header with a way home
  await expect(page.getByRole("link", { name: t("voice.backHome") })).toHaveAttribute(
    "href",
    "/home",
  );
  await expect(page.locator(".site-footer, footer.footer")).toHaveCount(0);
  await fillVoice(page, {
    rating: 4,
    product: "nv-b580-ai",
    message: marker,
    consent: "yes",
    name: "Ana Ribeiro",
    email: "ana.voice@example.com",
  });
  await page.getByRole("button", { name: t("voice.submit") }).click();
  await expect(page).toHaveURL(/\/customer-voice\?sent=1$/);
  await expect(page.getByText(t("voice.sent"))).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("voice.thanksTitle"));

  await signInWithCookie(context, request, baseURL!, SEEDED_ADMIN);
  await page.goto("/admin/feedback?product=nv-b580-ai");
  const item = page.locator("li.card", { hasText: marker });
  await expect(item).toBeVisible();
  await expect(item).toContainText(t("admin.unhandled"));
  await item.getByRole("link").click();
  await expect(page).toHaveURL(/\/admin\/feedback\/\d+$/);
  await expect(page.getByText(marker)).toBeVisible();
  await expect(page.getByText("ana.voice@example.com")).toBeVisible();
  await expect(page.getByText(t("admin.consentGiven"))).toBeVisible();
  await page.getByRole("button", { name: t("admin.markHandled") }).click();
  await expect(page.getByText(t("admin.markedHandled"))).toBeVisible();
  await expect(page.getByRole("button", { name: t("admin.markHandled") })).toHaveCount(0);
  await expect(page.locator(".details-list")).toContainText(/Handled by .+ on /);
  await page.goto("/admin/feedback?status=handled&product=nv-b580-ai");
  await expect(page.locator("li.card", { hasText: marker })).toBeVisible();
  await page.goto("/admin/feedback?status=unhandled&product=nv-b580-ai");
  await expect(page.locator("li.card", { hasText: marker })).toHaveCount(0);
});

test("customer voice: each message in place, the input kept (Arabic)", async ({ page }) => {
  await useOwnClientAddress(page);
  await page.goto("/ksa/customer-voice");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const submit = () => page.getByRole("button", { name: tAr("voice.submit") }).click();
  await submit();
  for (const key of ["errors.ratingEmpty", "errors.messageEmpty", "errors.consentEmpty"])
    await expect(page.getByText(tAr(key))).toBeVisible();

  await fillVoice(page, { rating: 2, message: "short", consent: "yes" }, tAr);
  await submit();
  await expect(page.getByText(tAr("errors.messageTooShort"))).toBeVisible();
  await expect(page.getByText(tAr("errors.nameEmpty"))).toBeVisible();
  await expect(page.getByText(tAr("errors.emailEmpty"))).toBeVisible();
  await expect(page.getByText(tAr("errors.ratingEmpty"))).toHaveCount(0);
  // the input is kept
  await expect(page.getByLabel(tAr("voice.message"))).toHaveValue("short");
  await expect(page.getByRole("radio", { name: tAr("voice.stars", { count: 2 }) })).toBeChecked();
  await expect(page.getByRole("radio", { name: tAr("voice.consentYes") })).toBeChecked();

  await fillVoice(page, { message: "x".repeat(2001), name: "فاطمة", email: "not-an-address" }, tAr);
  await submit();
  await expect(page.getByText(tAr("errors.messageTooLong"))).toBeVisible();
  await expect(page.getByText(tAr("errors.emailInvalid"))).toBeVisible();
  await expect(page.getByLabel(tAr("voice.name"))).toHaveValue("فاطمة");
  await expect(page.getByLabel(tAr("voice.email"))).toHaveValue("not-an-address");

  // without consent, name and e-mail are not needed
  await fillVoice(page, { message: "Works well in our warehouse.", consent: "no", email: "" }, tAr);
  await submit();
  await expect(page).toHaveURL(/\/ksa\/customer-voice\?sent=1$/);
  await expect(page.getByText(tAr("voice.sent"))).toBeVisible();
});

test("customer voice without the page's form token is refused", async ({ request }) => {
  const response = await request.post("/customer-voice", {
    form: { rating: "5", message: "Sent by a script without the page.", contactConsent: "no" },
  });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain(common("spamGuard.invalid"));
});

test("the feedback queue is for administrators only", async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  for (const path of ["/api/feedback/admin/list", "/api/feedback/admin/1"])
    expect((await request.get(path)).status()).toBe(401);
  const visitor = await request.get("/admin/feedback", { maxRedirects: 0 });
  expect(visitor.status()).toBe(302);
  expect(visitor.headers().location).toMatch(/^\/login\?redirectTo=%2Fadmin%2Ffeedback/);
  await signInWithCookie(context, request, baseURL!, PARTNER);
  for (const path of ["/admin/feedback", "/admin/feedback/1", "/ksa/admin/feedback"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
  }
  if (!hasJavaScript(testInfo)) {
    const post = await page.request.post("/admin/feedback/1", {
      form: { x: "1" },
      headers: { origin: baseURL! },
    });
    expect(post.status()).toBe(403);
  }
});
