import { expect, type Page, test } from "@playwright/test";
import { hasJavaScript, LANGUAGES } from "./helpers";
import { PARTNER, signInWithCookie } from "./session";

/**
 * No page is wider than the screen: every main template, in every language, from 320 px phones to
 * 1920 px desktops. One page per language; the viewport is resized without reloading (the layout
 * depends on CSS only, never on the width at load time).
 */
const WIDTHS = [320, 360, 390, 768, 1024, 1200, 1280, 1366, 1440, 1600, 1920];
const PUBLIC_TEMPLATES = [
  "/home",
  "/product-center",
  "/product-center/detail/bullet/nv-b580-ai",
  "/solution",
  "/solution-details/retail-analytics/solution",
  "/algorithmstore",
  "/login",
  "/register",
  "/contact",
];
const SIGNED_IN_TEMPLATES = ["/home", "/personal-center"];

/**
 * How much wider than the viewport the document is and, when it is, the elements that stick out
 * most (those inside a scrolling or clipping box do not count: they do not widen the page).
 */
function measure(page: Page) {
  return page.evaluate(() => {
    const viewport = window.innerWidth;
    // The brand's name is never cut short to make room (only below 360 px may it end in "…").
    const brandCut = [...document.querySelectorAll(".brand__name")].some(
      (el) => el.checkVisibility() && el.scrollWidth > el.clientWidth,
    );
    const excess = document.documentElement.scrollWidth - viewport;
    if (excess <= 0) return { excess, brandCut, culprits: [] as string[] };
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== "visible") return true;
      }
      return false;
    };
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : "";
      const classes = [...el.classList].map((c) => `.${c}`).join("");
      const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 30);
      return `${el.tagName.toLowerCase()}${id}${classes} "${text}"`;
    };
    const rtl = getComputedStyle(document.documentElement).direction === "rtl";
    const found: { over: number; width: number; depth: number; label: string }[] = [];
    for (const el of document.body.querySelectorAll("*")) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || !el.checkVisibility()) continue;
      // Past the end edge: the right one, or the left one on right-to-left pages.
      const over = rtl ? -rect.left : rect.right - viewport;
      if (over < 1 || clipped(el)) continue;
      let depth = 0;
      for (let p = el.parentElement; p; p = p.parentElement) depth++;
      found.push({
        over: Math.round(over),
        width: Math.round(rect.width),
        depth,
        label: describe(el),
      });
    }
    // The widest overflow first; among equal ones the innermost element, which causes it.
    found.sort((a, b) => b.over - a.over || b.depth - a.depth);
    return {
      excess,
      brandCut,
      culprits: found.slice(0, 3).map((f) => `${f.label} (${f.width} px wide, +${f.over} px)`),
    };
  });
}

async function sweep(page: Page, prefix: string, paths: string[], widths: number[]) {
  const failures: string[] = [];
  for (const path of paths) {
    const url = prefix ? `/${prefix}${path}` : path;
    await page.setViewportSize({ width: widths[0]!, height: 800 });
    const response = await page.goto(url);
    expect(response?.status(), url).toBeLessThan(400);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      const { excess, brandCut, culprits } = await measure(page);
      if (brandCut && width >= 360) failures.push(`${url} at ${width} px: the brand name is cut`);
      if (excess > 0)
        failures.push(`${url} at ${width} px: +${excess} px — ${culprits.join("; ")}`);
    }
  }
  return failures;
}

for (const language of LANGUAGES) {
  test(`no page is wider than the screen from 320 to 1920 px (${language.code})`, async ({
    page,
    context,
    request,
    baseURL,
  }, testInfo) => {
    test.skip(!hasJavaScript(testInfo), "swept with JavaScript; the no-JS header is swept below");
    test.setTimeout(180_000);
    const failures = await sweep(page, language.prefix, PUBLIC_TEMPLATES, WIDTHS);
    await signInWithCookie(context, request, baseURL!, PARTNER);
    failures.push(...(await sweep(page, language.prefix, SIGNED_IN_TEMPLATES, WIDTHS)));
    expect(failures, failures.join("\n")).toEqual([]);
  });
}

test("without JavaScript the header and account pages fit the screen (br)", async ({
  page,
}, testInfo) => {
  test.skip(hasJavaScript(testInfo), "the JavaScript sweep is above");
  test.setTimeout(120_000);
  const failures = await sweep(
    page,
    "br",
    ["/home", "/product-center", "/login"],
    [320, 360, 1024, 1280],
  );
  expect(failures, failures.join("\n")).toEqual([]);
});
