import { expect, type Page, type TestInfo, test } from "@playwright/test";
import { hasJavaScript, strings, useOwnClientAddress } from "./helpers";

const auth = strings("en", "auth") as unknown as Record<string, Record<string, string>> &
  Record<string, string>;
const common = strings("en");

// Codes sent and sign-in failures are limited per client address: these tests count alone.
test.beforeEach(async ({ page }) => {
  await useOwnClientAddress(page);
});

/** The registration page, hydrated when the project runs JavaScript (so its checks run in the browser). */
async function openRegister(page: Page, testInfo: TestInfo) {
  await page.goto("/register");
  if (hasJavaScript(testInfo))
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}
/** The backend's refusals, which every form shows. */
const refusals = (common.form as unknown as Record<string, Record<string, string>>).errors!;

test("a step button checks its own field only and keeps the rest of the form", async ({
  page,
}, testInfo) => {
  await openRegister(page, testInfo);
  await page.getByLabel(auth.register!.company!).fill("Nova Segurança Ltda");
  await page.getByLabel(auth.email!).fill("maria@");
  await page.getByRole("button", { name: auth.register!.sendCode! }).click();
  await expect(page.getByText(auth.emailInvalid!)).toBeVisible();
  await expect(page.getByLabel(auth.email!)).toHaveAttribute("aria-invalid", "true");
  // The fields this step does not check show no error yet.
  await expect(page.getByText(auth.nameEmpty!)).toHaveCount(0);
  await expect(page.getByText(auth.codeEmpty!)).toHaveCount(0);
  await expect(page.getByLabel(auth.register!.company!)).toHaveValue("Nova Segurança Ltda");
});

test("a refused step shows the backend's refusal as the form's error", async ({
  page,
}, testInfo) => {
  // Codes per client address are limited: this test sends two, once.
  test.skip(!hasJavaScript(testInfo), "one run is enough: codes per client address are limited");
  const email = `step.${testInfo.project.name}.${Date.now()}@newpartner.example`;
  await openRegister(page, testInfo);
  await page.getByLabel(auth.email!).fill(email);
  await page.getByRole("button", { name: auth.register!.sendCode! }).click();
  await expect(page.getByText(auth.register!.codeSent!.replace("{{email}}", email))).toBeVisible();
  // A second code for the same address within minutes is refused by the backend.
  await page.getByRole("button", { name: auth.register!.sendCode! }).click();
  await expect(page.locator(".form-error[role='alert']")).toHaveText(refusals.tooFrequent!);
  await expect(page.getByLabel(auth.email!)).toHaveValue(email);
});

test("a forged intent is refused with 400", async ({ request }) => {
  for (const intent of [
    "not json",
    JSON.stringify({ type: "insert", payload: { name: "email" } }),
  ]) {
    const response = await request.post("/forgetPassword", {
      form: { email: "someone@partner.example", __intent__: intent },
      maxRedirects: 0,
    });
    expect(response.status(), intent).toBe(400);
  }
});

test("only the button whose submission is under way shows it is sending", async ({
  page,
}, testInfo) => {
  test.skip(!hasJavaScript(testInfo), "without JavaScript the browser shows the page loading");
  const email = `pending.${testInfo.project.name}.${Date.now()}@newpartner.example`;
  const held = new Promise<void>(() => {});
  await page.route(
    // The action's data request (`/register.data`) is held until the checks below are done.
    (url) => url.pathname === "/register.data",
    async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    },
  );
  await openRegister(page, testInfo);
  await page.getByLabel(auth.email!).fill(email);
  await page.getByRole("button", { name: auth.register!.sendCode! }).click();
  const sending = page.getByRole("button", { name: common.form!.sending! });
  await expect(sending).toHaveCount(1);
  await expect(sending).toBeDisabled();
  await expect(
    page.getByRole("button", { name: auth.register!.submit!, exact: true }),
  ).toBeEnabled();
  // The held request is never sent on: the test sends no code (codes per address are limited).
});
