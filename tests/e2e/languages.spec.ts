import { expect, type Locator, test } from "@playwright/test";
import { fixedT, hasJavaScript, LANGUAGES, pageContent, watchForErrors } from "./helpers";

for (const language of LANGUAGES) {
  test(`home in ${language.name} is translated with lang="${language.lang}" dir="${language.dir}"`, async ({
    page,
  }, testInfo) => {
    const checkErrors = watchForErrors(page);
    const path = language.prefix ? `/${language.prefix}/home` : "/home";
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", language.lang);
    await expect(page.locator("html")).toHaveAttribute("dir", language.dir);
    const t = fixedT(language.code, "marketing");
    const content = pageContent(language.code, "home");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.hero.title);
    await expect(page.getByRole("heading", { name: t("home.news"), exact: true })).toBeVisible();
    await expect(
      page.getByRole("heading", { name: t("home.spotlight"), exact: true }),
    ).toBeVisible();
    await expect(page.locator("link[hreflang='x-default']")).toHaveAttribute("href", /\/home$/);
    await expect(page.locator("link[rel='alternate'][hreflang]")).toHaveCount(9);
    await expect(page.locator("link[rel='canonical']")).toHaveAttribute(
      "href",
      new RegExp(`${path}$`),
    );
    if (hasJavaScript(testInfo))
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    checkErrors();
  });
}

test("/ and a language prefix lead to their home page; /en/… answers 301 to the unprefixed page", async ({
  request,
}) => {
  const root = await request.get("/", { maxRedirects: 0 });
  expect(root.status()).toBe(302);
  expect(root.headers().location).toBe("/home");
  const br = await request.get("/br", { maxRedirects: 0 });
  expect(br.headers().location).toBe("/br/home");
  const en = await request.get("/en/about", { maxRedirects: 0 });
  expect(en.status()).toBe(301);
  expect(en.headers().location).toBe("/about");
  const enRoot = await request.get("/en", { maxRedirects: 0 });
  expect(enRoot.status()).toBe(301);
  expect(enRoot.headers().location).toBe("/home");
});

test("an unknown path shows the 404 page with status 404, in the language of its prefix", async ({
  page,
}) => {
  for (const [path, code] of [
    ["/no-such-page", "en"],
    ["/br/no-such-page", "br"],
    ["/ksa/a/b/c", "ksa"],
    ["/xx/home", "en"],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      fixedT(code)("notFound.title"),
    );
    await expect(
      page.getByRole("navigation", { name: fixedT(code)("a11y.mainMenu") }),
    ).toBeAttached();
  }
  const notFound = await page.goto("/404");
  expect(notFound?.status()).toBe(404);
});

test("the language switcher keeps the page", async ({ page }) => {
  await page.goto("/about");
  await page.locator(".language-switcher > summary").click();
  await page.getByRole("link", { name: "Español" }).click();
  await expect(page).toHaveURL(/\/es\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    pageContent("es", "about").title.replace("{{brand}}", "Northlight Vision"),
  );
  await page.locator(".language-switcher > summary").click();
  await page.getByRole("link", { name: "العربية" }).click();
  await expect(page).toHaveURL(/\/ksa\/about$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
});

/** The text a sighted visitor reads in an element: its rendered text, without visually hidden words. */
function visibleText(element: Locator) {
  return element.evaluate((root) => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      const box = parent.getBoundingClientRect();
      if (parent.checkVisibility() && box.width > 1 && box.height > 1)
        parts.push(node.textContent ?? "");
    }
    return parts.join("").replace(/\s+/g, " ").trim();
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// WCAG 2.5.3 (label in name): what the switcher shows, its code or its language's name, is part of
// the name assistive technologies and voice control know it by; the name still says what it is.
for (const language of LANGUAGES) {
  test(`the language switcher's name holds the text it shows, in ${language.name}`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const t = fixedT(language.code);
    const prefix = language.prefix ? `/${language.prefix}` : "";
    for (const [path, width, shows] of [
      ["/home", 1280, "code"],
      ["/home", 1700, "name"],
      ["/intersec2025", 360, "code"],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${prefix}${path}`);
      const summary = page.locator(".language-switcher > summary");
      const visible = await visibleText(summary);
      expect(visible, `${path} at ${width} px`).toBe(
        shows === "code" ? language.lang.split("-")[0]!.toUpperCase() : language.name,
      );
      await expect(summary).toHaveAccessibleName(new RegExp(escapeRegExp(visible)));
      await expect(summary).toHaveAccessibleName(
        new RegExp(escapeRegExp(`${t("language.label")}: ${language.name}`)),
      );
    }
  });
}

test("every page of this issue renders in every language", async ({ request }) => {
  const pages = [
    "/home",
    "/about",
    "/what-is-a-software-defined-camera",
    "/contact",
    "/sitemap",
    "/legal",
    "/privacy-policy",
    "/terms",
  ];
  for (const language of LANGUAGES) {
    for (const path of pages) {
      const url = language.prefix ? `/${language.prefix}${path}` : path;
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(await response.text(), url).toContain(`lang="${language.lang}"`);
    }
  }
});

test("sitemap.xml and robots.txt", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  expect(xml).toContain("/ksa/about</loc>");
  expect(xml).toContain('hreflang="x-default"');
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
});
