import { expect, type Page, test } from "@playwright/test";
import { fixedT, hasJavaScript, testAccessibility, watchForErrors } from "./helpers";

const t = fixedT("en", "tools");
const tAr = fixedT("ksa", "tools");

/** The reference cases of the unit tests (app/routes/($lang)+/_tools+/__calc/calculators.test.ts). */
const BANDWIDTH =
  "/tools/bandwidth?cameras=10&codec=h265&scenario=normal&resolution=1080p&frameRate=25&bitRate=&streams=1&packetLoss=1&bufferChannels=0&imageSize=500&imagesPerSecond=2&reserve=1.25&ftp=on";
const STORAGE =
  "/tools/storage?basis=resolution&encoding=h265&fluctuation=1.2&days=7&nvr=nv-n0808&cameras1=16&resolution1=4mp&bitRate1=4&cameras2=8&resolution2=1080p&bitRate2=4&cameras3=0&resolution3=1080p&bitRate3=4";
const DETECTION =
  "/tools/detection-distance?sensor=1%2F2&pixels=1920x1080&focal=8&height=3&tilt=15&scenario=recognition";

const figure = (page: Page, key: string) =>
  page.locator(`[data-result="${key}"] .tools-figure__value`);

async function interactive(page: Page, js: boolean) {
  if (js) await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

test("the tools page lists the six tools, in English and Arabic", async ({ page }) => {
  await page.goto("/tools");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("title"));
  for (const key of [
    "bandwidth",
    "storage",
    "nvrAccess",
    "detectionDistance",
    "designTool",
    "md5Checker",
  ])
    await expect(page.getByRole("link", { name: t(`${key}.title`) })).toBeVisible();
  await page.goto("/ksa/tools");
  await page.getByRole("link", { name: tAr("detectionDistance.title") }).click();
  await expect(page).toHaveURL(/\/ksa\/tools\/detection-distance$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(tAr("detectionDistance.title"));
});

test("the same URL gives the same numbers with and without JavaScript", async ({ page }) => {
  const check = watchForErrors(page);
  await page.goto(BANDWIDTH);
  // 126.18 Mbit/s = (20.94 video + 80 images) × 1.25
  await expect(figure(page, "bandwidth")).toHaveText("126.18");
  await expect(figure(page, "video")).toHaveText("20.94");
  await expect(figure(page, "images")).toHaveText("80");
  await expect(
    page.getByText("bandwidth = (20.94 + 80) Mbit/s × 1.25 = 126.18 Mbit/s"),
  ).toBeVisible();

  await page.goto(STORAGE);
  // 90.69 Mbit/s for 7 days = 6.86 TB = 6.24 TiB; NV-N0808 binds by channels: 3 NVRs
  await expect(figure(page, "capacityDecimal")).toHaveText("6.86");
  await expect(figure(page, "capacityBinary")).toHaveText("6.24");
  await expect(figure(page, "nvrs")).toHaveText("3");

  await page.goto(DETECTION);
  await expect(figure(page, "detectionDistance")).toHaveText("3.2");
  await expect(figure(page, "horizontalFov")).toHaveText("43.6");
  await expect(figure(page, "iec.detect")).toHaveText("96");
  await expect(page.locator(".tools-side-view svg")).toBeVisible();
  check();
});

test("a small recording capacity is written in the unit that fits", async ({ page, request }) => {
  // 1 camera × 4 Mbit/s for 1 day = 4.32 × 10¹⁰ bytes: 43.2 GB (40.2 GiB), not 0.04 TB
  const small =
    "/tools/storage?basis=bitRate&encoding=h264&fluctuation=1&days=1&nvr=nv-n0808&cameras1=1&resolution1=1080p&bitRate1=4&cameras2=0&resolution2=1080p&bitRate2=4&cameras3=0&resolution3=1080p&bitRate3=4";
  await page.goto(small);
  await expect(page.locator('[data-result="capacityDecimal"] dd')).toHaveText("43.2 GB");
  await expect(page.locator('[data-result="capacityBinary"] dd')).toHaveText("40.2 GiB");
  await expect(
    page.getByText("= 43.2 GB (1 GB = 10⁹ bytes) = 40.2 GiB (1 GiB = 2³⁰ bytes)"),
  ).toBeVisible();
  // 30 days: 12.96 TB, three significant figures
  await page.goto(small.replace("days=1", "days=30").replace("cameras1=1", "cameras1=10"));
  await expect(page.locator('[data-result="capacityDecimal"] dd')).toHaveText("13.0 TB");
  const csv = await (
    await request.get(small.replace("/tools/storage?", "/tools/storage.csv?"))
  ).text();
  expect(csv).toContain(`${t("results.capacityDecimal")},43.2,GB`);
});

test("the detection calculator gives the tilt and pixel density for a target at a distance", async ({
  page,
}, testInfo) => {
  const js = hasJavaScript(testInfo);
  // 1/2.8″, 2560 px, 6 mm, camera at 4 m, target detection (80 px across a 0.16 m face)
  await page.goto(
    "/tools/detection-distance?sensor=1%2F2.8&pixels=2560x1440&focal=6&height=4&tilt=15&scenario=detection",
  );
  await interactive(page, js);
  await expect(page.locator('[data-result="targetTilt"]')).toHaveCount(0);
  await page.getByLabel(`${t("fields.targetDistance")} (m)`).fill("15");
  if (!js) await page.getByRole("button", { name: t("calculate") }).click();
  // tilt = atan(4 ÷ 15) = 14.9°; sight √(15² + 4²) = 15.52 m; 15 360 ÷ (5.12 × 15.52) = 193.2 px/m
  await expect(figure(page, "targetTilt")).toHaveText("14.9");
  await expect(page).toHaveURL(/targetDistance=15/);
  await expect(page.locator('[data-result="targetTilt"] dt')).toHaveText(
    t("results.targetTilt", { distance: 15 }),
  );
  await expect(figure(page, "targetDensity")).toHaveText("193.2");
  // 193.2 × 0.16 = 30.9 px < 80 px: the rule is not met; 193.2 ≥ 125 px/m: IEC "recognise"
  await expect(figure(page, "targetPixels")).toHaveText("30.9");
  await expect(page.locator('[data-result="targetFails"]')).toHaveText(
    t("results.targetFails", { required: 80 }),
  );
  await expect(page.locator('[data-result="targetIec"] dd')).toHaveText(t("iecLevel.recognise"));
  // 80 px ÷ 0.16 m = 500 px/m, 20 times the 25 px/m of IEC "detect"
  await expect(page.locator('[data-note="whyTwoDistances"]')).toHaveText(
    t("notes.whyTwoDistances", { pixels: 80, width: 0.16, density: 500, ratio: 20 }),
  );
  // a face at 1.6 m, 3 m away: 124.9 px ≥ 80, the rule is met
  await page.getByLabel(`${t("fields.targetDistance")} (m)`).fill("3");
  await page.getByLabel(`${t("fields.targetHeight")} (m)`).fill("1.6");
  if (!js) await page.getByRole("button", { name: t("calculate") }).click();
  await expect(figure(page, "targetTilt")).toHaveText("38.7");
  await expect(page.locator('[data-result="targetMeets"]')).toHaveText(
    t("results.targetMeets", { required: 80 }),
  );

  // in Arabic, translated
  await page.goto(
    "/ksa/tools/detection-distance?sensor=1%2F2.8&pixels=2560x1440&focal=6&height=4&tilt=15&scenario=detection&targetDistance=15&targetHeight=",
  );
  await expect(page.locator('[data-result="targetTilt"] dt')).toHaveText(
    tAr("results.targetTilt", { distance: 15 }),
  );
  await expect(page.locator('[data-note="whyTwoDistances"]')).toHaveText(
    tAr("notes.whyTwoDistances", { pixels: 80, width: 0.16, density: 500, ratio: 20 }),
  );
});

test("NVR access says whether the cameras fit", async ({ page }) => {
  // 8 × NV-B580-AI at 16 Mbit/s = 128 Mbit/s > 80 Mbit/s of NV-N0808
  await page.goto(
    "/tools/nvr-access?nvr=nv-n0808&nvrs=1&camera1=nv-b580-ai&count1=8&camera2=&count2=0&camera3=&count3=0",
  );
  await expect(page.locator('[data-result="doesNotFit"]')).toHaveText(t("results.doesNotFit"));
  await expect(figure(page, "incomingRate")).toHaveText("128");
  // two NV-N3216: 64 channels, 640 Mbit/s
  await page.goto(
    "/tools/nvr-access?nvr=nv-n3216&nvrs=2&camera1=nv-b580-ai&count1=8&camera2=&count2=0&camera3=&count3=0",
  );
  await expect(page.locator('[data-result="fits"]')).toHaveText(t("results.fits"));
});

test("bad input gives a message at the field, never NaN or a 500", async ({ page }) => {
  const response = await page.goto(
    "/tools/detection-distance?sensor=1%2F2&pixels=1920x1080&focal=abc&height=99&tilt=Infinity&scenario=recognition",
  );
  expect(response?.status()).toBe(200);
  await expect(page.getByLabel(`${t("fields.focal")} (mm)`)).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expect(page.locator("#calc-detectionDistance-focal-error")).toHaveText(t("errors.number"));
  await expect(page.locator("#calc-detectionDistance-height-error")).toHaveText(t("errors.range"));
  await expect(page.getByText(t("fixInput"))).toBeVisible();
  await expect(page.locator("#main")).not.toContainText(/NaN|Infinity/);
  const csv = await page.request.get("/tools/bandwidth.csv?cameras=x", { maxRedirects: 0 });
  expect(csv.status()).toBe(302);
});

test("an unknown tool is the 404 page", async ({ page }) => {
  const response = await page.goto("/tools/no-such-tool");
  expect(response?.status()).toBe(404);
  const fr = await page.goto("/jp/tools/no-such-tool");
  expect(fr?.status()).toBe(404);
});

test("the result follows the inputs with JavaScript, keeping the focus", async ({
  page,
}, testInfo) => {
  const js = hasJavaScript(testInfo);
  await page.goto(BANDWIDTH);
  await interactive(page, js);
  const cameras = page.getByLabel(t("fields.cameras"), { exact: true });
  await cameras.fill("20");
  if (js) {
    // 20 × 2.0736 × 1.01 = 41.89; 20 × 8 = 160 Mbit/s of images; (41.89 + 160) × 1.25 = 252.36
    await expect(figure(page, "bandwidth")).toHaveText("252.36");
    await expect(page).toHaveURL(/cameras=20/);
    await expect(cameras).toBeFocused();
  } else {
    await page.getByRole("button", { name: t("calculate") }).click();
    await expect(figure(page, "bandwidth")).toHaveText("252.36");
    await expect(page).toHaveURL(/cameras=20/);
  }
});

test("every result exports as CSV, and the camera database downloads", async ({ request }) => {
  const csv = await request.get(BANDWIDTH.replace("/tools/bandwidth?", "/tools/bandwidth.csv?"));
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const text = await csv.text();
  expect(text).toContain(`${t("results.bandwidth")},126.18,Mbit/s`);
  expect(text).toContain("bandwidth = (20.94 + 80) Mbit/s × 1.25 = 126.18 Mbit/s");
  const storage = await (
    await request.get(STORAGE.replace("/tools/storage?", "/tools/storage.csv?"))
  ).text();
  expect(storage).toContain(`${t("results.capacityBinary")},6.24,TiB`);
  const detection = await request.get(DETECTION.replace("?", ".csv?"));
  expect(await detection.text()).toContain(`${t("results.detectionDistance")},3.2,m`);

  const database = await request.get("/tools/camera-database.csv");
  expect(database.headers()["content-type"]).toContain("text/csv");
  expect(await database.text()).toContain("NV-B580-AI");
  const json = await (await request.get("/tools/camera-database.json")).json();
  expect(
    json.cameras.find((c: { id: string }) => c.id === "nv-b580-ai").specifications.resolution,
  ).toBe("3840 × 2160");
  const script = await request.get("/tools/md5-checker.sh");
  expect(script.headers()["content-disposition"]).toContain("md5-checker.sh");
  expect(await script.text()).toContain("sha256sum");
});

test("the MD5 checker hashes a file, in the browser or on the server", async ({
  page,
}, testInfo) => {
  await page.goto("/tools/md5-checker");
  await interactive(page, hasJavaScript(testInfo));
  await page.getByLabel(t("md5Checker.file")).setInputFiles({
    name: "abc.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("abc"),
  });
  await page.getByRole("button", { name: t("md5Checker.check") }).click();
  // RFC 1321: MD5("abc"); FIPS 180-2: SHA-256("abc")
  await expect(page.locator('[data-result="md5"] code')).toHaveText(
    "900150983cd24fb0d6963f7d28e17f72",
  );
  await expect(page.locator('[data-result="sha256"] code')).toHaveText(
    "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
  );
});

test("the MD5 checker's post without JavaScript keeps nothing and refuses no file", async ({
  request,
}) => {
  const answer = await request.post("/tools/md5-checker", {
    multipart: {
      file: { name: "a.bin", mimeType: "application/octet-stream", buffer: Buffer.from("abc") },
    },
  });
  expect(answer.status()).toBe(200);
  expect(await answer.text()).toContain("900150983cd24fb0d6963f7d28e17f72");
  const other = await request.post("/tools/bandwidth", { form: { cameras: "1" } });
  expect(other.status()).toBe(405);
});

testAccessibility(["/tools", DETECTION, "/tools/md5-checker"]);
