import { expect, type Locator, test } from "@playwright/test";
import { fixedT } from "./helpers";

/**
 * Mixed right-to-left and left-to-right text in Arabic: numbers with units, codes, phone examples
 * and formulas are isolated in the strings themselves (shared/bidi.ts), so each reads as written
 * with or without JavaScript.
 */

/** Where two parts of one text are drawn, left to right, by their horizontal start. */
async function lefts(container: Locator, parts: string[]) {
  return container.evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const found: Record<string, number> = {};
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (const part of wanted) {
        const at = text.indexOf(part);
        if (at < 0 || part in found) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + part.length);
        found[part] = range.getBoundingClientRect().left;
      }
    }
    return wanted.map((part) => found[part] ?? Number.NaN);
  }, parts);
}

test("the telephone example reads 0066-123456 in the Arabic contact form", async ({ page }) => {
  await page.goto("/ksa/contactus");
  const hint = page.locator(".field__hint", { hasText: "0066-123456" }).first();
  await expect(hint).toContainText("\u20660066-123456\u2069");
  // the area code is drawn to the left of the number, as written
  const [area, number] = await lefts(hint, ["0066", "123456"]);
  expect(area).toBeLessThan(number!);
});

test("a formula reads left to right with its Arabic words in place", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/ksa/tools/bandwidth");
  const label = fixedT(
    "ksa",
    "tools",
  )("formulas.bandwidth")
    .split(" = ")[0]!
    .replace(/[\u2066-\u2069]/g, "");
  const formula = page.locator(".tools-formulas li", { hasText: label }).last();
  await expect(formula).toBeVisible();
  // "عرض النطاق = (0 + 59.57) Mbit/s × …": the word first (at the left), then the sum
  const [word, sum] = await lefts(formula, [label, "= ("]);
  expect(word).toBeLessThan(sum!);
  await expect(formula).toContainText(/= \(\d+(\.\d+)? \+ \d+(\.\d+)?\) Mbit\/s × /);
});
