import { expect as baseExpect, type Page, test } from "@playwright/test";
import { outbox, strings, submitForm, useOwnClientAddress } from "./helpers";
import { ADMIN, signInWithCookie } from "./session";

/** The vulnerability report form of /security/report and its queue in the console. */

// The machine running the suite may be slow to answer a form: wait for it as long as a visitor would.
const expect = baseExpect.configure({ timeout: 15_000 });

// biome-ignore lint/suspicious/noExplicitAny: the strings of the security namespace, as JSON
const s = strings("en", "security") as any;
const f = s.form;
// biome-ignore lint/suspicious/noExplicitAny: the strings of the contact namespace, as JSON
const contact = strings("en", "contact") as any;
const EXE = Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]);
const unique = () => Math.random().toString(36).slice(2, 10);

const field = (page: Page, label: string) =>
  page.getByRole("main").getByLabel(label, { exact: true });

async function fillReport(page: Page, title: string, email: string) {
  await field(page, f.fields.title).fill(title);
  await field(page, f.fields.product).fill("NV-N3216 firmware 6.2.3");
  await field(page, f.fields.description).fill(
    "The export page returns any file of the recorder for a file parameter with ../ in it.",
  );
  await field(page, f.fields.name).fill("Mira Castell");
  await field(page, f.fields.email).fill(email);
}

test.beforeEach(async ({ page }) => {
  await useOwnClientAddress(page);
});

test("a researcher reports a vulnerability and gets the reference by page and e-mail; administrators read it", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const title = `Path traversal ${unique()}`;
  const email = `researcher-${unique()}@lab.example`;
  await page.goto("/security");
  await page.getByRole("link", { name: s.report.form }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(f.title);
  await fillReport(page, title, email);
  await field(page, f.fields.attachment).setInputFiles({
    name: "request.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("GET /export?file=../../etc/passwd HTTP/1.1\r\n"),
  });
  await submitForm(page, f.submit);
  const sent = page.getByRole("status").filter({ hasText: f.sent.title });
  await expect(sent).toBeVisible();
  const reference = (await sent.locator("strong").textContent()) ?? "";
  expect(reference).toMatch(/^VR-\d{4}-\d{5,}$/);
  await expect(page).toHaveURL(new RegExp(`/security/report\\?reference=${reference}$`));
  const [ack] = await outbox(request, email);
  expect(ack?.subject).toContain(reference);

  await signInWithCookie(context, request, baseURL!, ADMIN);
  await page.goto("/admin/security-reports?handled=unhandled");
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(reference);
  await expect(page.getByRole("link", { name: "request.txt" })).toHaveAttribute(
    "href",
    /\/admin\/security-reports\/\d+\/attachment$/,
  );
  const file = await page.request.get(
    (await page.getByRole("link", { name: "request.txt" }).getAttribute("href"))!,
  );
  expect(await file.text()).toContain("etc/passwd");
});

test("a refused report says why at each field and keeps what was typed", async ({ page }) => {
  const title = `Refused ${unique()}`;
  await page.goto("/security/report");
  await submitForm(page, f.submit);
  await expect(page.getByText("This field is required.").first()).toBeVisible();
  await fillReport(page, title, "not-an-address");
  await submitForm(page, f.submit);
  // The answer is shown (the form drawn again with what was sent) before anything more is typed.
  await expect(page.getByText(contact.errors.email)).toBeVisible();
  await expect(field(page, f.fields.title)).toHaveValue(title);
  await field(page, f.fields.email).fill(`ok-${unique()}@lab.example`);
  await field(page, f.fields.attachment).setInputFiles({
    name: "poc.txt",
    mimeType: "text/plain",
    buffer: EXE,
  });
  await submitForm(page, f.submit);
  await expect(page.getByText(f.errors.executable)).toBeVisible();
  await expect(page.getByText(f.chooseAgain)).toBeVisible();
  await expect(field(page, f.fields.title)).toHaveValue(title);
  await expect(field(page, f.fields.name)).toHaveValue("Mira Castell");
});

test("the report page in Arabic reads right to left", async ({ page }) => {
  const ar = strings("ksa", "security") as typeof s;
  await page.goto("/ksa/security/report");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.form.title);
  await expect(page.getByRole("button", { name: ar.form.submit })).toBeVisible();
});
