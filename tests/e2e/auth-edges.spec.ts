import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type TestInfo, test } from "@playwright/test";
import { fixedT, hasJavaScript, strings, useOwnClientAddress } from "./helpers";
import { PARTNER as PARTNER_SESSION, signInWithCookie } from "./session";

const t = fixedT("en");
const auth = strings("en", "auth") as unknown as Record<string, Record<string, string>> &
  Record<string, string>;
const question = auth.captchaQuestion!;
const PARTNER = { email: "e2e-partner@integrator.example", password: "e2e partner password" };

// Codes sent and sign-in failures are limited per client address: these tests count alone.
test.beforeEach(async ({ page }) => {
  await useOwnClientAddress(page);
});

async function open(page: Page, testInfo: TestInfo, path: string) {
  await page.goto(path);
  if (hasJavaScript(testInfo))
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * Fails the test on a script error or a console error (a CSP violation among them); the refusals
 * these tests provoke answer 400, which the browser logs as a failed load: those are expected.
 */
function watchForErrors(page: Page): () => void {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && !/status of 400/.test(message.text()))
      problems.push(`console: ${message.text()}`);
  });
  return () => expect(problems).toEqual([]);
}

/** The text question's field, found by its label ("What is 7 plus 5?"), and its answer. */
async function questionField(page: Page) {
  const field = page.getByLabel(/^What is \d+ (plus|minus) \d+\?$/);
  await expect(field).toBeVisible();
  const label = await page.locator(`label[for="${await field.getAttribute("id")}"]`).innerText();
  const [, a, operation, b] = /(\d+) (plus|minus) (\d+)/.exec(label)!;
  const answer = operation === "plus" ? Number(a) + Number(b) : Number(a) - Number(b);
  return { field, answer: String(answer), label };
}

test("register: Enter in the code field registers instead of sending a new code", async ({
  page,
}, testInfo) => {
  const email = `enter.${testInfo.project.name}.${Date.now()}@newpartner.example`;
  await open(page, testInfo, "/register");
  await page.getByLabel(auth.email!).fill(email);
  // Tab goes from the e-mail to the visible "send code" button: the default button is not a stop.
  await page.getByLabel(auth.email!).press("Tab");
  await expect(page.getByRole("button", { name: auth.register!.sendCode! })).toBeFocused();
  await page.getByLabel(auth.register!.company!).fill("Enter Key Systems");
  await page.getByLabel(auth.register!.name!, { exact: true }).fill("Ana Enter");
  await page.getByLabel(auth.register!.country!).fill("Portugal");
  await page.getByLabel(auth.register!.description!).fill("Installer");
  // No code was ever sent: registering is refused at the code field, and no code is sent now.
  await page.getByLabel(auth.register!.code!).fill("123456");
  await page.getByLabel(auth.register!.code!).press("Enter");
  await expect(page.locator(".field.has-error")).toContainText(t("form.errors.codeIncorrect"));
  await expect(page.getByText(auth.register!.codeSent!.replace("{{email}}", email))).toHaveCount(0);
  await expect(page.getByLabel(auth.register!.company!)).toHaveValue("Enter Key Systems");
  // One visible button of each kind.
  await expect(page.getByRole("button", { name: auth.register!.submit!, exact: true })).toHaveCount(
    1,
  );
});

test("sign-in: another image keeps the e-mail, and the password with JavaScript", async ({
  page,
}, testInfo) => {
  const js = hasJavaScript(testInfo);
  const errors = watchForErrors(page);
  await open(page, testInfo, "/login");
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  const image = page.getByRole("img", { name: auth.captchaAlt! });
  const before = await image.getAttribute("src");
  await page.getByLabel(auth.email!).fill("someone@partner.example");
  await page.getByLabel(auth.password!, { exact: true }).fill("kept password 1");
  await page.getByRole("button", { name: auth.captchaOther! }).click();
  await expect(image).not.toHaveAttribute("src", before!);
  await expect(page.getByLabel(auth.email!)).toHaveValue("someone@partner.example");
  // With JavaScript the password stays where it was typed; without, the server's page asks for it
  // again (a password is never written back into a page).
  await expect(page.getByLabel(auth.password!, { exact: true })).toHaveValue(
    js ? "kept password 1" : "",
  );
  if (!js) {
    await expect(page.getByText(auth.passwordAgain!)).toBeVisible();
    await page.getByLabel(auth.password!, { exact: true }).fill("kept password 1");
  }
  await expect(page.locator("input[name='key']")).toHaveValue(/.+/);
  expect(await page.locator("input[name='key']").inputValue()).toBe(
    new URL(`http://x${await image.getAttribute("src")}`).searchParams.get("key"),
  );
  // With JavaScript only the image changes: the form is not sent.
  if (js) expect(posts).toEqual([]);
  // The password never shows in an address.
  expect(page.url()).not.toContain("kept");
  // Enter in the password field signs in (it is not "Show another image").
  await page.getByLabel(auth.password!, { exact: true }).press("Enter");
  await expect(page.locator(".field.has-error")).toContainText(t("auth:captchaEmpty"));
  errors();
});

/** The bodies of every answer to a POST the page sends (documents without JavaScript, data with). */
function postAnswers(page: Page): () => Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().method() === "POST") bodies.push(response.text().catch(() => ""));
  });
  return () => Promise.all(bodies);
}

/** A password control that carries a value in an HTML page. */
const PASSWORD_WITH_VALUE = /<input(?=[^>]*type="password")[^>]*\svalue=/;

test("sign-in: no answer writes the typed password back, each button and a wrong code", async ({
  page,
}, testInfo) => {
  const js = hasJavaScript(testInfo);
  const secret = `typed secret ${testInfo.project.name} ${Date.now()}`;
  const answers = postAnswers(page);
  await open(page, testInfo, "/login");
  const password = page.getByLabel(auth.password!, { exact: true });
  const again = page.getByText(auth.passwordAgain!);
  /** After each answer: the e-mail kept; the password kept in place with JavaScript, asked again without. */
  const checkPage = async () => {
    await expect(page.getByLabel(auth.email!)).toHaveValue("someone@partner.example");
    if (js) {
      await expect(password).toHaveValue(secret);
      await expect(again).toHaveCount(0);
    } else {
      await expect(password).toHaveValue("");
      await expect(again).toBeVisible();
      expect(await password.getAttribute("aria-describedby")).toBeTruthy();
      await password.fill(secret);
    }
  };
  await page.getByLabel(auth.email!).fill("someone@partner.example");
  await password.fill(secret);

  await page.getByRole("button", { name: question.switch! }).click();
  await questionField(page);
  await checkPage();
  await page.getByRole("button", { name: question.another! }).click();
  await questionField(page);
  await checkPage();
  await page.getByRole("button", { name: question.image! }).click();
  await expect(page.getByRole("img", { name: auth.captchaAlt! })).toBeVisible();
  await checkPage();
  if (!js) {
    // With JavaScript the image changes in place; without, the server sends the form again.
    await page.getByRole("button", { name: auth.captchaOther! }).click();
    await expect(page.getByRole("img", { name: auth.captchaAlt! })).toBeVisible();
    await checkPage();
  }
  // A wrong code: refused at its field, the password asked for again the same way.
  await page.getByLabel(auth.captcha!, { exact: true }).fill("0000");
  await page.getByRole("button", { name: auth.login!.submit! }).click();
  await expect(page.locator(".field.has-error")).toHaveCount(1);
  await checkPage();

  const bodies = await answers();
  expect(bodies.length).toBeGreaterThanOrEqual(js ? 4 : 5);
  for (const body of bodies) {
    expect(body).not.toContain(secret);
    expect(body).not.toMatch(PASSWORD_WITH_VALUE);
  }
  // The page as it is now: no password control with a value attribute.
  expect(await page.content()).not.toMatch(PASSWORD_WITH_VALUE);
});

test("reset and change password: a refusal asks for the passwords again and never sends them back", async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const js = hasJavaScript(testInfo);
  const answers = postAnswers(page);
  const secret = `typed secret ${testInfo.project.name} ${Date.now()}`;
  const again = page.getByText(auth.passwordAgain!);
  const newPassword = page.getByLabel(auth.reset!.newPassword!, { exact: true });
  const confirm = page.getByLabel(auth.reset!.confirmPassword!);

  // A reset link that is not valid: refused by the backend as the form's error.
  await open(page, testInfo, "/resetPassword?token=not-a-valid-token");
  await newPassword.fill(`${secret} new`);
  await confirm.fill(`${secret} new`);
  await page.getByRole("button", { name: auth.reset!.submit! }).click();
  await expect(page.locator("form [role='alert']").first()).toBeVisible();
  await expect(newPassword).toHaveValue(js ? `${secret} new` : "");
  await expect(again).toHaveCount(js ? 0 : 2);

  // Two new passwords that differ: the error at the confirmation, both fields to type again.
  await signInWithCookie(page.context(), request, baseURL!, PARTNER_SESSION);
  await open(page, testInfo, "/changePassword");
  await page.getByLabel(auth.change!.oldPassword!).fill(`${secret} old`);
  await newPassword.fill(`${secret} new 1`);
  await confirm.fill(`${secret} new 2`);
  await page.getByRole("button", { name: auth.change!.submit! }).click();
  await expect(page.getByText(auth.passwordsInconsistent!)).toBeVisible();
  await expect(page.getByLabel(auth.change!.oldPassword!)).toHaveValue(js ? `${secret} old` : "");
  await expect(again).toHaveCount(js ? 0 : 2);

  const bodies = await answers();
  expect(bodies.length).toBeGreaterThanOrEqual(2);
  for (const body of bodies) {
    expect(body).not.toContain(secret);
    expect(body).not.toMatch(PASSWORD_WITH_VALUE);
  }
});

test("sign-in: the text question signs in with the right answer and refuses a wrong one", async ({
  page,
}, testInfo) => {
  // Four submissions, three of them checking a password (argon2): slow on a loaded machine.
  test.setTimeout(90_000);
  const errors = watchForErrors(page);
  await open(page, testInfo, "/login");
  await page.getByLabel(auth.email!).fill(PARTNER.email);
  await page.getByLabel(auth.password!, { exact: true }).fill(PARTNER.password);
  await page.getByRole("button", { name: question.switch! }).click();
  const first = await questionField(page);
  // The visitor asked for it: the answer's field (labelled by the question) has the focus.
  await expect(first.field).toBeFocused();
  await expect(page.getByText(question.hint!)).toBeVisible();
  await expect(page.getByRole("img", { name: auth.captchaAlt! })).toHaveCount(0);
  await expect(page.getByLabel(auth.email!)).toHaveValue(PARTNER.email);
  await expect(page.getByLabel(auth.password!, { exact: true })).toHaveValue(
    hasJavaScript(testInfo) ? PARTNER.password : "",
  );
  await page.getByLabel(auth.password!, { exact: true }).fill(PARTNER.password);

  // Empty, then wrong: the question's own messages at its field, a new question, the e-mail kept.
  await page.getByRole("button", { name: auth.login!.submit! }).click();
  await expect(page.locator(".field.has-error")).toContainText(question.empty!);
  await page.getByLabel(auth.password!, { exact: true }).fill(PARTNER.password);
  const asked = await questionField(page);
  await asked.field.fill(String(Number(asked.answer) + 1));
  await page.getByRole("button", { name: auth.login!.submit! }).click();
  await expect(page.locator(".field.has-error")).toContainText(question.incorrect!);
  await expect(page.getByLabel(auth.email!)).toHaveValue(PARTNER.email);

  // The right answer signs in.
  await page.getByLabel(auth.password!, { exact: true }).fill(PARTNER.password);
  const next = await questionField(page);
  await next.field.fill(next.answer);
  await page.getByRole("button", { name: auth.login!.submit! }).click();
  await expect(page.getByRole("status")).toHaveText(new RegExp(t("toast.loggedIn")));
  errors();
});

test("sign-in: the image comes back from the question, and the question is translated", async ({
  page,
}, testInfo) => {
  await open(page, testInfo, "/ksa/login");
  const ar = strings("ksa", "auth") as unknown as Record<string, Record<string, string>> &
    Record<string, string>;
  await page.getByRole("button", { name: ar.captchaQuestion!.switch! }).click();
  const label = new RegExp(
    `^${ar.captchaQuestion!.plus!.replace("{{a}}", "\\d+").replace("{{b}}", "\\d+")}$|^${ar
      .captchaQuestion!.minus!.replace("{{a}}", "\\d+")
      .replace("{{b}}", "\\d+")}$`,
  );
  await expect(page.getByLabel(label)).toBeVisible();
  await page.getByRole("button", { name: ar.captchaQuestion!.image! }).click();
  await expect(page.getByRole("img", { name: ar.captchaAlt! })).toBeVisible();
});

test("sign-in with the text question passes axe", async ({ page }, testInfo) => {
  test.skip(!hasJavaScript(testInfo), "axe needs JavaScript in the page");
  await open(page, testInfo, "/login");
  const check = async () => {
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
    ).toEqual([]);
  };
  await check();
  await page.getByRole("button", { name: question.switch! }).click();
  await questionField(page);
  await check();
});
