import { expect as baseExpect, type Page, test } from "@playwright/test";
import { fixedT, strings, useOwnClientAddress, outbox, submitForm } from "./helpers";
import { ADMIN, signInWithCookie } from "./session";

// The machine running the suite may be slow to answer a form: wait for it as long as a visitor would.
const expect = baseExpect.configure({ timeout: 15_000 });
// biome-ignore lint/suspicious/noExplicitAny: the namespaces' nested strings
const r = strings("en", "reseller") as any;
// biome-ignore lint/suspicious/noExplicitAny: the namespaces' nested strings
const c = strings("en", "contact") as any;
const auth = fixedT("en", "auth");

const unique = () => Math.random().toString(36).slice(2, 10);

const PDF = Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 1, 2, 3, 4,
]);
const EXE = Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0]);

const field = (page: Page, label: string) =>
  page.getByRole("main").getByLabel(label, { exact: true });

async function fillApplication(page: Page, company: string, accountEmail: string) {
  await field(page, r.fields.companyName).fill(company);
  await field(page, r.fields.siteUrl).fill("https://harbour.example");
  await field(page, r.fields.region).selectOption("europe");
  await field(page, r.fields.country).selectOption("IE");
  await field(page, r.fields.partnerType).selectOption("system-integrator");
  await field(page, r.fields.address).fill("1 Quay Street, Galway");
  await field(page, r.fields.accountEmail).fill(accountEmail);
  await field(page, r.fields.contactEmail).fill(`contact-${accountEmail}`);
  await field(page, r.fields.phone).fill("0353-123456");
  await field(page, r.fields.logo).setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: PNG,
  });
  await field(page, r.fields.agreement).setInputFiles({
    name: "agreement.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await field(page, r.fields.license).setInputFiles({
    name: "license.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await page.getByRole("group", { name: r.fields.listed }).getByLabel(c.yesNo.yes).check();
}

// Each form is sent several times and answered by a server shared with other suites.
test.slow();

test.beforeEach(async ({ page }) => {
  await useOwnClientAddress(page);
});

test("the application shows every message and keeps the input", async ({ page }) => {
  await page.goto("/reseller");
  await expect(page.getByRole("heading", { level: 1, name: r.apply.title })).toBeVisible();
  await submitForm(page, r.submit);
  // Company, site, region, country, type, address, two e-mails, phone, agreement, license, listing.
  await expect(page.getByText(c.errors.required)).toHaveCount(12);
  await field(page, r.fields.companyName).fill("Kept Company");
  await field(page, r.fields.siteUrl).fill("harbour.example");
  await field(page, r.fields.accountEmail).fill("two..dots@harbour.example");
  await field(page, r.fields.preSalesEmail).fill("no-at-sign");
  await field(page, r.fields.phone).fill("12-3456");
  await submitForm(page, r.submit);
  await expect(page.getByText(r.errors.website)).toBeVisible();
  await expect(page.getByText(c.errors.email)).toHaveCount(2);
  await expect(page.getByText(c.errors.telephone)).toBeVisible();
  await expect(field(page, r.fields.companyName)).toHaveValue("Kept Company");
  await expect(field(page, r.fields.accountEmail)).toHaveValue("two..dots@harbour.example");
});

test("a refused file keeps every typed field and says which file and why", async ({ page }) => {
  await page.goto("/reseller");
  const company = `Refused File ${unique()}`;
  await fillApplication(page, company, `refused-${unique()}@harbour.example`);
  // An executable renamed .pdf.
  await field(page, r.fields.license).setInputFiles({
    name: "license.pdf",
    mimeType: "application/pdf",
    buffer: EXE,
  });
  await submitForm(page, r.submit);
  await expect(page.getByText(r.errors.license.executable)).toBeVisible();
  await expect(page.getByText(r.errors.checkFields)).toBeVisible();
  await expect(page.getByText(r.chooseAgain)).toBeVisible();
  await expect(field(page, r.fields.companyName)).toHaveValue(company);
  await expect(field(page, r.fields.siteUrl)).toHaveValue("https://harbour.example");
  await expect(field(page, r.fields.country)).toHaveValue("IE");
  await expect(field(page, r.fields.partnerType)).toHaveValue("system-integrator");
  await expect(field(page, r.fields.phone)).toHaveValue("0353-123456");
});

test("an application goes through to the e-mail, and once approved the partner is on /channel", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const company = `Harbour Vision ${unique()}`;
  const accountEmail = `apply-${unique()}@harbour.example`;
  await page.goto("/reseller");
  await fillApplication(page, company, accountEmail);
  await submitForm(page, r.submit);
  await expect(page.getByText(r.submitted)).toBeVisible();
  await expect(field(page, r.fields.companyName)).toHaveValue("");
  const [mail] = await outbox(request, accountEmail);
  expect(mail?.subject).toContain("partner application has been received");
  expect(mail?.text).toContain(company);

  await signInWithCookie(context, request, baseURL!, ADMIN);
  await page.goto("/admin/partner-applications?status=submitted");
  await page.getByRole("link", { name: company }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("#");
  await expect(page.getByText(r.status.submitted, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "agreement.pdf" })).toHaveAttribute(
    "href",
    /\/files\/agreement$/,
  );
  // A reason is required to disapprove.
  await page.getByRole("button", { name: r.admin.reject }).click();
  await expect(page.getByText(r.admin.reasonRequired)).toBeVisible();
  await page.getByRole("button", { name: r.admin.approve, exact: true }).click();
  await expect(page.getByText(r.admin.approvedToast)).toBeVisible();
  await expect(page.getByText(r.status.approved, { exact: true })).toBeVisible();
  const [decision] = await outbox(request, accountEmail);
  expect(decision?.subject).toContain("approved");

  await page.getByRole("link", { name: r.admin.showQr }).click();
  await expect(page.getByRole("img", { name: new RegExp(company) })).toBeVisible();
  await expect(page.locator("svg.qr-page__svg path")).toHaveCount(1);
  await expect(page.getByText(/\/registration\/Harbour Vision \w+\/IE$/)).toBeVisible();

  await context.clearCookies();
  await page.goto("/channel?country=IE");
  await expect(page.getByText(company)).toBeVisible();
});

test("the QR registration page is filled in from its link", async ({ page }) => {
  await page.goto(`/ksa/registration/${encodeURIComponent("شركة الأمن")}/sa`);
  await expect(page.getByLabel(fixedT("ksa", "auth")("register.company"))).toHaveValue(
    "شركة الأمن",
  );
  await expect(page.getByLabel(fixedT("ksa", "auth")("register.country"))).toHaveValue(
    "المملكة العربية السعودية",
  );
  await page.goto(`/jp/registration/${encodeURIComponent("桜セキュリティ")}/ZZ`);
  await expect(page.getByLabel(fixedT("jp", "auth")("register.company"))).toHaveValue(
    "桜セキュリティ",
  );
  await expect(page.getByLabel(fixedT("jp", "auth")("register.country"))).toHaveValue("");
  // A country written as its name, in any of the site's languages.
  await page.goto("/registration/Acme%20Ltd/Brazil");
  await expect(page.getByLabel(auth("register.company"))).toHaveValue("Acme Ltd");
  await expect(page.getByLabel(auth("register.country"))).toHaveValue("Brazil");
  await page.goto(`/ksa/registration/Acme/${encodeURIComponent("البرازيل")}`);
  await expect(page.getByLabel(fixedT("ksa", "auth")("register.country"))).toHaveValue("البرازيل");
  await page.goto(`/jp/registration/Acme/${encodeURIComponent("Brasil")}`);
  await expect(page.getByLabel(fixedT("jp", "auth")("register.country"))).toHaveValue("ブラジル");
  // Undecodable percent-encoding is refused by the server (400) before any page; what reaches the
  // page malformed (a name too long, an encoding left over, a country that is no code) is left out.
  const malformed = await page.goto(`/registration/${"x".repeat(250)}/B1`);
  expect(malformed?.status()).toBe(200);
  await expect(page.getByLabel(auth("register.company"))).toHaveValue("");
  await expect(page.getByLabel(auth("register.country"))).toHaveValue("");
  await page.goto("/registration/%25E0%25A4/br");
  await expect(page.getByLabel(auth("register.company"))).toHaveValue("");
  await expect(page.getByLabel(auth("register.country"))).toHaveValue("Brazil");
  // The registration's own "cannot be empty" messages.
  await page.goto("/registration/Harbour%20Vision/br");
  await expect(page.getByLabel(auth("register.company"))).toHaveValue("Harbour Vision");
  await page.getByLabel(auth("register.company")).fill("");
  await submitForm(page, auth("register.submit"));
  await expect(page.getByText(auth("companyEmpty"))).toBeVisible();
  await expect(page.getByText(auth("emailEmpty"))).toBeVisible();
});

test("the administrators' pages are refused to visitors and partners", async ({ request }) => {
  const anonymous = await request.get("/api/admin/partner-applications");
  expect(anonymous.status()).toBe(401);
  const page = await request.get("/admin/partner-applications", { maxRedirects: 0 });
  expect(page.status()).toBe(302);
});
