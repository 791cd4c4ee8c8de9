import { expect, type Page, test } from "@playwright/test";
import { fixedT, hasJavaScript, strings, testAccessibility } from "./helpers";
import { ADMIN, PARTNER, signInWithCookie } from "./session";

type Strings = Record<string, Record<string, string>>;
const read = (code: string, ns: string) => strings(code, ns) as unknown as Strings;
const p = read("en", "products");

async function addToComparison(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole("button", { name: p.detail!.compare! }).click();
  await expect(page.locator(".toast p")).toBeVisible();
}

/** The one-time message: role=status for a success, role=alert for a refusal. */
const toast = (page: Page) => page.locator(".toast p");

test("filter and sort the catalogue with a GET form", async ({ page }, testInfo) => {
  await page.goto("/product-center");
  const count = page.locator(".product-center__count");
  const all = await count.textContent();
  await page.getByLabel(p.facet!.productClass!).selectOption("recorder");
  if (!hasJavaScript(testInfo))
    await page.getByRole("button", { name: fixedT("en")("list.apply") }).click();
  await expect(page).toHaveURL(/productClass=recorder/);
  await expect(count).not.toHaveText(all!);
  await expect(page.locator(".product-card").first()).toContainText(/NV-/);
  await page.getByLabel(p.center!.sortLatest!).check();
  if (!hasJavaScript(testInfo))
    await page.getByRole("button", { name: fixedT("en")("list.apply") }).click();
  await expect(page).toHaveURL(/sort=latest/);
  await expect(page).toHaveURL(/productClass=recorder/);
});

test("a mistyped sort or page in the address shows the default list", async ({ page }) => {
  const response = await page.goto("/product-center?sort=cheapest&page=abc");
  expect(response?.status()).toBe(200);
  await expect(page.locator(".product-card").first()).toBeVisible();
});

test("a product detail: key specs, locked specifications, documents, 404 for a wrong type", async ({
  page,
}) => {
  await page.goto("/product-center?q=NV-B580");
  await page.getByRole("link", { name: /8 MP AI bullet camera/ }).click();
  await expect(page).toHaveURL(/\/product-center\/detail\/bullet\/nv-b580-ai$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("NV-B580-AI");
  await expect(page.getByRole("heading", { name: p.detail!.keySpecs! })).toBeVisible();
  await expect(page.getByRole("link", { name: p.detail!.logInToViewAll! })).toBeVisible();
  await expect(page.getByRole("link", { name: p.detail!.loginForMore! }).first()).toBeVisible();
  const wrong = await page.goto("/product-center/detail/dome/nv-b580-ai");
  expect(wrong?.status()).toBe(404);
  const unknown = await page.goto("/product-center/detail/bullet/nv-nothing");
  expect(unknown?.status()).toBe(404);
});

test("compare three cameras side by side and export them as CSV", async ({ page }) => {
  test.setTimeout(60_000);
  const list = await (
    await page.request.get("/api/product/list?productClass=camera&pageSize=3")
  ).json();
  for (const item of list.data.items)
    await addToComparison(page, `/product-center/detail/${item.type}/${item.id}`);
  await page.goto("/product-comparison");
  const headers = page.locator(".compare-table thead th");
  await expect(headers).toHaveCount(4);
  await expect(page.locator("tr.is-different").first()).toBeVisible();
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: p.compare!.export! }).click();
  const download = await downloading;
  const csv = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(csv).toString("utf8");
  expect(text.split("\r\n")[0]).toContain(list.data.items[0].model);
  expect(text.split("\r\n").length).toBeGreaterThan(5);
});

test("a visitor's comparison and its CSV hold back the rows a product page locks; signed in, all", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  // Weight and power consumption are past the eight rows a visitor sees on either product page.
  await page.goto("/product-center/detail/bullet/nv-b580-ai");
  await expect(page.locator(".spec-table").getByText("Weight", { exact: true })).toHaveCount(0);
  await addToComparison(page, "/product-center/detail/bullet/nv-b580-ai");
  await addToComparison(page, "/product-center/detail/bullet/nv-b480-ai");
  await page.goto("/product-comparison");
  const table = page.locator(".compare-table");
  await expect(table.getByRole("rowheader", { name: "Image sensor" })).toBeVisible();
  for (const gated of ["Weight", "Power consumption", "Housing"])
    await expect(table.getByRole("rowheader", { name: gated })).toHaveCount(0);
  await expect(page.getByText(p.compare!.locked!)).toBeVisible();
  // The NV-B480-AI's focal length is its ninth row: its cell says it shows after sign-in.
  await expect(
    table.getByRole("row", { name: /Focal length/ }).getByText(p.compare!.lockedCell!),
  ).toBeVisible();
  const login = page.getByRole("link", { name: p.detail!.logInToViewAll! });
  await expect(login).toHaveAttribute("href", /\/login\?redirectTo=%2Fproduct-comparison/);
  const visitorCsv = await (await page.request.get("/product-comparison.csv")).text();
  expect(visitorCsv).toContain("\r\nImage sensor,");
  expect(visitorCsv).toContain(p.compare!.lockedCell!);
  for (const gated of ["Weight", "Power consumption", "Housing"])
    expect(visitorCsv).not.toContain(`\r\n${gated},`);

  await signInWithCookie(context, request, baseURL!, PARTNER);
  await page.goto("/product-comparison");
  for (const gated of ["Weight", "Power consumption", "Housing"])
    await expect(table.getByRole("rowheader", { name: gated })).toBeVisible();
  await expect(page.getByText(p.compare!.locked!)).toHaveCount(0);
  await expect(table.getByText(p.compare!.lockedCell!)).toHaveCount(0);
  const memberCsv = await (await page.request.get("/product-comparison.csv")).text();
  for (const gated of ["Weight", "Power consumption", "Housing"])
    expect(memberCsv).toContain(`\r\n${gated},`);
  expect(memberCsv).not.toContain(p.compare!.lockedCell!);
});

test("every comparison message", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto("/product-comparison");
  await expect(page.getByText(p.compare!.addToCompare!)).toBeVisible();
  const cameras = (
    await (await page.request.get("/api/product/list?productClass=camera&pageSize=5")).json()
  ).data.items;
  const recorder = (
    await (await page.request.get("/api/product/list?productClass=recorder&pageSize=1")).json()
  ).data.items[0];
  await addToComparison(page, `/product-center/detail/${cameras[0].type}/${cameras[0].id}`);
  await expect(toast(page)).toHaveText(p.compare!.added!);
  await page.goto("/product-comparison");
  await expect(page.getByText(p.compare!.atLeastTwo!)).toBeVisible();
  await page.goto("/product-comparison.csv");
  await expect(page.getByText(p.compare!.exportFailure!)).toBeVisible();

  await addToComparison(page, `/product-center/detail/${recorder.type}/${recorder.id}`);
  await expect(toast(page)).toContainText(p.compare!.sameClass!.split(".")[0]!);
  for (const camera of cameras.slice(1, 4))
    await addToComparison(page, `/product-center/detail/${camera.type}/${camera.id}`);
  await addToComparison(page, `/product-center/detail/${cameras[4].type}/${cameras[4].id}`);
  await expect(toast(page)).toHaveText(p.compare!.atMostFour!);

  await page.goto("/product-comparison");
  await expect(page.locator(".compare-table thead th")).toHaveCount(5);
  await page.getByRole("button", { name: `${p.compare!.remove} ${cameras[0].model}` }).click();
  await expect(page.locator(".compare-table thead th")).toHaveCount(4);
  await page.getByRole("button", { name: p.compare!.clear! }).click();
  await expect(page.getByText(p.compare!.addToCompare!)).toBeVisible();
});

test("favorites after signing in, listed in the personal center", async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  // Each project uses its own product, so the two projects running side by side do not meet.
  const path = hasJavaScript(testInfo)
    ? "/product-center/detail/bullet/nv-b580-ai"
    : "/product-center/detail/dome/nv-d450-ai";
  const model = hasJavaScript(testInfo) ? "NV-B580-AI" : "NV-D450-AI";
  await page.goto(path);
  await page.getByRole("link", { name: p.detail!.favorite! }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await signInWithCookie(context, request, baseURL!, PARTNER);
  await page.goto(path);
  await expect(page.getByRole("link", { name: p.detail!.logInToViewAll! })).toHaveCount(0);
  await page.getByRole("button", { name: p.detail!.favorite! }).click();
  await expect(toast(page)).toHaveText(p.detail!.favoriteAdded!);
  await page.goto("/personal-center");
  await expect(page.getByRole("link", { name: new RegExp(model) })).toBeVisible();
  await page.goto(path);
  await page.getByRole("button", { name: p.detail!.unfavorite! }).click();
  await expect(toast(page)).toHaveText(p.detail!.favoriteRemoved!);
});

test("the home page's product spotlight leads to the products", async ({ page }) => {
  await page.goto("/es/home");
  await page.getByRole("link", { name: "Grabador de video en red con IA de 32 canales" }).click();
  await expect(page).toHaveURL(/\/es\/product-center\/detail\/nvr\/nv-n3216$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("NV-N3216");
});

test("the catalogue in Arabic is right-to-left and translated", async ({ page }) => {
  await page.goto("/ksa/product-center");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    read("ksa", "products").center!.title!,
  );
  expect(fixedT("ksa")("nav.products")).toBeTruthy();
});

test("the product page's firmware has its own heading and the documents' row layout", async ({
  page,
}) => {
  test.setTimeout(60_000);
  for (const code of ["en", "ksa"]) {
    const prefix = code === "en" ? "" : `/${code}`;
    await page.goto(`${prefix}/product-center/detail/bullet/nv-b580-ai`);
    const downloads = page.locator("#downloads");
    const heading = downloads.getByRole("heading", {
      level: 3,
      name: fixedT(code, "firmware")("version.productHeading"),
      exact: true,
    });
    await expect(heading).toBeVisible();
    const firmware = page.getByRole("region", {
      name: fixedT(code, "firmware")("version.productHeading"),
    });
    const version = fixedT(code, "firmware")("firmware.version", { version: "5.4.0" });
    await expect(firmware.getByRole("link", { name: version, exact: true })).toBeVisible();
    // Under the documents, and laid out as their rows are: one bordered row of the same width.
    const documentRow = downloads.locator(".doc-list").first().locator("li").first();
    const firmwareRow = firmware.locator(".doc-list > li");
    await expect(firmwareRow).toHaveCount(1);
    const [docBox, headingBox, fwBox] = await Promise.all([
      documentRow.boundingBox(),
      heading.boundingBox(),
      firmwareRow.boundingBox(),
    ]);
    expect(headingBox!.y).toBeGreaterThan(docBox!.y);
    expect(fwBox!.y).toBeGreaterThan(headingBox!.y);
    expect(fwBox!.x).toBeCloseTo(docBox!.x, 0);
    expect(fwBox!.width).toBeCloseTo(docBox!.width, 0);
    const border = (el: Element) => getComputedStyle(el).border;
    expect(await firmwareRow.evaluate(border)).toBe(await documentRow.evaluate(border));
  }
});

test("on a 360 px phone the comparison keeps the names in place and two products side by side", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const list = await (
    await page.request.get("/api/product/list?productClass=camera&pageSize=3")
  ).json();
  for (const item of list.data.items)
    await addToComparison(page, `/product-center/detail/${item.type}/${item.id}`);
  await page.setViewportSize({ width: 360, height: 800 });
  for (const prefix of ["", "/ksa"]) {
    await page.goto(`${prefix}/product-comparison`);
    const wrap = page.locator(".compare-table-wrap");
    const columns = page.locator(".compare-table thead th");
    await expect(columns).toHaveCount(4);
    const measure = () =>
      wrap.evaluate((el) => {
        const view = el.getBoundingClientRect();
        const rtl = getComputedStyle(el).direction === "rtl";
        const cells = [...el.querySelectorAll("thead th")];
        const names = cells[0]!.getBoundingClientRect();
        // What shows of the scrolling box beside the names column, which stays over the products.
        const free = rtl
          ? { left: view.left, right: names.left }
          : { left: names.right, right: view.right };
        const heads = cells.map((th, i) => {
          const box = th.getBoundingClientRect();
          const area = i === 0 ? view : free;
          // Shown wholly, or not at all (scrolled away or under the names).
          const inside = box.left >= area.left - 1 && box.right <= area.right + 1;
          const outside = box.right <= area.left + 1 || box.left >= area.right - 1;
          return { start: rtl ? view.right - box.right : box.left - view.left, inside, outside };
        });
        const cut = [...el.querySelectorAll("th, td")]
          .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
          .map((cell) => (cell.textContent ?? "").trim().slice(0, 40));
        return {
          heads,
          cut,
          scrollable: el.scrollWidth > el.clientWidth,
          rowNames: [...el.querySelectorAll("tbody th")].every((th) => {
            const box = th.getBoundingClientRect();
            return box.left >= view.left - 1 && box.right <= view.right + 1;
          }),
        };
      });
    const before = await measure();
    // The names, then two whole products; the third waits beyond the edge.
    expect(
      before.heads.map((h) => h.inside),
      prefix,
    ).toEqual([true, true, true, false]);
    expect(before.heads[3]!.outside, prefix).toBe(true);
    expect(before.heads[0]!.start, prefix).toBeLessThan(1);
    expect(before.rowNames, prefix).toBe(true);
    expect(before.scrollable, prefix).toBe(true);
    expect(before.cut, prefix).toEqual([]);
    // Scrolled to its end: the names stay where they were, the third product comes into view.
    await wrap.evaluate((el) => {
      el.scrollLeft = getComputedStyle(el).direction === "rtl" ? -el.scrollWidth : el.scrollWidth;
    });
    await expect
      .poll(async () => (await measure()).heads.map((h) => h.inside), { message: prefix })
      .toEqual([true, false, true, true]);
    const after = await measure();
    expect(after.heads[0]!.start, prefix).toBeLessThan(1);
    expect(after.rowNames, prefix).toBe(true);
  }
});

testAccessibility([
  "/product-center",
  "/ksa/product-center",
  "/product-center/detail/bullet/nv-b580-ai",
  "/ksa/product-center/detail/bullet/nv-b580-ai",
]);

test.describe("error report", () => {
  const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
  const EXE = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(128)]);
  const r = () => p.report!;

  test("submit a report with a .jpg picture; administrators see it", async ({
    page,
    context,
    request,
    baseURL,
  }, testInfo) => {
    const text = `The data sheet lists the wrong IR range (${testInfo.project.name}).`;
    await page.goto("/product-center/detail/bullet/nv-b580-ai");
    await page.getByRole("link", { name: p.detail!.reportError! }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(r().title!);
    await page.getByLabel(r().description!).fill(text);
    await page
      .getByLabel(r().picture!)
      .setInputFiles({ name: "screenshot.jpg", mimeType: "image/jpeg", buffer: JPEG });
    await page.getByRole("button", { name: r().submit! }).click();
    await expect(page).toHaveURL(/\/product-center\/detail\/bullet\/nv-b580-ai$/);
    await expect(toast(page)).toHaveText(r().success!);
    await signInWithCookie(context, request, baseURL!, ADMIN);
    await page.goto("/admin/error-reports");
    await expect(page.getByText(text)).toBeVisible();
  });

  test("refuse an empty description, a PNG named .jpg and a renamed .exe, keeping the text", async ({
    page,
  }) => {
    await page.goto("/product-center/detail/bullet/nv-b580-ai/report");
    await page.getByRole("button", { name: r().submit! }).click();
    await expect(page.getByText(r().descriptionEmpty!)).toBeVisible();

    await page.getByLabel(r().description!).fill("Picture attached.");
    await page
      .getByLabel(r().picture!)
      .setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: PNG });
    await page.getByRole("button", { name: r().submit! }).click();
    await expect(page.getByText(r().onlyJpg!)).toBeVisible();
    await expect(page.getByLabel(r().description!)).toHaveValue("Picture attached.");

    await page.getByLabel(r().picture!).setInputFiles([]);
    await page
      .getByLabel(r().attachment!)
      .setInputFiles({ name: "manual.pdf", mimeType: "application/pdf", buffer: EXE });
    await page.getByRole("button", { name: r().submit! }).click();
    await expect(page.getByText(r().noExe!)).toBeVisible();
    await expect(page.getByLabel(r().description!)).toHaveValue("Picture attached.");
  });
});
