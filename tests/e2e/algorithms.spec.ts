import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import {
  catalogueText,
  fixedT,
  hasJavaScript,
  testAccessibility,
  watchForErrors,
  strings,
} from "./helpers";

// biome-ignore lint/suspicious/noExplicitAny: each test reads the strings it checks
function algorithmStrings(code: string): any {
  return strings(code, "algorithms");
}

interface CatalogueAlgorithm {
  id: string;
  name: Record<"en" | "ksa", string>;
  scenario: string;
  classification: string;
  platform: string;
  latestVersionDate: string;
  products: string[];
  cases: string[];
  evaluations: { customer: string; rating: number }[];
  provider: { name: string; contactEmail: string };
  support: { email: string };
  details: { graphic: string; introduction: string };
}

const catalogue: CatalogueAlgorithm[] = JSON.parse(
  readFileSync(path.join(process.cwd(), "content", "catalogue", "algorithms.json"), "utf8"),
);
const models = new Map<string, string>(
  JSON.parse(
    readFileSync(path.join(process.cwd(), "content", "catalogue", "products.json"), "utf8"),
  ).map((p: { id: string; model: string }) => [p.id, p.model]),
);
const en = algorithmStrings("en");
/** An algorithm with something in every tab. */
const sample = catalogue.find(
  (a) => a.products.length > 0 && a.cases.length > 0 && a.evaluations.length > 0,
)!;

async function chooseFilter(page: Page, label: string, value: string, withJs: boolean) {
  await page.getByLabel(label, { exact: true }).selectOption(value);
  // With JavaScript the form applies a changed filter at once; without it the visitor presses Apply.
  if (!withJs) await page.getByRole("button", { name: fixedT("en")("list.apply") }).click();
}

test("filtering the store by classification changes the URL and the list", async ({
  page,
}, testInfo) => {
  const checkErrors = watchForErrors(page);
  await page.goto("/algorithmstore");
  if (hasJavaScript(testInfo))
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.store.title);
  const count = page.getByRole("heading", { name: /^Algorithms found/ });
  await expect(count).toHaveText(`Algorithms found: ${catalogue.length}`);

  const vehicles = catalogue.filter((a) => a.classification === "vehicle");
  await chooseFilter(page, en.filter.classification, "vehicle", hasJavaScript(testInfo));
  await expect(page).toHaveURL(/\/algorithmstore\?classification=vehicle$/);
  await expect(count).toHaveText(`Algorithms found: ${vehicles.length}`);
  const cards = page.getByRole("main").locator(".algorithm-card");
  await expect(cards).toHaveCount(vehicles.length);
  for (const algorithm of vehicles) {
    await expect(page.getByRole("link", { name: algorithm.name.en, exact: true })).toBeVisible();
  }
  // The other filters count what they would show together with this one.
  const traffic = vehicles.filter((a) => a.scenario === "traffic").length;
  await expect(
    page.getByLabel(en.filter.scenario, { exact: true }).locator("option[value='traffic']"),
  ).toHaveText(`${en.scenario.traffic} (${traffic})`);

  await page.getByRole("link", { name: fixedT("en")("list.reset") }).click();
  await expect(page).toHaveURL(/\/algorithmstore$/);
  await expect(count).toHaveText(`Algorithms found: ${catalogue.length}`);
  checkErrors();
});

test("a filtered view has its own address and pages keep the filters", async ({ page }) => {
  await page.goto("/algorithmstore?scenario=&platform=camera&page=1");
  await expect(page).toHaveURL(/\/algorithmstore\?platform=camera$/);
  const onCamera = catalogue.filter((a) => a.platform === "camera").length;
  expect(onCamera).toBeGreaterThan(12);
  const pager = page.getByRole("navigation", { name: en.pagination.label });
  await pager.getByRole("link", { name: fixedT("en")("list.pagination.next") }).click();
  await expect(page).toHaveURL(/\/algorithmstore\?platform=camera&page=2$/);
  await expect(pager.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("main").locator(".algorithm-card")).toHaveCount(onCamera - 12);
});

test("an algorithm opens from the store, and its tabs switch with or without JavaScript", async ({
  page,
}, testInfo) => {
  const checkErrors = watchForErrors(page);
  await page.goto(`/algorithmstore?classification=${sample.classification}`);
  await page.getByRole("link", { name: sample.name.en, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/algorithm-details-page/${sample.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(sample.name.en);
  await expect(page.getByText(en.detail.releaseDate, { exact: true })).toBeVisible();
  await expect(page.getByText(en.detail.latestVersionDate, { exact: true })).toBeVisible();
  await expect(page.locator(`time[datetime='${sample.latestVersionDate}']`).first()).toBeVisible();

  const tabs = page.getByRole("navigation", { name: en.detail.tabsLabel });
  await expect(tabs.getByRole("link")).toHaveText(Object.values(en.tabs));
  await expect(tabs.getByRole("link", { name: en.tabs.productDetails })).toHaveAttribute(
    "aria-current",
    "page",
  );
  for (const title of Object.values(en.sections) as string[]) {
    await expect(page.getByRole("heading", { level: 3, name: title, exact: true })).toBeVisible();
  }
  // The drawing is named by its subject; the catalogue's scene description follows in the caption.
  await expect(page.locator(".algorithm-graphic svg[role=img]")).toBeVisible();
  await expect(page.locator(".algorithm-graphic__scene")).toContainText(sample.details.graphic);

  if (hasJavaScript(testInfo)) {
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.evaluate(() => {
      (window as unknown as { samePage: boolean }).samePage = true;
    });
  }
  await tabs.getByRole("link", { name: en.tabs.customerEvaluation }).click();
  await expect(page).toHaveURL(/\?tab=customer-evaluation$/);
  await expect(tabs.getByRole("link", { name: en.tabs.customerEvaluation })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(tabs.getByRole("link", { name: en.tabs.productDetails })).not.toHaveAttribute(
    "aria-current",
  );
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(
    en.tabs.customerEvaluation,
  );
  await expect(page.getByRole("heading", { level: 3, name: en.sections.parameters })).toHaveCount(
    0,
  );
  const first = sample.evaluations[0]!;
  await expect(page.getByRole("heading", { name: first.customer })).toBeVisible();
  await expect(
    page.getByRole("img", { name: `${first.rating} out of 5`, exact: true }).first(),
  ).toBeVisible();
  if (hasJavaScript(testInfo)) {
    // A Remix link: the tab changed without loading a new document.
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
      true,
    );
  }

  await tabs.getByRole("link", { name: en.tabs.associatedProduct }).click();
  await expect(page).toHaveURL(/\?tab=associated-product$/);
  const model = page.locator(".product-card [dir='ltr']");
  await expect(model).toHaveCount(sample.products.length);
  await expect(model).toHaveText(sample.products.map((id) => models.get(id)!));

  await tabs.getByRole("link", { name: en.tabs.customerCase }).click();
  await expect(page).toHaveURL(/\?tab=customer-case$/);
  await expect(page.getByRole("main").locator(".card h3")).toHaveCount(sample.cases.length);

  await tabs.getByRole("link", { name: en.tabs.support }).click();
  await expect(page).toHaveURL(/\?tab=support$/);
  await expect(page.getByRole("link", { name: sample.support.email })).toHaveAttribute(
    "href",
    `mailto:${sample.support.email}`,
  );
  await expect(
    page.getByRole("link", { name: `Contact ${sample.provider.name}`, exact: true }),
  ).toHaveAttribute("href", `mailto:${sample.provider.contactEmail}`);
  checkErrors();
});

test("a tab opened by its address shows that panel", async ({ page }) => {
  await page.goto(`/algorithm-details-page/${sample.id}?tab=support`);
  const tabs = page.getByRole("navigation", { name: en.detail.tabsLabel });
  await expect(tabs.getByRole("link", { name: en.tabs.support })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(
    en.tabs.support,
  );
  await expect(page.getByRole("heading", { name: en.support.provider })).toBeVisible();
});

test("an unknown algorithm answers the 404 page with status 404", async ({ page }) => {
  for (const [url, code] of [
    ["/algorithm-details-page/no-such-algorithm", "en"],
    ["/es/algorithm-details-page/no-such-algorithm?tab=support", "es"],
  ] as const) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      fixedT(code)("notFound.title"),
    );
  }
});

test("the Arabic store and detail are right-to-left and translated", async ({ page }) => {
  const ksa = algorithmStrings("ksa");
  const response = await page.goto("/ksa/algorithmstore");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ksa.store.title);
  await expect(page).toHaveTitle(new RegExp(ksa.store.title));
  await expect(page.getByLabel(ksa.filter.classification, { exact: true })).toBeVisible();

  await page.goto(`/ksa/algorithm-details-page/${sample.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(sample.name.ksa);
  await expect(
    page.getByRole("navigation", { name: ksa.detail.tabsLabel }).getByRole("link"),
  ).toHaveText(Object.values(ksa.tabs));
  // The detail texts are translated too: no English-only notice.
  await expect(
    page.getByText(catalogueText("ksa", sample.details.introduction).slice(0, 40)),
  ).toBeVisible();
  await expect(page.getByText(ksa.detail.englishOnly)).toHaveCount(0);
});

testAccessibility([
  "/algorithmstore",
  "/ksa/algorithmstore?classification=vehicle",
  `/algorithm-details-page/${sample.id}`,
  `/ksa/algorithm-details-page/${sample.id}`,
  `/ksa/algorithm-details-page/${sample.id}?tab=customer-evaluation`,
  `/algorithm-details-page/${sample.id}?tab=support`,
]);
