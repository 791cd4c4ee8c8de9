import { type APIRequestContext, expect, test } from "@playwright/test";
import { fixedT, outbox } from "./helpers";
import { ADMIN, signInWithCookie } from "./session";

const t = fixedT("en", "admin");
const CLIENT = `Basic ${Buffer.from("partner-portal:northlight-partner-portal").toString("base64")}`;

/** Registers an applicant the way /register does, in Spanish: code by e-mail, then the form. */
async function registerApplicant(request: APIRequestContext, email: string) {
  const headers = { authorization: CLIENT, "content-type": "application/json", language: "es" };
  const sent = await request.post("/api/msg/verification/anno/sendEmail", {
    headers,
    data: { email },
  });
  expect(sent.ok()).toBe(true);
  const code = /\b(\d{6})\b/.exec((await outbox(request, email)).at(0)!.text)![1]!;
  const registered = await request.post("/api/partner/user/applicant", {
    headers,
    data: {
      email,
      companyName: "Vigilancia Norte SL",
      name: "Lucía Romero",
      country: "Spain",
      description: "Installer of access control and cameras",
      code,
    },
  });
  expect((await registered.json()).isSuccess).toBe(true);
}

test("an administrator disapproves an applicant with a reason; the applicant is told in Spanish", async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  const email = `lucia.${testInfo.project.name}.${Date.now()}@queue.example`;
  await registerApplicant(request, email);
  await signInWithCookie(context, request, baseURL!, ADMIN);

  await page.goto(`/admin/applicants?q=${encodeURIComponent(email)}`);
  await expect(page.getByRole("heading", { name: t("applicants.title") })).toBeVisible();
  await page
    .getByRole("link", { name: /Lucía Romero/ })
    .first()
    .click();
  await expect(page.getByText(email)).toBeVisible();

  // Disapproving needs a reason: refused with the message, nothing decided.
  await page.getByRole("button", { name: t("applicants.reject") }).click();
  await expect(page.getByRole("alert")).toHaveText(t("applicants.reasonRequired"));

  const reason = "The company could not be verified.";
  await page.getByLabel(t("applicants.reasonLabel")).fill(reason);
  await page.getByRole("button", { name: t("applicants.reject") }).click();
  await expect(page.getByRole("status")).toContainText(t("applicants.rejectedToast"));
  await expect(page.getByText(reason)).toBeVisible();
  await expect(page.getByRole("button", { name: t("applicants.approve") })).toHaveCount(0);

  const mail = (await outbox(request, email)).find((m) => m.text.includes(reason));
  expect(mail?.text).toContain("Motivo:");

  // The queue shows it among the disapproved ones.
  await page.goto(`/admin/applicants?status=rejected&q=${encodeURIComponent(email)}`);
  await expect(page.getByRole("link", { name: /Lucía Romero/ })).toBeVisible();
});

test("a channel manager's console shows only the deals queue", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await signInWithCookie(context, request, baseURL!, {
    account: "sophie.martin@northlight-vision.example",
    password: "Harbour-Channel-90*",
  });
  await page.goto("/admin");
  await expect(page.getByRole("link", { name: t("deals.title") }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: t("applicants.title") })).toHaveCount(0);
  const response = await page.goto("/admin/applicants");
  expect(response?.status()).toBe(403);
});
