import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { CLIENT, freshAccount } from "./fresh-account";
import { fixedT, hasJavaScript, useOwnClientAddress, outbox } from "./helpers";
import { ADMIN, apiLogin, signInWithCookie } from "./session";

const t = fixedT("en", "certification");
const PDF = Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");
const EXE = Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0]);

/** A partner account of its own (`freshAccount`). */
const freshPartner = (request: APIRequestContext, address: string, name: string) =>
  freshAccount(request, address, { prefix: "exam", companyName: "Lumen Câmeras Ltda", name });

async function hydrated(page: Page, js: boolean) {
  if (js) await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

let address = "";
test.beforeEach(async ({ page }) => {
  address = await useOwnClientAddress(page);
});

test("an anonymous visitor is sent to sign in and back; a POST without a session sends nothing", async ({
  page,
  request,
}) => {
  await page.goto("/learn-register");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Flearn-register&required=1$/);
  const response = await request.post("/learn-register", {
    multipart: {
      reason: "No session",
      proof: { name: "card.pdf", mimeType: "application/pdf", buffer: PDF },
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toMatch(/^\/login\?redirectTo=%2Flearn-register/);
});

test("registration: the code is shown, each refusal says why and keeps the reason, then success", async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const js = hasJavaScript(testInfo);
  const partner = await freshPartner(request, address, "Beatriz Lima");
  await signInWithCookie(context, request, baseURL!, partner);
  await page.goto("/learn-register");
  await hydrated(page, js);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("register.title"));
  await expect(page.getByTestId("exam-code")).toHaveText("NLV-CSP-2026");

  // Nothing chosen: the proof of employment is required.
  await page.getByRole("button", { name: t("register.submit") }).click();
  await expect(page.getByText(t("register.errors.proofRequired"))).toBeVisible();

  // An .exe renamed .pdf is refused by its bytes; the typed reason stays.
  await page.getByLabel(t("register.reason")).fill("We design video systems for hospitals.");
  await page
    .getByLabel(t("register.proof"))
    .setInputFiles({ name: "card.pdf", mimeType: "application/pdf", buffer: EXE });
  await page.getByRole("button", { name: t("register.submit") }).click();
  await expect(
    page.getByText(t("register.errors.noExe", { field: t("register.proof") })),
  ).toBeVisible();
  await expect(page.getByLabel(t("register.reason"))).toHaveValue(
    "We design video systems for hospitals.",
  );

  // A good file: submitted, the confirmation mailed, a second registration waits.
  await page
    .getByLabel(t("register.proof"))
    .setInputFiles({ name: "card.pdf", mimeType: "application/pdf", buffer: PDF });
  await page.getByRole("button", { name: t("register.submit") }).click();
  await expect(page.getByRole("status")).toHaveText(new RegExp(t("register.success")));
  await expect(page.getByText(t("register.waiting"))).toBeVisible();
  const mails = await outbox(request, partner.account);
  expect(mails.some((m) => m.subject.includes("exam registration"))).toBe(true);
  await hydrated(page, js);
  await page.getByLabel(t("register.reason")).fill("Again");
  await page
    .getByLabel(t("register.proof"))
    .setInputFiles({ name: "card.pdf", mimeType: "application/pdf", buffer: PDF });
  await page.getByRole("button", { name: t("register.submit") }).click();
  await expect(page.getByText(t("register.errors.waiting"))).toBeVisible();
});

test("the administrator approves and records a pass; the certificate verifies and prints", async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const js = hasJavaScript(testInfo);
  const partner = await freshPartner(request, address, "Carlos Nunes");
  const partnerToken = await apiLogin(request, partner);
  const register = await request.post("/api/certification/exam-registrations", {
    headers: {
      authorization: CLIENT,
      token: `Bearer ${partnerToken.token}`,
      tenant: partnerToken.tenant,
    },
    multipart: {
      reason: "Certified installers win more tenders.",
      proof: { name: "card.pdf", mimeType: "application/pdf", buffer: PDF },
    },
  });
  const id = (await register.json()).data.id as number;

  // The administrator's queue and detail page.
  await signInWithCookie(page.context(), request, baseURL!, ADMIN);
  await page.goto("/admin/exam-registrations?status=submitted");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("admin.title"));
  await page.goto(`/admin/exam-registrations/${id}`);
  await hydrated(page, js);
  await expect(page.getByText("Certified installers win more tenders.")).toBeVisible();
  // Disapproving needs a reason.
  await page.getByRole("button", { name: t("admin.disapprove"), exact: true }).click();
  await expect(page.getByText(t("admin.reasonEmpty"))).toBeVisible();
  await page.getByRole("button", { name: t("admin.approve"), exact: true }).click();
  await expect(page.getByText(t("admin.decided"))).toBeVisible();
  await hydrated(page, js);
  const today = new Date().toISOString().slice(0, 10);
  await page.getByLabel(t("result.date")).fill(today);
  await page.getByLabel(t("result.score")).fill("92");
  await page.getByLabel(t("result.outcome")).selectOption("yes");
  await page.getByRole("button", { name: t("result.save") }).click();
  await expect(page.getByText(t("result.saved"))).toBeVisible();
  const number = (await page.locator("a[href*='/certificates/'] bdi").first().textContent())!;
  expect(number).toMatch(/^NLV-CSP-\d{4}-[A-Z0-9]{6}$/);

  // Anyone verifies it.
  const visitor = await browser.newContext({ javaScriptEnabled: js });
  const anonymous = await visitor.newPage();
  await anonymous.goto("/certificates/verify");
  await anonymous.getByLabel(t("verify.number")).fill(number);
  await anonymous.getByRole("button", { name: t("verify.submit") }).click();
  await expect(anonymous).toHaveURL(new RegExp(`number=${number}`));
  await expect(anonymous.locator("#cert-verdict")).toContainText(
    t("verify.valid", { date: "" }).trim(),
  );
  await expect(anonymous.getByText("Carlos Nunes")).toBeVisible();
  await expect(anonymous.locator("main")).not.toContainText("@");
  await anonymous.goto("/certificates/verify?number=NLV-CSP-2026-ZZZZZZ");
  await expect(
    anonymous.getByText(t("verify.notFound", { number: "NLV-CSP-2026-ZZZZZZ" })),
  ).toBeVisible();
  await visitor.close();

  // The holder prints it.
  const holder = await browser.newContext({ javaScriptEnabled: js });
  await signInWithCookie(holder, request, baseURL!, partner);
  const holderPage = await holder.newPage();
  await holderPage.goto(`/certificates/${number}/print`);
  await expect(holderPage.getByRole("heading", { level: 1 })).toHaveText(t("print.title"));
  await expect(holderPage.locator(".cert-sheet")).toContainText("Carlos Nunes");
  await expect(holderPage.locator(".cert-sheet")).toContainText(number);
  await holder.close();
});
