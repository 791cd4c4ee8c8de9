import { expect, type Page, test } from "@playwright/test";
import { fixedT, hasJavaScript, testAccessibility } from "./helpers";

const t = fixedT("en");
const p = fixedT("en", "products");

/** Every drawn picture names itself (or is marked as decoration) and has a fixed size. */
async function expectDescribedPictures(page: Page, selector: string) {
  const pictures = await page.locator(selector).evaluateAll((nodes) =>
    nodes.map((n) => ({
      tag: n.tagName.toLowerCase(),
      alt: n.getAttribute("alt"),
      src: n.getAttribute("src"),
      width: n.getAttribute("width"),
      height: n.getAttribute("height"),
    })),
  );
  expect(pictures.length).toBeGreaterThan(0);
  for (const picture of pictures) {
    expect(picture.tag).toBe("img");
    // a name, or an empty text alternative for decoration beside a text that names it
    expect(picture.alt).not.toBeNull();
    expect(picture.src).toMatch(/^\/pictures\/(product|scene|hero)\.svg/);
    expect(Number(picture.width)).toBeGreaterThan(0);
    expect(Number(picture.height)).toBeGreaterThan(0);
  }
  // each picture is a real drawing, cacheable by browsers and shared caches
  const first = await page.request.get(pictures[0]!.src!);
  expect(first.status()).toBe(200);
  expect(first.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
  expect(first.headers()["cache-control"]).toMatch(/public/);
  expect(await first.text()).toMatch(
    /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>.*<(rect|path|circle)/,
  );
}

test("the product center opens on flagship cameras, below category tiles", async ({ page }) => {
  await page.goto("/product-center");
  const tiles = page.locator(".category-tiles");
  await expect(tiles.getByRole("heading", { name: p("center.categories") })).toBeVisible();
  await expect(tiles.getByRole("link")).toHaveCount(10);
  const cards = page.locator(".product-center__results .product-card");
  await expect(cards).toHaveCount(12);
  // the first page holds cameras only, the flagship NV-B580-AI first
  await expect(cards.first()).toContainText("NV-B580-AI");
  for (const href of await cards
    .locator("a.product-card__link")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href"))))
    expect(href).toMatch(
      /^\/product-center\/detail\/(bullet|dome|turret|ptz|fisheye|box|thermal)\//,
    );
  await expectDescribedPictures(page, "img.product-illustration");
});

test("a category tile leads to the filtered list, without the tiles", async ({ page }) => {
  await page.goto("/product-center");
  const tiles = page.locator(".category-tiles");
  await expect(tiles.getByRole("link", { name: new RegExp(p("type.dome")) })).toHaveAttribute(
    "href",
    "/product-center?productClass=camera&type=dome",
  );
  await tiles.locator('a[href="/product-center?productClass=recorder&type=nvr"]').click();
  await expect(page).toHaveURL(/\/product-center\?productClass=recorder&type=nvr$/);
  await expect(page.locator(".category-tiles")).toHaveCount(0);
  const models = await page.locator(".product-card .card__meta [dir=ltr]").allTextContents();
  expect(models.length).toBeGreaterThan(0);
  for (const model of models) expect(model).toMatch(/^NV-N/);
});

test("the whole product card is one link", async ({ page }) => {
  await page.goto("/product-center");
  const card = page.locator(".product-center__results .product-card").first();
  await expect(card.getByRole("link")).toHaveCount(1);
  await card.locator(".product-card__price").scrollIntoViewIfNeeded();
  const box = (await card.boundingBox())!;
  // a click near the card's bottom corner, far from the title, opens the product
  await page.mouse.click(box.x + 12, box.y + box.height - 12);
  await expect(page).toHaveURL(/\/product-center\/detail\/bullet\/nv-b580-ai$/);
});

test("the product detail has a section nav, breadcrumbs and a primary call to action", async ({
  page,
}) => {
  await page.goto("/product-center/detail/nvr/nv-n3216");
  const sections = page.getByRole("navigation", { name: p("detail.sections") });
  for (const [section, id] of [
    ["overview", "overview"],
    ["specifications", "specifications"],
    ["downloads", "downloads"],
    ["accessories", "accessories"],
  ]) {
    await expect(
      sections.getByRole("link", { name: p(`detail.section.${section}`) }),
    ).toHaveAttribute("href", `#${id}`);
    await expect(page.locator(`section#${id}`)).toHaveCount(1);
  }
  await sections.getByRole("link", { name: p("detail.section.downloads") }).click();
  await expect(page).toHaveURL(/#downloads$/);

  const crumbs = page.getByRole("navigation", { name: p("detail.breadcrumb") });
  await expect(crumbs.getByRole("link", { name: p("center.title") })).toHaveAttribute(
    "href",
    "/product-center",
  );
  await expect(crumbs.getByRole("link", { name: p("class.recorder") })).toHaveAttribute(
    "href",
    "/product-center?productClass=recorder",
  );
  await expect(crumbs.locator("[aria-current=page]")).toHaveText("NV-N3216");

  const cta = page.getByRole("link", { name: p("detail.contactSales") });
  await expect(cta).toHaveAttribute("href", "/contact");
  await expect(cta).toHaveClass(/button--primary/);
  await expect(page.getByRole("button", { name: p("detail.compare") })).toHaveClass(
    /button--ghost/,
  );

  // a recorder is drawn from the front and the back, each view named
  await expect(page.getByRole("img", { name: new RegExp(p("image.view.front")) })).toBeVisible();
  await expect(page.getByRole("img", { name: new RegExp(p("image.view.back")) })).toBeVisible();
  await expectDescribedPictures(page, "img.product-illustration");
});

test("the Products menu opens the categories, with or without JavaScript", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/home");
  const nav = page.getByRole("navigation", { name: t("a11y.mainMenu") });
  await expect(nav.getByRole("link", { name: t("look.allProducts") })).toBeHidden();
  await nav.locator("summary", { hasText: t("look.categories") }).click();
  await expect(nav.getByRole("link", { name: t("look.type.ptz") })).toHaveAttribute(
    "href",
    "/product-center?productClass=camera&type=ptz",
  );
  await expect(nav.getByRole("link", { name: t("look.class.accessory") })).toHaveAttribute(
    "href",
    "/product-center?productClass=accessory",
  );
  await nav.getByRole("link", { name: t("look.allProducts") }).click();
  await expect(page).toHaveURL(/\/product-center$/);
});

test("the home hero shows cameras at work, and content cards have pictures", async ({ page }) => {
  await page.goto("/ksa/home");
  const hero = page.locator(".hero img");
  await expect(hero).toHaveAttribute("alt", fixedT("ksa", "marketing")("home.heroScene"));
  await expectDescribedPictures(page, ".hero img, img.product-illustration");
  for (const path of ["/solution", "/case", "/algorithmstore"]) {
    await page.goto(path);
    await expectDescribedPictures(page, "img.scene-picture");
  }
});

test("pictures keep their place while the page loads (no layout shift)", async ({
  page,
}, testInfo) => {
  await page.goto("/product-center/detail/bullet/nv-b580-ai");
  const sizes = await page
    .locator("img.product-illustration")
    .evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect().height));
  for (const height of sizes) expect(height).toBeGreaterThan(0);
  // the layout-shift record is read by a script in the page
  if (!hasJavaScript(testInfo)) return;
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            total += (entry as unknown as { value: number }).value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shift).toBeLessThan(0.01);
});

testAccessibility([
  "/product-center?productClass=camera&type=dome",
  "/product-center/detail/nvr/nv-n3216",
  "/ksa/product-center/detail/nvr/nv-n3216",
  "/home",
  "/ksa/home",
]);
