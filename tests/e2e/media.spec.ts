import { expect, type Page, test } from "@playwright/test";
import { fixedT, hasJavaScript, testAccessibility, watchForErrors } from "./helpers";

const m = fixedT("en", "media");
const ar = fixedT("ksa", "media");
const t = fixedT("en");

/** The id of a document the documentation center lists first for a filter (newest first). */
async function firstDocument(page: Page, query: string, kind: "htmldoc" | "pdfdoc") {
  await page.goto(`/documentation?${query}`);
  const href = await page.locator(`a[href*="/${kind}/"]`).first().getAttribute("href");
  return Number(/\/(\d+)$/.exec(href!)![1]);
}

test("the HTML viewer shows the document's text and runs none of its payloads", async ({
  page,
}) => {
  const checkErrors = watchForErrors(page);
  // "Integration notes" (seeded with script payloads) is an English HTML document for manufacturing.
  await page.goto("/documentation?language=en&format=html&scenario=manufacturing");
  const view = page.getByRole("link", {
    name: t("media.viewNamed", { title: "Integration notes" }),
  });
  const id = Number(/\/(\d+)$/.exec((await view.getAttribute("href"))!)![1]);
  await view.click();
  await expect(page).toHaveURL(new RegExp(`/htmldoc/${id}$`));
  const article = page.locator(".viewer__html");
  await expect(article).toContainText("ONVIF Profile S");
  await expect(article.locator("code")).toHaveText("PullPoint");
  await expect(article.locator("script, iframe, form, input, style, link, svg")).toHaveCount(0);
  await expect(article.locator("[onclick], [onerror]")).toHaveCount(0);
  await expect(article.locator('a[href^="javascript:"], a[href^="data:"]')).toHaveCount(0);
  await expect(page).toHaveTitle(/^Integration notes/);
  await page.locator(".viewer__html p").first().click();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => "__pwned" in window).catch(() => false)).toBe(false);
  await expect(page.locator(".viewer__sha code")).toHaveText(/^[0-9a-f]{64}$/);
  await expect(page.locator(".viewer__download")).toHaveAttribute(
    "href",
    `/documentation/${id}/download`,
  );
  await page.getByRole("link", { name: m("viewer.back") }).click();
  await expect(page).toHaveURL(/\/documentation$/);
  checkErrors();
});

test("the PDF viewer frames a same-origin inline PDF, with download and fallback links", async ({
  page,
  request,
}) => {
  const id = await firstDocument(page, "format=pdf", "pdfdoc");
  await page.goto(`/pdfdoc/${id}`);
  const frame = page.locator("iframe.viewer__pdf");
  await expect(frame).toHaveAttribute("src", `/documentation/${id}/download?inline=1`);
  await expect(page.getByRole("link", { name: m("viewer.openPdf") })).toHaveAttribute(
    "href",
    `/documentation/${id}/download?inline=1`,
  );
  const inline = await request.get(`/documentation/${id}/download?inline=1`);
  expect(inline.status()).toBe(200);
  expect(inline.headers()["content-type"]).toBe("application/pdf");
  expect(inline.headers()["content-disposition"]).toMatch(/^inline;/);
  expect(inline.headers()["x-frame-options"]).toBe("SAMEORIGIN");
  expect(inline.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
  expect((await inline.body()).subarray(0, 5).toString()).toBe("%PDF-");
  // The plain download stays an attachment that no page may frame.
  const plain = await request.get(`/documentation/${id}/download`);
  expect(plain.headers()["content-disposition"]).toMatch(/^attachment;/);
  expect(plain.headers()["x-frame-options"]).toBe("DENY");
  // A document of the other format is not shown by either viewer.
  const htmlId = await firstDocument(page, "language=en&format=html", "htmldoc");
  expect((await page.goto(`/pdfdoc/${htmlId}`))!.status()).toBe(404);
  expect((await page.goto(`/htmldoc/${id}`))!.status()).toBe(404);
  expect((await page.goto("/pdfdoc/999999"))!.status()).toBe(404);
});

test("the video library filters by category and pages its cards", async ({ page }) => {
  await page.goto("/video-library");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(m("library.title"));
  await expect(page.locator(".video-card")).toHaveCount(12);
  const card = page.locator(".video-card").first();
  await expect(card.locator("img")).toHaveAttribute("src", /\/video-library\/[a-z0-9-]+\/poster$/);
  await expect(card.locator(".video-card__duration")).toHaveText(/\d:\d\d$/);
  await page.getByRole("link", { name: new RegExp(`^${m("category.training")}`) }).click();
  await expect(page).toHaveURL(/\?category=training$/);
  await expect(page.locator(".video-card")).toHaveCount(2);
  for (const label of await page.locator(".video-card__category").allTextContents())
    expect(label).toBe(m("category.training"));
  await page.goto("/video-library?category=none-such");
  await expect(page.locator(".video-card")).toHaveCount(0);
  await expect(page.getByText(t("list.noData"))).toBeVisible();
  await expect(page.getByText(m("library.empty"))).toBeVisible();
  await page.goto("/video-library?page=2");
  await expect(page.locator(".video-card")).toHaveCount(8);
  await page.goto("/ksa/video-library");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar("library.title"));
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
});

test("a video page plays a same-origin WebM with poster, captions and transcript", async ({
  page,
  request,
}, testInfo) => {
  const checkErrors = watchForErrors(page);
  await page.goto("/video-library/brand-story");
  const video = page.locator("video");
  await expect(video).toHaveAttribute("poster", "/video-library/brand-story/poster");
  await expect(video).toHaveAttribute("preload", "metadata");
  await expect(video.locator("source")).toHaveAttribute("src", "/video-library/brand-story/file");
  await expect(video.locator('track[kind="captions"]')).toHaveCount(3);
  await expect(video.locator('track[srclang="en"]')).toHaveAttribute(
    "src",
    "/video-library/brand-story/captions/en",
  );
  await expect(page.getByRole("heading", { name: m("video.transcript") })).toBeVisible();
  await expect(page.locator(".video-page__transcript p")).toHaveCount(3);

  const part = await request.get("/video-library/brand-story/file", {
    headers: { Range: "bytes=0-99" },
  });
  expect(part.status()).toBe(206);
  expect(part.headers()["content-type"]).toBe("video/webm");
  expect(part.headers()["content-range"]).toMatch(/^bytes 0-99\/\d+$/);
  expect((await part.body()).length).toBe(100);
  const vtt = await request.get("/video-library/brand-story/captions/es");
  expect(vtt.headers()["content-type"]).toBe("text/vtt; charset=utf-8");
  expect(await vtt.text()).toMatch(/^WEBVTT\n/);
  const poster = await request.get("/video-library/brand-story/poster");
  expect(poster.headers()["content-type"]).toBe("image/jpeg");

  if (hasJavaScript(testInfo)) {
    // Chromium reads the clip's length from its metadata: a finite duration, not Infinity.
    const duration = await video.evaluate(
      (v: HTMLVideoElement) =>
        new Promise<number>((done) => {
          if (v.readyState >= 1) done(v.duration);
          else v.addEventListener("loadedmetadata", () => done(v.duration), { once: true });
        }),
    );
    expect(Number.isFinite(duration)).toBe(true);
    expect(duration).toBeGreaterThan(1);
  }
  checkErrors();
  expect((await page.goto("/video-library/no-such-video"))!.status()).toBe(404);
});

test("the app pages show store links and a QR code drawn on the server", async ({ page }) => {
  for (const [path, title] of [
    ["/app/download", m("apps.northlight.title")],
    ["/holoz-app-download", m("apps.holoz.title")],
    ["/cameraapp", m("productApps.camera.title")],
    ["/nvrapp", m("productApps.nvr.title")],
    ["/S200app", m("productApps.S200.title")],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    const qr = page.getByRole("img", { name: m("apps.qrLabel") }).locator("svg");
    await expect(qr).toHaveCount(1);
    await expect(qr.locator("path")).not.toHaveCount(0);
    await expect(page.getByRole("link", { name: m("apps.appStore") })).toHaveAttribute(
      "href",
      /^https:\/\//,
    );
    await expect(page.getByRole("link", { name: m("apps.googlePlay") })).toBeVisible();
    await expect(page.getByRole("link", { name: m("apps.apk") })).toBeVisible();
    await expect(page.locator(".app-download__url")).toHaveText(new RegExp(`${path}$`));
  }
  await page.goto("/jp/holoz-app-download");
  await expect(page.locator(".app-download__url")).toHaveText(/\/jp\/holoz-app-download$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    fixedT("jp", "media")("apps.holoz.title"),
  );
});

test("instructions list a product's steps and documents; unknown products are 404", async ({
  page,
}) => {
  await page.goto("/instructions/nv-b580-ai");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    m("instructions.title", { model: "NV-B580-AI" }),
  );
  await expect(page.locator(".instructions__steps li")).toHaveCount(5);
  await expect(page.locator(".instructions__documents li").first()).toBeVisible();
  await page.goto("/S200app");
  await page.getByRole("link", { name: m("productApps.instructions") }).click();
  await expect(page).toHaveURL(/\/instructions\/nv-d450-ai$/);
  for (const path of ["/instructions/no-such-model", "/fooapp", "/ksa/instructions/nope"])
    expect((await page.goto(path))!.status()).toBe(404);
});

test("the product lines' app pages and a product's instructions are linked, not only reachable", async ({
  page,
}) => {
  const products = fixedT("en", "products");
  await page.goto("/app/download");
  await page.getByRole("link", { name: m("productApps.nvr.title") }).click();
  await expect(page).toHaveURL(/\/nvrapp$/);
  await page.goto("/app/download");
  await page.getByRole("link", { name: m("productApps.camera.title") }).click();
  await expect(page).toHaveURL(/\/cameraapp$/);
  await page.goto("/product-center/detail/bullet/nv-b580-ai");
  await page.getByRole("link", { name: products("detail.appInstructions") }).click();
  await expect(page).toHaveURL(/\/instructions\/nv-b580-ai$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    m("instructions.title", { model: "NV-B580-AI" }),
  );
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  for (const path of ["/cameraapp", "/nvrapp", "/instructions/nv-b580-ai"])
    expect(sitemap).toContain(`/ksa${path}</loc>`);
});

test("the S200 app's privacy policy is a page outside the layout in every language", async ({
  page,
}) => {
  await page.goto("/policy-S200app");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("S200 app privacy policy");
  await expect(page.locator("nav.site-nav, .site-header")).toHaveCount(0);
  await page.goto("/ksa/policy-S200app");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("سياسة الخصوصية لتطبيق S200");
});

testAccessibility(["/video-library", "/video-library/brand-story", "/app/download", "/cameraapp"]);
