import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { hasJavaScript } from "./helpers";

for (const path of [
  "/home",
  "/ksa/home",
  "/about",
  "/ksa/privacy-policy",
  "/no-such-page",
  "/login",
  "/ksa/register",
]) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }, testInfo) => {
    // axe runs as a script inside the page; the markup is the same server render in both projects.
    test.skip(!hasJavaScript(testInfo), "axe needs JavaScript in the page");
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter(
      (v) => v.impact === "serious" || v.impact === "critical",
    );
    expect(
      serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  });
}
