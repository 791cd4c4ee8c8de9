import { expect, type Page, test } from "@playwright/test";
import {
  fixedT,
  hasJavaScript,
  outbox,
  submitForm,
  testAccessibility,
  useOwnClientAddress,
  watchForErrors,
} from "./helpers";

const f = fixedT("en", "firmware");
const fa = fixedT("ksa", "firmware");
const d = fixedT("en", "documents");
const CLIENT = `Basic ${Buffer.from("partner-portal:northlight-partner-portal").toString("base64")}`;

const versions = (page: Page) => page.locator(".fw-versions > .fw-version");
const version = (page: Page, number: string) =>
  versions(page).filter({ has: page.getByRole("heading", { name: `Version ${number}` }) });
const toast = (page: Page) => page.locator(".toast [role=status]");

/** A unique address for this test run, so parallel and repeated runs never share mails. */
const uniqueEmail = () =>
  `subscriber-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@vigiatec.example`;

/** The site path of the link to `kind` in a mail's text (the mail names the whole URL). */
function linkPath(text: string, kind: "confirm" | "unsubscribe") {
  const match = new RegExp(`https?://[^/\\s]+(/firmware-notify/${kind}/[A-Za-z0-9_-]{43})`).exec(
    text,
  );
  expect(match, `a ${kind} link in the mail`).not.toBeNull();
  return match![1]!;
}

test.beforeEach(async ({ page }) => {
  await useOwnClientAddress(page);
});

test("a model's firmware page lists every version with its track, changelog and known issues", async ({
  page,
}) => {
  const checkErrors = watchForErrors(page);
  await page.goto("/firmware-soft/nv-d580-ai/releases");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    f("model.title", { model: "NV-D580-AI" }),
  );
  await expect(versions(page)).toHaveCount(3);
  // Newest first; the current one says so; each published one has its download (for rollback).
  await expect(versions(page).locator("h3")).toHaveText([
    "Version 5.4.1",
    "Version 5.3.0",
    "Version 5.2.2",
  ]);
  await expect(version(page, "5.4.1")).toContainText(f("version.current"));
  for (const item of await versions(page).all())
    await expect(item.getByRole("link", { name: /^Download/ })).toHaveAttribute(
      "href",
      /^\/documentation\/\d+\/download$/,
    );
  // The LTS track and its end, in the list and in the support facts.
  await expect(version(page, "5.3.0").locator(".fw-badge--lts")).toHaveText(
    f("release.ltsUntil", { date: "Sep 30, 2027" }),
  );
  await expect(page.locator(".fw-model__support")).toContainText(
    f("model.ltsEnds", { date: "Sep 30, 2027" }),
  );
  // Changelog and known issues fold away without JavaScript (<details>).
  const newest = version(page, "5.4.1");
  const issues = newest.locator(".fw-markdown").nth(1);
  await expect(issues).toBeHidden();
  await newest.getByText(f("model.changesAndIssues")).click();
  await expect(issues.locator("strong").first()).toHaveText("twice");
  await expect(version(page, "5.2.2").locator("summary")).toHaveText(f("model.changes"));
  // The version page links back to every version of the model.
  await newest.getByRole("link", { name: "Version 5.4.1" }).click();
  await expect(
    page.getByRole("heading", { level: 2, name: f("release.knownIssues") }),
  ).toBeVisible();
  await page.getByRole("link", { name: f("release.allOf", { model: "NV-D580-AI" }) }).click();
  await expect(page).toHaveURL(/\/firmware-soft\/nv-d580-ai\/releases$/);
  checkErrors();
});

test("texts without a translation show in English, marked, and the page reads right to left", async ({
  page,
}) => {
  await page.goto("/ksa/firmware-soft/nv-d580-ai/releases");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const newest = versions(page).first();
  await newest.locator("summary").click();
  // One of 5.4.1's known issues is written in English only: the list shows in English, marked.
  const issues = newest.locator(".fw-markdown[lang=en]");
  await expect(issues).toHaveAttribute("dir", "ltr");
  await expect(issues).toContainText("Anti-flicker");
  await expect(newest.locator(".fw-in-english")).toHaveText(fa("release.inEnglish"));
  // The notes are translated: not marked.
  await expect(newest.locator(".fw-markdown").first()).not.toHaveAttribute("lang", "en");
});

test("a withdrawn release says why on its page, offers no download, and its file is gone", async ({
  page,
  request,
}) => {
  const checkErrors = watchForErrors(page);
  const reason = "Recordings could stop after a time-zone change; install 5.2.1 instead.";
  await page.goto("/firmware-soft/nv-b580-ai/releases");
  const withdrawn = version(page, "5.2.0");
  await expect(withdrawn.locator(".fw-badge--withdrawn")).toHaveText(f("release.withdrawn"));
  await expect(withdrawn).toContainText(reason);
  await expect(withdrawn.getByRole("link", { name: /^Download/ })).toHaveCount(0);

  await withdrawn.getByRole("link", { name: "Version 5.2.0" }).click();
  const notice = page.locator(".fw-withdrawn--block");
  await expect(notice).toContainText(f("release.withdrawnOn", { date: "Apr 17, 2025" }));
  await expect(notice).toContainText(reason);
  await expect(page.locator("main").getByRole("link", { name: /^Download/ })).toHaveCount(0);
  await expect(page.locator(".fw-newer")).toContainText(f("version.install"));

  checkErrors();
  // Its file answers 410 Gone with a page that says so.
  const answer = await request.get("/api/downloads/firmware/model/nv-b580-ai", {
    headers: { authorization: CLIENT },
  });
  const releases = (await answer.json()).data.releases as {
    version: string;
    documentId: number;
  }[];
  const file = releases.find((r) => r.version === "5.2.0")!;
  const gone = await page.goto(`/documentation/${file.documentId}/download`);
  expect(gone?.status()).toBe(410);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(d("gone.title"));
  await page.getByRole("link", { name: d("gone.release") }).click();
  await expect(page.locator(".fw-withdrawn--block")).toContainText(reason);

  // The model's code leads to its newest published release, never a withdrawn one.
  await page.goto("/firmware-soft/nv-b580-ai");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("5.4.0");

  // The feeds list it as withdrawn, with the reason.
  const json = await (await request.get("/firmware-soft/nv-b580-ai/feed.json")).json();
  const item = json.items.find(
    (i: { _firmware: { version: string } }) => i._firmware.version === "5.2.0",
  );
  expect(item._northlight).toEqual({ status: "withdrawn" });
  expect(item.title).toMatch(/^Withdrawn: /);
  expect(item.summary).toContain(reason);
  expect(item.attachments).toBeUndefined();
  const atom = await (await request.get("/firmware-soft/nv-b580-ai/feed.atom")).text();
  expect(atom).toContain('<title type="text">Withdrawn: Firmware 5.2.0');
});

test("a visitor subscribes, confirms from the mail, then unsubscribes with the mail's link", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const js = hasJavaScript(testInfo);
  const checkErrors = watchForErrors(page);
  const url = "/firmware-soft/nv-t540-ai/releases";
  // The page has a public form: each visitor's own, never kept by the page cache.
  const anonymous = await request.get(url);
  expect(anonymous.headers()["cache-control"]).toBe("private, no-store");

  await page.goto(url);
  const form = page.locator("#notify");
  await expect(form.getByRole("heading", { level: 2 })).toHaveText(
    f("notify.heading", { model: "NV-T540-AI" }),
  );
  checkErrors();
  // A bad address is refused at its field, the input kept (a 400 answer).
  await form.getByLabel(f("notify.email")).fill("not-an-address");
  await submitForm(page, f("notify.submit"));
  await expect(form.locator(".field__error")).toHaveText(f("notify.emailInvalid"));
  await expect(form.getByLabel(f("notify.email"))).toHaveValue("not-an-address");

  const email = uniqueEmail();
  await page.goto(url);
  await form.getByLabel(f("notify.email")).fill(email);
  await submitForm(page, f("notify.submit"));
  await expect(toast(page)).toContainText(f("notify.sent"));
  await expect(page).toHaveURL(new RegExp(`${url}$`));

  await expect.poll(async () => (await outbox(request, email)).length).toBe(1);
  const [mail] = await outbox(request, email);
  expect(mail!.subject).toContain("NV-T540-AI");
  const unsubscribe = linkPath(mail!.text, "unsubscribe");
  expect(mail!.headers!["List-Unsubscribe"]).toMatch(
    new RegExp(`^<https?://[^>]+${unsubscribe}>$`),
  );
  expect(mail!.headers!["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

  // Opening the confirmation link confirms nothing: its button does.
  await page.goto(linkPath(mail!.text, "confirm"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(f("notify.confirm.title"));
  await expect(page.locator("main")).toContainText(
    f("notify.confirm.lead", { model: "NV-T540-AI" }),
  );
  if (js) await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByRole("button", { name: f("notify.confirm.button") }).click();
  await expect(toast(page)).toContainText(f("notify.confirmed"));
  await expect(page).toHaveURL(new RegExp(`${url}$`));

  // The mail's unsubscribe link: a page with a button.
  await page.goto(unsubscribe);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(f("notify.unsubscribe.title"));
  if (js) await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await page.getByRole("button", { name: f("notify.unsubscribe.button") }).click();
  await expect(toast(page)).toContainText(f("notify.unsubscribed"));

  // Used up: the link is the 404 page saying why.
  const again = await page.goto(unsubscribe);
  expect(again?.status()).toBe(404);
  await expect(page.locator("main")).toContainText(f("notify.linkInvalid"));
});

test("a mail program unsubscribes with one POST to the List-Unsubscribe address (RFC 8058)", async ({
  page,
  request,
}) => {
  const email = uniqueEmail();
  await page.goto("/firmware-soft/nv-x1602/releases");
  await page.locator("#notify").getByLabel(f("notify.email")).fill(email);
  await submitForm(page, f("notify.submit"));
  await expect(toast(page)).toContainText(f("notify.sent"));
  await expect.poll(async () => (await outbox(request, email)).length).toBe(1);
  const [mail] = await outbox(request, email);
  const address = /^<(.+)>$/.exec(mail!.headers!["List-Unsubscribe"]!)![1]!;
  const path = new URL(address).pathname;
  const oneClick = await request.post(path, {
    form: { "List-Unsubscribe": "One-Click" },
    maxRedirects: 0,
  });
  expect([302, 303]).toContain(oneClick.status());
  expect((await request.get(path)).status()).toBe(404);
});

testAccessibility([
  "/firmware-soft/nv-d580-ai/releases",
  "/ksa/firmware-soft/nv-b580-ai/releases",
  "/firmware?q=b580",
]);
