import { createHash } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { fixedT, hasJavaScript, useOwnClientAddress, watchForErrors } from "./helpers";

const t = fixedT("en");
const f = fixedT("en", "firmware");
const fa = fixedT("ksa", "firmware");
const SLOW = { timeout: 20_000 };
const CLIENT = `Basic ${Buffer.from("partner-portal:northlight-partner-portal").toString("base64")}`;

interface Release {
  id: number;
  documentId: number;
  version: string;
  sha256: string;
  size: number;
  gated: boolean;
  models: { id: string; model: string }[];
}

/** The backend's firmware list (the same data the page shows). */
async function releases(page: Page, query = ""): Promise<Release[]> {
  const answer = await page.request.get(`/api/downloads/firmware${query}`, {
    headers: { authorization: CLIENT },
  });
  return (await answer.json()).data.items;
}

const rows = (page: Page) => page.locator(".fw-items > .fw-item");

test.beforeEach(async ({ page }) => {
  await useOwnClientAddress(page);
});

test("lists firmware by product line, searches model codes and filters; none found says No data", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const js = hasJavaScript(testInfo);
  const checkErrors = watchForErrors(page);
  await page.goto("/firmware");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(f("firmware.title"));
  await expect(page.getByRole("heading", { level: 2, name: f("class.camera") })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: f("class.recorder") })).toBeVisible();
  // Every published and withdrawn release of the seed (the withdrawn one marked, without its
  // download); firmware-publishing.spec.ts publishes releases of its own, versions "…-e2e…".
  await expect(rows(page).filter({ hasNotText: /-e2e/ })).toHaveCount(21);

  await page.getByLabel(f("firmware.q")).fill("nv-b580");
  await page.getByLabel(f("firmware.q")).press("Enter");
  await expect(page).toHaveURL(/[?&]q=nv-b580/, SLOW);
  await expect(rows(page)).toHaveCount(4, SLOW);
  for (const text of await rows(page).locator(".fw-models").allTextContents())
    expect(text).toContain("NV-B580-AI");
  // Each row: its sha256, a download link of the file and the version page.
  const first = rows(page).first();
  await expect(first.locator(".doc-item__sha code")).toHaveText(/^[0-9a-f]{64}$/);
  await expect(first.getByRole("link", { name: /^Download/ })).toHaveAttribute(
    "href",
    /^\/documentation\/\d+\/download$/,
  );
  await expect(first.getByRole("link", { name: /^Release notes of/ })).toHaveAttribute(
    "href",
    /^\/firmware-version\/\d+$/,
  );

  await page.goto("/firmware");
  await page.getByLabel(f("firmware.class"), { exact: true }).selectOption("recorder");
  if (!js) await page.getByRole("button", { name: t("list.apply") }).click();
  await expect(page).toHaveURL(/[?&]class=recorder/, SLOW);
  await expect(rows(page)).toHaveCount(6, SLOW);
  await expect(page.getByRole("heading", { level: 2, name: f("class.camera") })).toHaveCount(0);

  await page.goto("/firmware?q=no-such-model-code");
  await expect(page.getByText(t("list.noData"))).toBeVisible();
  await expect(page.getByText(f("firmware.empty"))).toBeVisible();
  checkErrors();
});

test("a version page shows notes, supported models linked to their pages and earlier versions", async ({
  page,
}) => {
  const [newest, , oldest] = await releases(page, "?model=nv-d580-ai");
  await page.goto(`/firmware-version/${newest!.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(newest!.version);
  await expect(page.getByText(f("version.current")).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: f("version.notes") })).toBeVisible();
  await expect(page.locator(".doc-item__sha code")).toHaveText(newest!.sha256);
  const supported = page.locator("section", {
    has: page.getByRole("heading", { name: f("version.supported") }),
  });
  await expect(supported.getByRole("link", { name: /NV-D580-AI/ }).first()).toHaveAttribute(
    "href",
    "/product-center/detail/dome/nv-d580-ai",
  );
  const earlier = page.locator(".fw-earlier a");
  await expect(earlier).toHaveCount(2);
  await earlier.last().click();
  await expect(page).toHaveURL(new RegExp(`/firmware-version/${oldest!.id}$`), SLOW);
  await expect(page.getByText(f("version.noEarlier"))).toBeVisible();
  await expect(page.getByText(f("version.newer"))).toBeVisible();

  const missing = await page.goto("/firmware-version/999999");
  expect(missing?.status()).toBe(404);
  await expect(page.getByText(f("notFound.firmware"))).toBeVisible();
});

test("a model code in any case sends to its current firmware; an unknown code is the 404 page", async ({
  page,
}) => {
  const [current] = await releases(page, "?model=nv-n6400-r");
  for (const code of ["nv-n6400-r", "NV-N6400-R", "Nv-N6400-r"]) {
    const answer = await page.request.get(`/firmware-soft/${code}`, { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe(`/firmware-version/${current!.id}`);
  }
  await page.goto("/ksa/firmware-soft/NV-N6400-R");
  await expect(page).toHaveURL(new RegExp(`/ksa/firmware-version/${current!.id}$`));
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { name: fa("version.notes") })).toBeVisible();

  const unknown = await page.goto("/firmware-soft/no-such-model");
  expect(unknown?.status()).toBe(404);
  await expect(page.getByText(f("notFound.model"))).toBeVisible();
});

test("feeds: JSON Feed and Atom of the site and of a model, linked from the pages", async ({
  page,
}) => {
  await page.goto("/firmware");
  await expect(page.locator('link[rel=alternate][type="application/feed+json"]')).toHaveAttribute(
    "href",
    "/firmware/feed.json",
  );
  await expect(page.locator('link[rel=alternate][type="application/atom+xml"]')).toHaveAttribute(
    "href",
    "/firmware/feed.atom",
  );
  await expect(page.getByRole("link", { name: f("firmware.jsonFeed") })).toHaveAttribute(
    "href",
    "/firmware/feed.json",
  );

  const json = await page.request.get("/firmware/feed.json");
  expect(json.headers()["content-type"]).toBe("application/feed+json");
  const feed = await json.json();
  expect(feed.version).toBe("https://jsonfeed.org/version/1.1");
  // The seed's releases (firmware-publishing.spec.ts adds versions "…-e2e…" of its own).
  const seeded = feed.items.filter(
    (item: { _firmware: { version: string } }) => !item._firmware.version.includes("-e2e"),
  );
  expect(seeded.length).toBe(21);
  expect(seeded[0].attachments[0].url).toMatch(/^https?:\/\/[^/]+\/documentation\/\d+\/download$/);
  const again = await page.request.get("/firmware/feed.json", {
    headers: { "If-None-Match": json.headers().etag! },
  });
  expect(again.status()).toBe(304);

  const atom = await page.request.get("/ksa/firmware-soft/nv-pt760-ai/feed.atom");
  expect(atom.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
  const xml = await atom.text();
  // The browser's XML parser is strict: any unescaped text is a parser error.
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    return {
      errors: doc.getElementsByTagName("parsererror").length,
      lang: doc.documentElement.getAttribute("xml:lang"),
      entries: doc.getElementsByTagName("entry").length,
      enclosure: doc.querySelector("entry link[rel=enclosure]")?.getAttribute("href") ?? "",
    };
  }, xml);
  expect(parsed).toMatchObject({ errors: 0, lang: "ar", entries: 3 });
  expect(parsed.enclosure).toMatch(/\/ksa\/documentation\/\d+\/download$/);

  const [release] = await releases(page, "?model=nv-pt760-ai");
  await page.goto(`/firmware-version/${release!.id}`);
  await expect(page.locator('link[rel=alternate][type="application/atom+xml"]')).toHaveAttribute(
    "href",
    "/firmware-soft/nv-pt760-ai/feed.atom",
  );
  expect((await page.request.get("/firmware-soft/nope/feed.json")).status()).toBe(404);
});

test("a firmware file downloads with the sha256 shown; the gated one asks a visitor to sign in", async ({
  page,
}) => {
  const [release] = await releases(page, "?model=nv-t540-ai");
  await page.goto(`/firmware-version/${release!.id}`);
  const shown = (await page.locator(".doc-item__sha code").textContent())!;
  const href = (await page
    .getByRole("link", { name: /^Download/ })
    .first()
    .getAttribute("href"))!;
  const file = await page.request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/zip");
  expect(
    createHash("sha256")
      .update(await file.body())
      .digest("hex"),
  ).toBe(shown);

  const gated = (await releases(page)).find((r) => r.gated)!;
  await page.goto(`/firmware-version/${gated.id}`);
  await expect(page.getByRole("link", { name: f("loginForMore") })).toHaveAttribute(
    "href",
    `/login?redirectTo=${encodeURIComponent(`/firmware-version/${gated.id}`)}`,
  );
  const anonymous = await page.request.get(`/documentation/${gated.documentId}/download`, {
    maxRedirects: 0,
  });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers().location).toMatch(/^\/login\?redirectTo=/);
});

test("software by platform, with the MD5 checker package; the product page links its firmware", async ({
  page,
}, testInfo) => {
  const js = hasJavaScript(testInfo);
  await page.goto("/soft-download");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(f("software.title"));
  await expect(rows(page)).toHaveCount(10);
  await page.getByLabel(f("software.platform"), { exact: true }).selectOption("web");
  if (!js) await page.getByRole("button", { name: t("list.apply") }).click();
  await expect(page).toHaveURL(/[?&]platform=web/, SLOW);
  await expect(rows(page)).toHaveCount(2, SLOW);
  await page.getByRole("link", { name: "MD5 checker tool", exact: true }).click();
  await expect(page).toHaveURL(/\/soft-download\/\d+$/, SLOW);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("MD5 checker tool");
  const shown = (await page.locator(".doc-item__sha code").textContent())!;
  const href = (await page.getByRole("link", { name: /^Download/ }).getAttribute("href"))!;
  const file = await page.request.get(href);
  const body = await file.body();
  expect(body.length).toBeGreaterThan(250_000);
  expect(body.subarray(0, 2).toString()).toBe("PK");
  expect(createHash("sha256").update(body).digest("hex")).toBe(shown);
  expect((await page.goto("/soft-download/999999"))?.status()).toBe(404);

  await page.goto("/product-center/detail/nvr/nv-n3216");
  const current = page.locator("#downloads .fw-product");
  await expect(current.getByRole("link", { name: "Version 6.2.3", exact: true })).toHaveAttribute(
    "href",
    /^\/firmware-version\/\d+$/,
  );
  await expect(current.getByRole("link", { name: /^Download/ })).toHaveAttribute(
    "href",
    /^\/documentation\/\d+\/download$/,
  );
});
