import { expect as baseExpect, type Page, test } from "@playwright/test";
import config from "../../playwright.config";
import { issueFormToken } from "../../app/lib/spam-guard.server";
import { fixedT, strings, useOwnClientAddress, outbox, submitForm } from "./helpers";

// The machine running the suite may be slow to answer a form: wait for it as long as a visitor would.
const expect = baseExpect.configure({ timeout: 15_000 });
const t = fixedT("en");
// biome-ignore lint/suspicious/noExplicitAny: the namespace's nested strings
const c = strings("en", "contact") as any;
const ar = fixedT("ksa", "contact");
const BRAND_EMAIL = "hello@northlight-vision.example";
const secret = (config.webServer as { env: Record<string, string> }).env.SESSION_SECRET!;

const unique = () => Math.random().toString(36).slice(2, 10);

async function fillPricing(page: Page, email: string, telephone: string) {
  await page.getByRole("main").getByLabel(c.fields.firstName, { exact: true }).fill("Kemal");
  await page.getByRole("main").getByLabel(c.fields.lastName, { exact: true }).fill("Yılmaz");
  await page.getByRole("main").getByLabel(c.fields.email, { exact: true }).fill(email);
  await page.getByRole("main").getByLabel(c.fields.telephone, { exact: true }).fill(telephone);
  await page.getByRole("main").getByLabel(c.fields.area, { exact: true }).selectOption("europe");
  await page.getByRole("main").getByLabel(c.fields.country, { exact: true }).selectOption("TR");
  await page.getByRole("main").getByLabel(c.fields.company, { exact: true }).fill("Boğaz Güvenlik");
  await page
    .getByRole("main")
    .getByLabel(c.fields.jobTitle, { exact: true })
    .fill("Project manager");
  await page
    .getByRole("main")
    .getByLabel(c.fields.industry, { exact: true })
    .selectOption("retail");
  await page
    .getByRole("main")
    .getByLabel(c.fields.preferredLanguage, { exact: true })
    .selectOption("tur");
  await page.getByRole("group", { name: c.fields.partner }).getByLabel(c.yesNo.no).check();
  await page.getByRole("main").getByLabel(c.fields.budget, { exact: true }).selectOption("10k-50k");
  await page.getByRole("group", { name: c.fields.products }).getByLabel("Pro AI").check();
  await page
    .getByRole("main")
    .getByLabel(c.fields.description, { exact: true })
    .fill("Twelve stores.");
  await page.getByRole("group", { name: c.fields.marketing }).getByLabel(c.yesNo.yes).check();
  await page.getByRole("checkbox", { name: /privacy terms/ }).check();
}

// Each form is sent several times and answered by a server shared with other suites.
test.slow();

test.beforeEach(async ({ page }) => {
  await useOwnClientAddress(page);
});

test("the pricing form shows every message and keeps the input", async ({ page }) => {
  await page.goto("/contactus");
  await expect(page.getByRole("heading", { level: 1, name: c.pricing.title })).toBeVisible();
  await submitForm(page, c.submit);
  // Every mandatory field: first and last name, area, e-mail, telephone, country, partner,
  // language, company, industry, job title, budget, marketing consent and privacy agreement.
  await expect(page.getByText(c.errors.required)).toHaveCount(14);
  await page.getByRole("main").getByLabel(c.fields.firstName, { exact: true }).fill("Kemal");
  await page
    .getByRole("main")
    .getByLabel(c.fields.email, { exact: true })
    .fill("kemal..y@example.com");
  await page.getByRole("main").getByLabel(c.fields.telephone, { exact: true }).fill("12-3456");
  await page.getByRole("main").getByLabel(c.fields.area, { exact: true }).selectOption("europe");
  await submitForm(page, c.submit);
  await expect(page.getByText(c.errors.email)).toBeVisible();
  await expect(page.getByText(c.errors.telephone)).toBeVisible();
  await expect(page.getByText(c.errors.required)).toHaveCount(10);
  await expect(page.getByRole("main").getByLabel(c.fields.firstName, { exact: true })).toHaveValue(
    "Kemal",
  );
  await expect(page.getByRole("main").getByLabel(c.fields.telephone, { exact: true })).toHaveValue(
    "12-3456",
  );
  await expect(page.getByRole("main").getByLabel(c.fields.area, { exact: true })).toHaveValue(
    "europe",
  );
});

test("a pricing request is stored, mailed to the brand and acknowledged to the sender", async ({
  page,
  request,
}) => {
  const email = `buyer-${unique()}@integrator.example`;
  await page.goto("/contactus");
  // A telephone written the international way is taken and stored in the spec's form.
  await expect(page.getByText(c.fields.telephoneInternational)).toBeVisible();
  await fillPricing(page, email, "+44 (0)20 7946 0958");
  await submitForm(page, c.submit);
  await expect(page.getByText(c.submitted)).toBeVisible();
  await expect(page).toHaveURL(/\/contactus$/);
  await expect(page.getByRole("main").getByLabel(c.fields.firstName, { exact: true })).toHaveValue(
    "",
  );
  const [ack] = await outbox(request, email);
  expect(ack?.subject).toContain("We have received your message");
  const brand = (await outbox(request, BRAND_EMAIL)).find((m) => m.subject.includes(email));
  expect(brand?.text).toContain("telephone: 0044-2079460958");
  expect(brand?.text).toContain("products: Pro AI");
});

test("the contact page keeps the brand's details and takes an enquiry, in Arabic too", async ({
  page,
  request,
}) => {
  await page.goto("/contact");
  await expect(page.getByRole("main").getByRole("link", { name: BRAND_EMAIL })).toBeVisible();
  await submitForm(page, c.submit);
  await expect(page.getByText(c.errors.required)).toHaveCount(5);
  await page.goto("/ksa/contact");
  const email = `visitor-${unique()}@integrator.example`;
  await page.getByRole("main").getByLabel(ar("fields.name"), { exact: true }).fill("ليلى");
  await page.getByRole("main").getByLabel(ar("fields.email"), { exact: true }).fill(email);
  await page
    .getByRole("main")
    .getByLabel(ar("fields.subject"), { exact: true })
    .fill("مشروع مستودع");
  await page
    .getByRole("main")
    .getByLabel(ar("fields.message"), { exact: true })
    .fill("نحتاج إلى أربعين كاميرا.");
  await page.getByRole("checkbox", { name: /شروط الخصوصية/ }).check();
  await page.getByRole("button", { name: ar("submit") }).click();
  await expect(page.getByText(ar("submitted"))).toBeVisible();
  const [ack] = await outbox(request, email);
  expect(ack?.subject).toContain("تلقّينا رسالتك");
  expect((await outbox(request, BRAND_EMAIL)).some((m) => m.subject.includes(email))).toBe(true);
});

test("a form sent sooner than the minimum fill time is refused with its input kept", async ({
  page,
}) => {
  // A token issued a minute from now: the page "was rendered" after the submission.
  const early = issueFormToken({ now: Date.now() + 60_000, secret });
  await page.route("**/contact*", async (route) => {
    const body = route.request().postData();
    if (route.request().method() !== "POST" || !body) return route.continue();
    const form = new URLSearchParams(body);
    form.set("formToken", early);
    await route.continue({ postData: form.toString() });
  });
  await page.goto("/contact");
  await page.getByRole("main").getByLabel(c.fields.name, { exact: true }).fill("Ana Souza");
  await page
    .getByRole("main")
    .getByLabel(c.fields.email, { exact: true })
    .fill("ana@integrator.example");
  await page.getByRole("main").getByLabel(c.fields.subject, { exact: true }).fill("Warehouse");
  await page.getByRole("main").getByLabel(c.fields.message, { exact: true }).fill("Forty cameras.");
  await page.getByRole("checkbox", { name: /privacy terms/ }).check();
  const answer = page.waitForResponse((r) => r.request().method() === "POST");
  await submitForm(page, c.submit);
  expect((await answer).status()).toBe(400);
  await expect(page.getByText(t("spamGuard.tooFast"))).toBeVisible();
  await expect(page.getByRole("main").getByLabel(c.fields.name, { exact: true })).toHaveValue(
    "Ana Souza",
  );
});

test("a form without its token is refused", async ({ request }) => {
  const response = await request.post("/contact", {
    form: { name: "Bot", email: "bot@example.com", subject: "x", message: "y", privacy: "on" },
  });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain(t("spamGuard.invalid"));
});

test("the floating phone button leads to the pricing form", async ({ page }) => {
  await page.goto("/home");
  await page.getByRole("link", { name: t("floating.call") }).click();
  await expect(page).toHaveURL(/\/contactus$/);
  await expect(page.getByRole("heading", { level: 1, name: c.pricing.title })).toBeVisible();
});
