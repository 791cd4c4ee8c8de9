import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { fixedT } from "./helpers";
import { ADMIN, apiLogin, signInWithCookie } from "./session";

const t = fixedT("en", "deals");
const common = fixedT("en");

const seeded = (account: string, password: string) => ({ account, password });
const ANA = seeded("ana.ribeiro@vigiatec.example", "Lantern-Harbour-42!");
const KEMAL = seeded("kemal.aydin@guvenlikpro.example", "Copper-Meadow-17!");
const SOPHIE = seeded("sophie.martin@northlight-vision.example", "Harbour-Channel-90*");
const LAURA = seeded("laura.garcia@ibervision.example", "Sierra-Lighthouse-25&");

type User = { account: string; password: string };

function unique(name: string) {
  return `${name} ${test.info().project.name} ${Date.now().toString(
    36,
  )}${Math.random().toString(36).slice(2, 6)}`;
}

function completeDeal(project: string, customer = `${project} customer`, country = "Brazil") {
  return {
    businessType: "new",
    projectName: project,
    applicantCompany: "VigiaTec Segurança Eletrônica",
    winOdds: 40,
    expectedOrderDate: "2027-05-01",
    registeredFrom: "2026-11-01",
    description: "Cameras for a new site.",
    channelManagerEmail: SOPHIE.account,
    endCustomer: {
      name: customer,
      firstName: "Ana",
      lastName: "Lima",
      country,
      city: "Recife",
      address: "Rua 1",
      email: "buyer@customer.example",
    },
    distributor: { companyName: "IberVision Distribución", city: "Madrid" },
    products: [{ type: "bullet", series: "Pro AI", model: "NV-B580-AI", quantity: 5 }],
    salesTeam: [{ main: true, name: "Ana Ribeiro", email: ANA.account }],
  };
}

/** Calls the deals API as `user` (sign-in through the API). */
async function api(request: APIRequestContext, user: User) {
  const { token, tenant } = await apiLogin(request, user);
  const headers = { token: `Bearer ${token}`, tenant };
  return {
    submit: async (deal: object) => {
      const response = await request.post("/api/deals?submit=1", {
        headers,
        data: deal,
      });
      return (await response.json()).data as { id: number; flagged: boolean };
    },
    act: (id: number, action: string, reason = "") =>
      request.post(`/api/deals/${id}/actions`, {
        headers,
        data: { action, reason },
      }),
  };
}

async function signIn(page: Page, user: User) {
  await signInWithCookie(page.context(), page.request, test.info().project.use.baseURL!, user);
}

/** The rows block of a section of the form, by its legend. */
const rows = (page: Page, legend: string) =>
  page.locator("fieldset.repeatable").filter({ has: page.locator("legend", { hasText: legend }) });

test("the deal list asks an anonymous visitor to sign in and comes back", async ({ page }) => {
  await page.goto("/dr-list");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdr-list/);
});

test("a partner saves a draft, adding and removing rows", async ({ page }) => {
  await signIn(page, ANA);
  const project = unique("Draft rows");
  await page.goto("/deal");
  await page.getByLabel(t("fields.projectName")).fill(project);
  const competitors = rows(page, t("sections.competitors"));
  const names = competitors.getByLabel(t("fields.competitorName"));
  await competitors.getByRole("button", { name: common("form.addRow") }).click();
  await expect(names).toHaveCount(1);
  await competitors.getByRole("button", { name: common("form.addRow") }).click();
  await expect(competitors.getByLabel(t("fields.competitorName"))).toHaveCount(2);
  await competitors.getByLabel(t("fields.competitorName")).first().fill("Rival One");
  await competitors.getByRole("button", { name: common("form.removeRow", { number: 2 }) }).click();
  await expect(competitors.getByLabel(t("fields.competitorName"))).toHaveCount(1);
  // Typed values survive the row changes, with and without JavaScript.
  await expect(page.getByLabel(t("fields.projectName"))).toHaveValue(project);
  await expect(competitors.getByLabel(t("fields.competitorName"))).toHaveValue("Rival One");
  await page
    .getByRole("button", { name: t("form.saveDraft") })
    .last()
    .click();
  await expect(page).toHaveURL(/\/deal\/\d+$/);
  await expect(page.getByText(t("toast.saved"))).toBeVisible();
  await expect(
    rows(page, t("sections.competitors")).getByLabel(t("fields.competitorName")),
  ).toHaveValue("Rival One");
  await page.goto(`/dr-list?q=${encodeURIComponent(project)}`);
  await expect(page.getByRole("link", { name: project })).toBeVisible();
  await expect(
    page.getByTestId("deal-row").getByText(t("state.draft"), { exact: true }),
  ).toBeVisible();
});

test("submitting an incomplete deal shows a message at each field and keeps the input", async ({
  page,
}) => {
  await signIn(page, ANA);
  const project = unique("Incomplete");
  await page.goto("/deal");
  await page.getByLabel(t("fields.projectName")).fill(project);
  await page.getByRole("button", { name: t("form.submit") }).click();
  const description = page.locator(".field", {
    has: page.getByLabel(t("fields.description")),
  });
  await expect(description.getByText(t("errors.required"))).toBeVisible();
  await expect(page.getByLabel(t("fields.channelManagerEmail"))).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expect(page.getByLabel(t("fields.projectName"))).toHaveValue(project);
});

/** The problems of a refused deal form: its summary, found by its heading. */
function problems(page: Page, language = "en", count = 22) {
  const title = fixedT(language)("form.summary.title", { count });
  return page.locator(".error-summary", { has: page.getByRole("heading", { name: title }) });
}

test("an empty submission lists every problem at the top of the form and takes the focus", async ({
  page,
}) => {
  await signIn(page, ANA);
  await page.goto("/deal");
  // Required fields are marked for the eye and for assistive technology.
  await expect(page.getByLabel(t("fields.expectedOrderDate"))).toHaveAttribute(
    "aria-required",
    "true",
  );
  const mark = await page
    .locator('label[for="deal-new-expectedOrderDate"]')
    .evaluate((label) => getComputedStyle(label, "::after").content);
  expect(mark).toContain("*");
  await expect(page.getByLabel(t("fields.background"))).not.toHaveAttribute("aria-required");
  await expect(page.getByText(t("fields.expirationHint"))).toHaveText(/^Leave empty/);
  await page.getByRole("button", { name: t("form.submit") }).click();
  const summary = problems(page);
  await expect(summary).toBeVisible();
  await expect(summary).toBeFocused();
  const links = summary.getByRole("link");
  await expect(links).toHaveCount(22);
  // In the order the fields show, each naming its field (with its row or section) and its message.
  const item = (field: string, message = common("form.invalid.required")) =>
    common("form.summary.item", { field, message });
  await expect(links.first()).toHaveText(item(t("fields.businessType"), t("errors.required")));
  const orderDate = summary.getByRole("link", { name: item(t("fields.expectedOrderDate")) });
  await expect(orderDate).toHaveAttribute("href", "#deal-new-expectedOrderDate");
  await expect(
    summary.getByRole("link", { name: item(t("fields.registeredFrom")) }),
  ).toHaveAttribute("href", "#deal-new-registeredFrom");
  await expect(
    summary.getByRole("link", {
      name: item(
        common("form.summary.row", {
          field: t("fields.model"),
          list: t("sections.products"),
          number: 1,
        }),
        t("errors.required"),
      ),
    }),
  ).toHaveAttribute("href", "#deal-new-products[0].model");
  await expect(
    summary.getByRole("link", {
      name: item(
        common("form.summary.group", { field: t("party.city"), group: t("sections.distributor") }),
        t("errors.required"),
      ),
    }),
  ).toHaveAttribute("href", "#deal-new-distributor.city");
  // Every link leads to a field of the page.
  for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")!)))
    await expect(page.locator(`[id="${href.slice(1)}"]`)).toHaveCount(1);
  await expect(page.getByText(/Invalid input|expected string|received undefined/)).toHaveCount(0);
  await expect(
    page.locator(".field", { has: page.getByLabel(t("fields.expectedOrderDate")) }),
  ).toContainText(common("form.invalid.required"));
});

test("the deal form's problems are in the visitor's language", async ({ page }) => {
  await signIn(page, ANA);
  await page.goto("/es/deal");
  const es = fixedT("es", "deals");
  await page.getByRole("button", { name: es("form.submit") }).click();
  const summary = problems(page, "es");
  await expect(summary).toBeFocused();
  const invalid = fixedT("es")("form.invalid.required");
  await expect(
    summary.getByRole("link", {
      name: fixedT("es")("form.summary.item", {
        field: es("fields.expectedOrderDate"),
        message: invalid,
      }),
    }),
  ).toBeVisible();
  await expect(
    page.locator(".field", { has: page.getByLabel(es("fields.registeredFrom")) }),
  ).toContainText(invalid);
  await expect(page.getByText(/Invalid input|expected string|received undefined/)).toHaveCount(0);
  await expect(page.getByText(es("fields.expirationHint"))).toBeVisible();
});

test("a complete deal is submitted, listed and approved by its channel manager", async ({
  page,
  request,
}) => {
  // The whole form, two sign-ins and an approval with its e-mails: about 20 s on a quiet machine.
  test.slow();
  await signIn(page, ANA);
  const project = unique("Complete");
  await page.goto("/deal");
  const fill = (label: string, value: string) =>
    page.getByLabel(label, { exact: true }).first().fill(value);
  await page.getByLabel(t("fields.businessType")).selectOption("new");
  await fill(t("fields.projectName"), project);
  await fill(t("fields.applicantCompany"), "VigiaTec Segurança Eletrônica");
  await fill(t("fields.winOdds"), "60");
  await fill(t("fields.expectedOrderDate"), "2027-06-01");
  await fill(t("fields.registeredFrom"), "2026-11-20");
  await fill(t("fields.channelManagerEmail"), SOPHIE.account);
  await fill(t("fields.description"), "Forty cameras for a warehouse.");
  const customer = page
    .locator("fieldset", {
      has: page.locator("legend", { hasText: t("sections.endCustomer") }),
    })
    .last();
  for (const [key, value] of [
    ["name", `${project} buyer`],
    ["firstName", "Rita"],
    ["lastName", "Souza"],
    ["country", "Brazil"],
    ["city", "Natal"],
    ["address", "Rua 2"],
    ["email", "rita@buyer.example"],
  ] as const)
    await customer.getByLabel(t(`customer.${key}`), { exact: true }).fill(value);
  const distributor = page
    .locator("fieldset", {
      has: page.locator("legend", { hasText: t("sections.distributor") }),
    })
    .last();
  await distributor.getByLabel(t("party.companyName")).fill("IberVision Distribución");
  await distributor.getByLabel(t("party.city")).fill("Madrid");
  const products = rows(page, t("sections.products"));
  await products.getByLabel(t("fields.productType")).fill("bullet");
  await products.getByLabel(t("fields.model")).selectOption("NV-B580-AI");
  await products.getByLabel(t("fields.quantity")).fill("40");
  const team = rows(page, t("sections.salesTeam"));
  await team.getByLabel(t("fields.name"), { exact: true }).fill("Ana Ribeiro");
  await team.getByLabel(t("fields.email"), { exact: true }).fill(ANA.account);
  await page.getByRole("button", { name: t("form.submit") }).click();
  await expect(page).toHaveURL(/\/deal\/\d+$/);
  await expect(page.getByText(t("toast.submitted"))).toBeVisible();
  const id = page.url().split("/").pop()!;
  await page.goto(`/dr-list?q=${encodeURIComponent(project)}`);
  await expect(page.getByTestId("deal-row").getByText(t("state.toBeApproved"))).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, SOPHIE);
  await page.goto(`/deal/${id}`);
  await page.getByRole("button", { name: t("decision.approve"), exact: true }).click();
  await expect(page.getByText(t("toast.approve"))).toBeVisible();
  await expect(page.getByTestId("deal-summary").getByTestId("deal-state")).toHaveText(
    t("state.approved"),
  );
  const { token, tenant } = await apiLogin(request, ADMIN);
  const mails = (
    await (
      await request.get("/api/admin/outbox", {
        headers: { token: `Bearer ${token}`, tenant },
      })
    ).json()
  ).data as { to: string; subject: string }[];
  expect(
    mails.some(
      (m) => m.to === ANA.account && m.subject.includes(project) && /approved/.test(m.subject),
    ),
  ).toBe(true);
  expect(mails.some((m) => m.to === SOPHIE.account && m.subject.includes(project))).toBe(true);
});

test("a deal closed on request is read-only and a forged change gets 409", async ({
  page,
  request,
  baseURL,
}) => {
  const partner = await api(request, ANA);
  const project = unique("Locked");
  const { id } = await partner.submit(completeDeal(project));
  expect((await partner.act(id, "requestClose")).status()).toBe(200);
  await signIn(page, ANA);
  await page.goto(`/deal/${id}`);
  await expect(page.getByTestId("deal-locked")).toHaveText(t("notice.locked"));
  await expect(page.getByRole("button", { name: t("form.submit") })).toHaveCount(0);
  await expect(page.getByLabel(t("fields.projectName"))).toBeDisabled();
  const forged = await page.request.post(`/deal/${id}`, {
    headers: { origin: baseURL! },
    form: { projectName: "Changed", save: "draft" },
  });
  expect(forged.status()).toBe(409);
  await page.reload();
  await expect(page.getByLabel(t("fields.projectName"))).toHaveValue(project);
});

test("a deal reads as one state in the lists, with its detail on its page and on a phone", async ({
  page,
  request,
}) => {
  const project = unique("One state");
  const partner = await api(request, ANA);
  const { id } = await partner.submit(completeDeal(project));
  expect((await (await api(request, SOPHIE)).act(id, "approve")).status()).toBe(200);
  expect((await partner.act(id, "requestClose")).status()).toBe(200);
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, ANA);
  await page.goto(`/dr-list?q=${encodeURIComponent(project)}`);
  const row = page.getByTestId("deal-row");
  await expect(row.getByTestId("deal-state")).toHaveText(t("state.closed"));
  for (const word of ["approved", "pending"])
    await expect(row.getByText(t(`state.${word}`), { exact: true })).toHaveCount(0);
  // On a phone the state and the expiry are on screen, not past a sideways scroll.
  for (const cell of [
    row.getByTestId("deal-state"),
    row.locator(`td[data-label="${t("columns.expirationDate")}"]`),
  ]) {
    const box = (await cell.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.goto("/personal-center");
  await expect(
    page.getByRole("listitem").filter({ hasText: project }).getByTestId("deal-state"),
  ).toHaveText(t("state.closed"));

  await page.goto(`/deal/${id}`);
  await expect(page.getByTestId("deal-summary").getByTestId("deal-state")).toHaveText(
    t("state.closed"),
  );
  const detail = page.getByTestId("deal-state-detail");
  for (const [column, state] of [
    ["approvalStatus", "approved"],
    ["status", "pending"],
    ["closure", "closed"],
  ])
    await expect(
      detail.locator("div").filter({
        has: page.getByText(t(`columns.${column}`), { exact: true }),
      }),
    ).toHaveText(t(`columns.${column}`) + t(`state.${state}`));
});

test("a deal whose end customer matches another partner's deal is flagged", async ({
  page,
  request,
}) => {
  const project = unique("Conflict");
  const customer = `Conflict Customer ${project.slice(-8)} Ltda`;
  const first = await (await api(request, ANA)).submit(completeDeal(`${project} A`, customer));
  const second = await (await api(request, KEMAL)).submit({
    ...completeDeal(`${project} B`, customer.toUpperCase().replace(" LTDA", ", Ltda.")),
    applicantCompany: "Güvenlik Pro",
  });
  expect(first.flagged).toBe(false);
  expect(second.flagged).toBe(true);
  await signIn(page, SOPHIE);
  await page.goto(`/deal/${second.id}`);
  await expect(page.getByTestId("deal-conflict")).toContainText(t("notice.conflict"));
  await expect(page.getByTestId("deal-conflict").getByRole("link")).toHaveAttribute(
    "href",
    `/deal/${first.id}`,
  );
  await page.goto(`/dr-list?q=${encodeURIComponent(`${project} B`)}`);
  await expect(page.getByTestId("deal-row").getByText(t("state.conflict"))).toBeVisible();
});

test("each role sees its own deals", async ({ page, request }) => {
  const project = unique("Roles");
  await (await api(request, ANA)).submit(completeDeal(project));
  const search = `/dr-list?q=${encodeURIComponent(project)}`;
  for (const [user, sees] of [
    [ANA, true],
    [SOPHIE, true],
    [LAURA, true],
    [KEMAL, false],
  ] as const) {
    await page.context().clearCookies();
    await signIn(page, user);
    await page.goto(search);
    await expect(page.getByRole("link", { name: project })).toHaveCount(sees ? 1 : 0);
  }
  const response = await page.request.get(`/dr-list.csv?q=${encodeURIComponent(project)}`);
  expect(response.status()).toBe(200);
});

test("the deal registration privacy policy", async ({ page }) => {
  await page.goto("/dr-privacy-policy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("privacy.title"));
  await page.goto("/ksa/dr-privacy-policy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    fixedT("ksa", "deals")("privacy.title"),
  );
});
