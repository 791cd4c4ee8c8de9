import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { CLIENT, freshAccount } from "./fresh-account";
import { fixedT, hasJavaScript, useOwnClientAddress } from "./helpers";
import { ADMIN, apiLogin, PARTNER, signInWithCookie } from "./session";

const t = fixedT("en", "account");
const deals = fixedT("en", "deals");
const products = fixedT("en", "products");
const PDF = Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");
const ANA = { account: "ana.ribeiro@vigiatec.example", password: "Lantern-Harbour-42!" };

type User = { account: string; password: string };

async function signIn(page: Page, user: User) {
  await signInWithCookie(page.context(), page.request, test.info().project.use.baseURL!, user);
}

async function asUser(request: APIRequestContext, user: User) {
  const { token, tenant } = await apiLogin(request, user);
  return { authorization: CLIENT, token: `Bearer ${token}`, tenant };
}

/** An account of its own (`freshAccount`). */
const freshUser = (request: APIRequestContext, address: string) =>
  freshAccount(request, address, {
    prefix: "pc",
    companyName: "Farol Segurança Ltda",
    name: "Rita Prado",
  });

let address = "";
test.beforeEach(async ({ page }) => {
  address = await useOwnClientAddress(page);
});

test("an anonymous visitor is sent to sign in and back", async ({ page }) => {
  await page.goto("/personal-center");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fpersonal-center/);
});

test("a partner's draft deal shows in my deals, with the way to the list and the form", async ({
  page,
}) => {
  await signIn(page, ANA);
  const project = `Center draft ${test.info().project.name} ${Date.now().toString(36)}`;
  await page.goto("/deal");
  await page.getByLabel(deals("fields.projectName")).fill(project);
  await page
    .getByRole("button", { name: deals("form.saveDraft") })
    .last()
    .click();
  await expect(page).toHaveURL(/\/deal\/\d+$/);
  const dealPath = new URL(page.url()).pathname;

  await page.goto("/personal-center");
  const myDeals = page.getByRole("region", { name: t("myDeals") });
  const link = myDeals.getByRole("link", { name: project });
  await expect(link).toHaveAttribute("href", dealPath);
  await expect(
    myDeals
      .getByRole("listitem")
      .filter({ hasText: project })
      .getByText(deals("state.draft"), { exact: true }),
  ).toBeVisible();
  await expect(myDeals.getByRole("link", { name: t("deals.all") })).toHaveAttribute(
    "href",
    "/dr-list",
  );
  await expect(myDeals.getByRole("link", { name: t("deals.register") })).toHaveAttribute(
    "href",
    "/deal",
  );
  await expect(page.getByText(fixedT("en")("nav.comingSoon"))).toHaveCount(0);
  await page.getByRole("link", { name: t("myLearning") }).click();
  await expect(page).toHaveURL(/\/my-learn$/);
});

test("a new user sees empty sections; their exam registration and certificate show", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const user = await freshUser(request, address);
  await signIn(page, user);
  await page.goto("/personal-center");
  // Registered, no role: no deal section, the registration listed, no certificate.
  await expect(page.getByRole("region", { name: t("myDeals") })).toHaveCount(0);
  const applications = page.getByRole("region", { name: t("myApplications") });
  await expect(applications.getByText(t("applications.kind.registration"))).toBeVisible();
  await expect(page.getByText(t("certificates.empty"))).toBeVisible();

  // An exam registration, approved and passed: the certificate is issued.
  const headers = await asUser(request, user);
  const registered = await request.post("/api/certification/exam-registrations", {
    headers,
    multipart: {
      reason: "Certified installers win more tenders.",
      proof: { name: "card.pdf", mimeType: "application/pdf", buffer: PDF },
    },
  });
  const id = (await registered.json()).data.id as number;
  const admin = await asUser(request, ADMIN);
  await request.post(`/api/admin/exam-registrations/${id}/decision`, {
    headers: admin,
    data: { decision: "approve" },
  });
  const today = new Date().toISOString().slice(0, 10);
  const result = await request.post(`/api/admin/exam-registrations/${id}/result`, {
    headers: admin,
    data: { examDate: today, score: 88, passed: "yes" },
  });
  expect(result.status()).toBe(200);

  await page.goto("/personal-center");
  await expect(applications.getByText(t("applications.kind.exam"))).toBeVisible();
  const certificates = page.getByRole("region", { name: t("certificates.title") });
  const number = (await certificates.locator("bdi").first().textContent())!;
  expect(number).toMatch(/^NLV-CSP-\d{4}-/);
  await expect(
    certificates.getByText(t("certificates.state.valid"), { exact: true }),
  ).toBeVisible();
  await certificates.getByRole("link", { name: t("certificates.print") }).click();
  await expect(page).toHaveURL(new RegExp(`/certificates/${number}/print$`));
  await expect(page.getByText(number).first()).toBeVisible();
});

test("a favorite is removed from the personal center with a form", async ({
  page,
  request,
}, testInfo) => {
  const user = await freshUser(request, address);
  const productId = hasJavaScript(testInfo) ? "nv-b540-ai" : "nv-b560-lpr";
  const added = await request.post("/api/product/favorites", {
    headers: await asUser(request, user),
    data: { productId },
  });
  expect(added.status()).toBe(200);
  await signIn(page, user);
  await page.goto("/personal-center");
  const favorites = page.getByRole("region", { name: t("myFavorites") });
  await expect(favorites.getByRole("listitem")).toHaveCount(1);
  await favorites.getByRole("button", { name: t("favorites.remove") }).click();
  await expect(page).toHaveURL(/\/personal-center$/);
  await expect(page.getByRole("status")).toHaveText(new RegExp(products("detail.favoriteRemoved")));
  await expect(favorites.getByText(products("favorites.empty"))).toBeVisible();
});

test("staff find the console in the user menu and the personal center; partners do not", async ({
  page,
}) => {
  const common = fixedT("en", "common");
  await signIn(page, ADMIN);
  await page.goto("/personal-center");
  const menu = page.locator("header .user-menu");
  // Without JavaScript the menu is a <details>: opening it is a click on its summary either way.
  await menu.locator("summary").click();
  await menu.getByRole("link", { name: common("user.console") }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/personal-center");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: common("user.console") })).toBeVisible();
  await expect(main.getByRole("link", { name: t("applications.apply") })).toHaveCount(0);

  await page.context().clearCookies();
  await signIn(page, PARTNER);
  await page.goto("/personal-center");
  await expect(main.getByRole("link", { name: t("applications.apply") })).toBeVisible();
  await expect(main.getByRole("link", { name: common("user.console") })).toHaveCount(0);
  await page.locator("header .user-menu summary").click();
  await expect(page.locator("header .user-menu").getByRole("link")).toHaveText([
    common("user.personalCenter"),
  ]);
});
