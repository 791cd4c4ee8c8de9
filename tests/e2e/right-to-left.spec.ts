import { expect, type Locator, type Page, test } from "@playwright/test";
import { catalogueText, fixedT, watchForErrors } from "./helpers";

/**
 * Mixed right-to-left and left-to-right text in Arabic: numbers with units, formulas, codes,
 * specification values and phone examples are isolated, so each reads as written.
 */
const tools = fixedT("ksa", "tools");

/** Horizontal extent of an element (on one line). */
async function box(locator: Locator) {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { left: r.left, right: r.right };
  });
}

async function wide(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("calculator figures read left to right at the start edge, formulas as written", async ({
  page,
}) => {
  const check = watchForErrors(page);
  await wide(page);
  await page.goto("/ksa/tools/bandwidth");
  await expect(page.locator('[data-result="bandwidth"] dd')).toBeVisible();
  const figures = await page
    .locator(".tools-figure:not(.tools-figure--statement) dd")
    .evaluateAll((list) =>
      list.map((dd) => {
        const value = dd.querySelector(':scope > bdi[dir="ltr"]');
        return {
          dir: dd.getAttribute("dir"),
          isolated: value?.querySelector(".tools-figure__value") != null,
          // on a right-to-left page the figure sits at the right-hand (start) edge of its box
          gap: value
            ? dd.getBoundingClientRect().right - value.getBoundingClientRect().right
            : null,
        };
      }),
    );
  expect(figures.length).toBeGreaterThan(3);
  for (const figure of figures) {
    // the figure and its unit are one left-to-right isolate
    expect(figure.isolated).toBe(true);
    expect(figure.dir).toBeNull();
    expect(Math.abs(figure.gap ?? 99)).toBeLessThan(2);
  }
  await expect(page.locator('[data-result="bandwidth"] dd')).toHaveText("77.44 Mbit/s");

  // bandwidth = (video + images) Mbit/s × k: the Arabic word first, then the sum, left to right
  const formula = page.locator(".tools-formulas code > bdi[dir='ltr']").last();
  const label = tools("formulas.bandwidth").split(" = ")[0] as string;
  const word = formula.locator("bdi", { hasText: label });
  await expect(word).toHaveCount(1);
  expect((await box(word)).left).toBeCloseTo((await box(formula)).left, 0);
  await expect(formula).toContainText(/= \(\d+(\.\d+)? \+ \d+(\.\d+)?\) Mbit\/s × /);
  check();
});

test("detection results and form hints isolate their numbers and units", async ({ page }) => {
  await page.goto(
    "/ksa/tools/detection-distance?sensor=1%2F2.8&pixels=2560x1440&focal=6&height=4&tilt=15&scenario=detection&targetDistance=15&targetHeight=",
  );
  await expect(page.locator('[data-result="targetTilt"] dd > bdi[dir="ltr"]')).toHaveText("14.9 °");
  // "Tilt for a target 15 m away": the distance with its unit is one isolate in the label
  await expect(page.locator('[data-result="targetTilt"] dt bdi[dir="ltr"]')).toHaveText("15 m");
  // "IEC 62676-4 … (25 px/m)"
  await expect(page.locator('[data-result="iec.detect"] dt bdi[dir="ltr"]')).toHaveText([
    "IEC 62676-4",
    "25 px/m",
  ]);
  // the range under a number field: "من 0.5 إلى 30 m"
  const hint = page
    .locator(".field", { has: page.getByLabel(`${tools("fields.height")} (m)`) })
    .locator(".field__hint");
  await expect(hint.locator('bdi[dir="ltr"]')).toHaveText(["0.5", "30 m"]);
  // the side view's labels are drawn left to right
  await expect(page.locator(".tools-side-view svg")).toHaveCSS("direction", "ltr");
});

test("specification values with inch marks and brackets read as written", async ({ page }) => {
  await page.goto("/ksa/product-center/detail/bullet/nv-b580-ai");
  const cells = page.locator(".spec-table td");
  const count = await cells.count();
  expect(count).toBeGreaterThan(3);
  for (let i = 0; i < count; i++)
    await expect(cells.nth(i).locator("> bdi")).toHaveAttribute("dir", /^(ltr|rtl)$/);
  // `1/1.8"` keeps its inch mark after the figure inside an Arabic value
  const sensor = catalogueText("ksa", '1/1.8" progressive-scan CMOS');
  const sensorCell = cells.filter({ hasText: sensor });
  await expect(sensorCell.locator('> bdi[dir="rtl"] > bdi[dir="ltr"]')).toHaveText([
    "CMOS",
    '1/1.8"',
  ]);
  // "60 m (850 nm، …)": the brackets stay around the Arabic words
  const ir = cells.filter({ hasText: catalogueText("ksa", "60 m (850 nm, smart IR)") });
  await expect(ir.locator('> bdi[dir="rtl"] > bdi[dir="ltr"]')).toHaveText(["60 m", "850 nm"]);
  // a value without Arabic is left to right as a whole
  await expect(cells.filter({ hasText: "3840 × 2160" }).first().locator("> bdi")).toHaveAttribute(
    "dir",
    "ltr",
  );
});

test("the telephone example reads 0066-123456 in the Arabic contact form", async ({ page }) => {
  await page.goto("/ksa/contactus");
  const hint = page.locator(".field__hint", { hasText: "0066-123456" });
  await expect(hint.locator('bdi[dir="ltr"]', { hasText: "0066" })).toHaveText("0066-123456");
  // the area code is drawn to the left of the number, as written
  const example = hint.locator('bdi[dir="ltr"]', { hasText: "0066" });
  const width = (await box(example)).right - (await box(example)).left;
  const area = await example.evaluate((el) => {
    const range = document.createRange();
    const text = el.firstChild as Text;
    range.setStart(text, 0);
    range.setEnd(text, 4);
    return range.getBoundingClientRect().left - el.getBoundingClientRect().left;
  });
  expect(area).toBeLessThan(width / 4);
});
