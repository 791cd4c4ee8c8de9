import { expect, test } from "@playwright/test";
import { fixedT } from "./helpers";
import { ADMIN, PARTNER, signInWithCookie } from "./session";

const p = fixedT("en", "products");

test("compare from the list cards: the tray shows what is picked, refusals are errors", async ({
  page,
}) => {
  // Four list pages and five forms, answered by a server that other suites keep busy.
  test.slow();
  await page.goto("/product-center?productClass=camera");
  const cards = page.locator(".product-card");
  const first = (await cards.nth(0).locator("[dir=ltr]").first().textContent())!.trim();
  const second = (await cards.nth(1).locator("[dir=ltr]").first().textContent())!.trim();
  await cards
    .nth(0)
    .getByRole("button", { name: `${p("compare.cardAdd")} ${first}` })
    .click();
  await expect(page.locator(".toast [role=status]")).toHaveText(p("compare.added"));
  // The visitor comes back at the card (a fragment, for pages without JavaScript).
  await expect(page).toHaveURL(/\/product-center\?productClass=camera#product-[\w-]+$/);
  const tray = page.getByRole("region", { name: p("compare.trayTitle", { count: 1, max: 4 }) });
  await expect(tray).toContainText(first);
  await expect(tray.getByText(p("compare.atLeastTwo"))).toBeVisible();
  await expect(cards.nth(0).getByRole("button", { name: first })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await cards
    .nth(1)
    .getByRole("button", { name: `${p("compare.cardAdd")} ${second}` })
    .click();
  const tray2 = page.getByRole("region", { name: p("compare.trayTitle", { count: 2, max: 4 }) });
  await expect(tray2).toContainText(second);

  // Another category is refused, shown as an error.
  await page.goto("/product-center?productClass=recorder");
  await page.locator(".product-card").first().getByRole("button").first().click();
  const refusal = page.locator(".toast--error [role=alert]");
  await expect(refusal).toContainText(p("compare.sameClass").split(".")[0]!);
  await expect(page.locator(".toast [role=status]")).toHaveCount(0);

  await tray2.getByRole("link", { name: p("compare.open") }).click();
  await expect(page).toHaveURL(/\/product-comparison$/);
  // The hint that differing rows are highlighted is printed once.
  await expect(page.getByText(p("compare.onlyDifferences"), { exact: false })).toHaveCount(1);

  await page.goto("/product-center?productClass=camera");
  await page
    .getByRole("region", { name: p("compare.trayTitle", { count: 2, max: 4 }) })
    .getByRole("button", { name: `${p("compare.remove")} ${first}` })
    .click();
  await expect(
    page.getByRole("region", { name: p("compare.trayTitle", { count: 1, max: 4 }) }),
  ).toBeVisible();
  await page.getByRole("button", { name: p("compare.clear") }).click();
  await expect(page.locator(".compare-tray")).toHaveCount(0);
});

test("administrators open an error report's picture and attachment; others may not", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const description = `Report with files ${Date.now()}`;
  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
  const sent = await request.post("/api/product/nv-b580-ai/error-report", {
    multipart: {
      description,
      picture: { name: "shot.jpg", mimeType: "image/jpeg", buffer: jpeg },
      attachment: { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("notes\n") },
    },
  });
  expect(sent.ok()).toBe(true);

  await signInWithCookie(context, request, baseURL!, ADMIN);
  await page.goto("/admin/error-reports");
  await page.locator("li.card", { hasText: description }).getByRole("link").first().click();
  await expect(page.getByText(description)).toBeVisible();
  const pictureHref = await page.locator(".admin-error-report__picture img").getAttribute("src");
  const attachmentHref = await page
    .getByRole("link", { name: "notes.txt", exact: true })
    .getAttribute("href");
  const picture = await page.request.get(pictureHref!);
  expect(picture.status()).toBe(200);
  expect(picture.headers()["content-type"]).toBe("image/jpeg");
  expect(picture.headers()["content-disposition"]).toBe("inline");
  expect(picture.headers()["x-content-type-options"]).toBe("nosniff");
  expect(Buffer.from(await picture.body())).toEqual(jpeg);
  const attachment = await page.request.get(attachmentHref!);
  expect(attachment.headers()["content-disposition"]).toBe(
    `attachment; filename="notes.txt"; filename*=UTF-8''notes.txt`,
  );
  expect(await attachment.text()).toBe("notes\n");
  expect((await page.request.get(pictureHref!.replace(/\/\d+\//, "/999999/"))).status()).toBe(404);

  await context.clearCookies();
  const anonymous = await page.request.get(pictureHref!, { maxRedirects: 0 });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers().location).toMatch(/\/login\?redirectTo=/);
  await signInWithCookie(context, request, baseURL!, PARTNER);
  expect((await page.request.get(attachmentHref!)).status()).toBe(403);
});

test("sitemap.xml lists every detail page with its language alternates", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.headers()["cache-control"]).toContain("public");
  const xml = await response.text();
  const origin = new URL(response.url()).origin;
  const products = (await (await request.get("/api/product/list?pageSize=50")).json()).data;
  for (const product of products.items)
    expect(xml).toContain(
      `<loc>${origin}/product-center/detail/${product.type}/${product.id}</loc>`,
    );
  expect(xml).toContain(`<loc>${origin}/jp/algorithm-details-page/people-counting</loc>`);
  expect(xml).toContain(`<loc>${origin}/zh/solution-details/retail-analytics/solution</loc>`);
  expect(xml).toContain(`<loc>${origin}/ksa/case/marisol-supermercados/detail</loc>`);
  expect(xml).toContain(
    `<xhtml:link rel="alternate" hreflang="ar" href="${origin}/ksa/algorithm-details-page/people-counting"/>`,
  );
});

test("the algorithms' solutions link to their pages", async ({ page }) => {
  // The home page's blocks and their links: tests/e2e/home-and-voice.spec.ts.
  await page.goto("/algorithm-details-page/people-counting");
  const solutions = page.locator(".algorithm-solutions a");
  await expect(solutions.first()).toBeVisible();
  await solutions.first().click();
  await expect(page).toHaveURL(/\/solution-details\/[^/]+\/solution$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("small slips: Halifax hours, a passed pre-sales date, the graphic's caption", async ({
  page,
}) => {
  await page.goto("/contact");
  await expect(page.locator(".contact-card")).toContainText("UTC−4");
  await expect(page.locator(".contact-card")).not.toContainText("UTC+1");

  await page.goto("/new-product-launch");
  await expect(
    page.getByRole("main").getByText(fixedT("en", "solutions")("product.comingSoon")).first(),
  ).toBeVisible();
  await expect(page.getByText(/Expected on/)).toHaveCount(0);

  await page.goto("/algorithm-details-page/licence-plate-recognition");
  const figure = page.locator(".algorithm-graphic");
  await expect(figure.locator("figcaption")).toHaveText(
    fixedT("en", "algorithms")("graphicCaption.vehicles"),
  );
  await expect(figure.getByRole("img")).toHaveAccessibleName(
    fixedT("en", "algorithms")("graphicCaption.vehicles"),
  );
});
