import { expect, type Locator, type Page, test } from "@playwright/test";
import { fixedT, hasJavaScript, testAccessibility, watchForErrors } from "./helpers";

const en = fixedT("en", "wiki");
const common = fixedT("en");

/** Navigations on a loaded machine may take a while. */
const SLOW = { timeout: 20_000 };

async function ready(page: Page, js: boolean) {
  if (js) await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

const results = (page: Page) => page.locator(".wiki-results > li");

test("the wiki index leads to a product wiki, its label tree and a label", async ({
  page,
}, testInfo) => {
  const js = hasJavaScript(testInfo);
  const checkErrors = watchForErrors(page);
  await page.goto("/wiki");
  await ready(page, js);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en("index.title"));
  for (const line of ["camera", "nvr", "thermal"]) {
    await expect(
      page.getByRole("link", { name: en(`lines.${line}.name`), exact: true }),
    ).toBeVisible();
  }
  await page.getByRole("link", { name: en("lines.nvr.name"), exact: true }).click();
  await expect(page).toHaveURL(/\/nvrwiki$/, SLOW);
  const tree = page.getByRole("navigation", { name: en("lines.nvr.name") });
  // nested: "Installation" sits in the list under "Getting started"
  await expect(
    tree
      .locator("li", { has: page.getByRole("link", { name: /^Getting started/ }) })
      .locator("ul a"),
  ).toHaveText([/^Installation/, /^Network setup/]);
  await tree.getByRole("link", { name: /^Troubleshooting/ }).click();
  await expect(page).toHaveURL(/\/nvrwiki\/troubleshooting$/, SLOW);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Troubleshooting");
  await expect(tree.locator('a[aria-current="page"]')).toHaveText(/^Troubleshooting/);
  await expect(results(page)).toHaveCount(2);
  await expect(results(page).first()).toContainText("NV-N1608");
  checkErrors();
});

test("an article has breadcrumbs, a table of contents with working anchors, and neighbours", async ({
  page,
}, testInfo) => {
  const js = hasJavaScript(testInfo);
  const checkErrors = watchForErrors(page);
  await page.goto("/camerawiki/installation/poe-power");
  await ready(page, js);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Powering over PoE");
  const crumbs = page.getByRole("navigation", { name: en("crumbs") });
  await expect(crumbs.getByRole("link")).toHaveText([
    en("index.title"),
    en("lines.camera.name"),
    "Getting started",
    "Installation",
  ]);
  const toc = page.getByRole("navigation", { name: en("article.contents") });
  await expect(toc.getByRole("link")).toHaveText([
    "PoE standards at a glance",
    "Work out the budget",
    "Cable advice",
  ]);
  await toc.getByRole("link", { name: "Work out the budget" }).click();
  await expect(page).toHaveURL(/#work-out-the-budget$/);
  await expect(page.locator("#work-out-the-budget")).toBeInViewport();
  await expect(page.locator(".wiki-article__body table").first()).toContainText("IEEE 802.3af");
  await expect(page.locator(".wiki-article__body")).toContainText("NV-B580-AI");
  const pager = page.getByRole("navigation", { name: en("article.pager") });
  await pager.getByRole("link", { name: /Mounting and weatherproofing/ }).click();
  await expect(page).toHaveURL(/\/camerawiki\/installation\/mounting$/, SLOW);
  checkErrors();
});

test("an article in Arabic is right to left with its own contents", async ({ page }) => {
  await page.goto("/ksa/camerawiki/network/ip-address");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("تعيين عنوان IP ثابت");
  const toc = page.getByRole("navigation", { name: fixedT("ksa", "wiki")("article.contents") });
  await expect(toc.getByRole("link").first()).toHaveText("عنوان ثابت على الجهاز");
});

for (const { code, prefix, q, expected } of [
  { code: "en", prefix: "", q: "firmware upgrade", expected: "Upgrading the firmware" },
  { code: "ksa", prefix: "/ksa", q: "الشبكة", expected: "شبكة" },
  { code: "jp", prefix: "/jp", q: "工場出荷", expected: "工場出荷時の設定に戻す" },
]) {
  test(`the wiki search in ${code} marks the words found`, async ({ page }, testInfo) => {
    const js = hasJavaScript(testInfo);
    const t = fixedT(code, "wiki");
    await page.goto(`${prefix}/wiki-search`);
    await ready(page, js);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("search.title"));
    await expect(page.locator(".list-count")).toContainText(t("count", { count: 60 }));
    await page.getByLabel(t("search.q"), { exact: true }).fill(q);
    await page.getByLabel(t("search.q"), { exact: true }).press("Enter");
    await expect(page).toHaveURL(/\?q=/, SLOW);
    await expect(results(page).first()).toContainText(expected);
    await expect(results(page).first().locator("mark").first()).toBeVisible();
  });
}

test("the wiki search filters by product line and pages", async ({ page }, testInfo) => {
  const js = hasJavaScript(testInfo);
  await page.goto("/wiki-search");
  await ready(page, js);
  await page.getByLabel(en("search.product"), { exact: true }).selectOption("thermal");
  if (!js) await page.getByRole("button", { name: common("list.apply") }).click();
  await expect(page).toHaveURL(/\/wiki-search\?product=thermal$/, SLOW);
  await expect(page.locator(".list-count")).toContainText(en("count", { count: 20 }));
  await expect(results(page)).toHaveCount(10);
  await expect(results(page).first()).toContainText(en("lines.thermal.name"));
  await page
    .getByRole("navigation", { name: common("list.pagination.label") })
    .getByRole("link", { name: common("list.pagination.page", { page: 2 }), exact: true })
    .click();
  await expect(page).toHaveURL(/product=thermal&page=2$/, SLOW);
  await expect(results(page)).toHaveCount(10);
});

test("an unknown product wiki, label or article is the 404 page", async ({ page }) => {
  for (const url of ["/accessorywiki", "/camerawiki/nothing", "/camerawiki/network/poe-power"]) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
  }
});

/** How an input looks: the properties that make a field of the site differ from the browser's own. */
function look(input: Locator) {
  return input.evaluate((el) => {
    const s = getComputedStyle(el);
    return {
      border: `${s.borderTopWidth} ${s.borderTopStyle} ${s.borderTopColor}`,
      radius: s.borderTopLeftRadius,
      minHeight: s.minHeight,
      padding: `${s.paddingTop} ${s.paddingInlineStart}`,
      background: s.backgroundColor,
      font: `${s.fontSize} ${s.fontFamily}`,
    };
  });
}

test("the wikis' search box looks like the site's other search inputs and searches", async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const js = hasJavaScript(testInfo);
  await page.goto("/search");
  const shared = await look(
    page.locator(".site-search-page__form").getByLabel(fixedT("en", "search")("field"), {
      exact: true,
    }),
  );
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/wiki");
    await ready(page, js);
    const input = page.getByLabel(en("search.q"), { exact: true });
    await expect(input).toHaveClass(/\bsearch-box__input\b/);
    expect(await look(input), `at ${width} px`).toEqual(shared);
    // The input and its button share a line, the input taking the room left.
    const field = (await input.boundingBox())!;
    const button = (await page.getByRole("button", { name: en("search.submit") }).boundingBox())!;
    expect(Math.abs(field.y + field.height / 2 - (button.y + button.height / 2))).toBeLessThan(2);
    expect(field.width).toBeGreaterThan(width < 400 ? 180 : 600);
  }
  const input = page.getByLabel(en("search.q"), { exact: true });
  await input.fill("firmware");
  await input.press("Enter");
  await expect(page).toHaveURL(/\/wiki-search\?q=firmware$/, SLOW);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en("search.title"));
  await expect(results(page).first()).toBeVisible();
});

testAccessibility(["/wiki", "/camerawiki/installation/poe-power", "/wiki-search?q=firmware"]);
