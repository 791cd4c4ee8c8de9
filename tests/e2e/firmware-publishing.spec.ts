import { createHash, randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { fixedT, hasJavaScript, outbox, submitForm, watchForErrors } from "./helpers";
import { signInWithCookie } from "./session";

const admin = fixedT("en", "admin");
const f = fixedT("en", "firmware");
const products = fixedT("en", "products");
const CLIENT = `Basic ${Buffer.from("partner-portal:northlight-partner-portal").toString("base64")}`;

/** The demo editor and administrator of the seed (README, "Demo accounts"). */
const DEMO_EDITOR = {
  account: "eva.lindgren@northlight-vision.example",
  password: "Fjord-Editor-31!",
};
const DEMO_ADMIN = {
  account: "admin@northlight-vision.example",
  password: "Aurora-Keystone-2026!",
};

/**
 * A model with seed firmware (so it can be subscribed to) that no other suite counts the releases
 * of; both projects publish for it, each its own version to its own subscriber.
 */
const MODEL = "NV-D560-AI";
/** A seed model discontinued with its replacement (content/catalogue/products.json). */
const RETIRED = { id: "nv-d340", type: "dome", by: "NV-D450-AI" };

const toast = (page: import("@playwright/test").Page) => page.locator(".toast [role=status]");

/** Writes `size` bytes of a made-up firmware image to a temporary folder; its path and sha256. */
async function firmwareFile(size: number) {
  const dir = await mkdtemp(path.join(tmpdir(), "firmware-e2e-"));
  const file = path.join(dir, "nv-camera-firmware.bin");
  const hash = createHash("sha256");
  const out = createWriteStream(file);
  const header = Buffer.from("NLVFW\x01\x00\x00", "latin1");
  hash.update(header);
  out.write(header);
  const chunk = randomBytes(1024 * 1024);
  for (let written = header.length; written < size; written += chunk.length) {
    const part = chunk.subarray(0, Math.min(chunk.length, size - written));
    hash.update(part);
    if (!out.write(part)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
  }
  await new Promise<void>((resolve, reject) =>
    out.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
  return { dir, file, sha256: hash.digest("hex") };
}

test("an editor publishes a 100 MB firmware release; visitors find, download and follow it until it is withdrawn", async ({
  page,
  context,
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const js = hasJavaScript(testInfo);
  const model = MODEL;
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const version = `9.${Math.floor(Math.random() * 900) + 100}.0-e2e${suffix}`;
  const subscriber = `fw-publish-${suffix}@vigiatec.example`;
  const image = await firmwareFile(100 * 1024 * 1024);
  try {
    // A subscriber of the model, confirmed from the mail's link.
    const asked = await request.post(`/api/downloads/firmware/model/${model}/subscriptions`, {
      headers: {
        authorization: CLIENT,
        channel: "app",
        token: "Bearer tourist",
        "x-client-address": `fw-${suffix}`,
      },
      data: { email: subscriber },
    });
    expect(asked.status()).toBe(200);
    await expect.poll(async () => (await outbox(request, subscriber)).length).toBe(1);
    const [confirmation] = await outbox(request, subscriber);
    const token = /\/firmware-notify\/confirm\/([A-Za-z0-9_-]{43})/.exec(confirmation!.text)![1];
    const confirmed = await request.post(`/api/downloads/firmware/subscriptions/confirm/${token}`, {
      headers: { authorization: CLIENT, channel: "app", token: "Bearer tourist" },
    });
    expect(confirmed.status()).toBe(200);

    // The editor drafts the release. A refusal keeps the typed fields and asks for the file again.
    await signInWithCookie(context, request, baseURL!, DEMO_EDITOR);
    await page.goto("/admin");
    await page.getByRole("link", { name: admin("firmware.title") }).click();
    await expect(page).toHaveURL(/\/admin\/firmware$/);
    await page.getByRole("link", { name: admin("firmware.new") }).click();
    await page.getByLabel(admin("firmware.models")).fill(model);
    await page.getByLabel(admin("firmware.line")).fill(`e2e-${js ? "js" : "nojs"}-line`);
    await page.getByLabel(admin("firmware.version")).fill(version);
    await page.getByLabel(admin("firmware.trackLabel")).selectOption("lts");
    await page.getByLabel(admin("firmware.releaseDate")).fill("2026-11-25");
    await page
      .getByLabel(`${admin("firmware.notes")} (English)`)
      .fill("- Sharper night images.\n- Faster start.");
    await page.getByLabel(admin("firmware.file")).setInputFiles(image.file);
    await submitForm(page, admin("firmware.saveDraft"));
    // The whole file goes up before the backend answers.
    await expect(page.getByText(admin("firmware.errors.ltsRequired"))).toBeVisible({
      timeout: 120_000,
    });
    await expect(page.getByText(admin("firmware.errors.chooseAgain"))).toBeVisible();
    await expect(page.getByLabel(admin("firmware.version"))).toHaveValue(version);
    await expect(page.getByLabel(`${admin("firmware.notes")} (English)`)).toHaveValue(
      "- Sharper night images.\n- Faster start.",
    );

    const checkErrors = watchForErrors(page);
    await page.getByLabel(admin("firmware.ltsEndsOn")).fill("2029-06-30");
    await page.getByLabel(admin("firmware.file")).setInputFiles(image.file);
    await submitForm(page, admin("firmware.saveDraft"));
    await expect(toast(page)).toHaveText(admin("firmware.drafted"), { timeout: 120_000 });
    await expect(page).toHaveURL(/\/admin\/firmware\/\d+$/);
    const releaseId = /\/admin\/firmware\/(\d+)$/.exec(page.url())![1]!;
    await expect(page.locator("[data-sha256]")).toHaveText(image.sha256);
    await expect(page.getByText(admin("firmware.status.draft"), { exact: true })).toBeVisible();
    // A draft is nobody's page yet.
    expect((await request.get(`/firmware-version/${releaseId}`)).status()).toBe(404);

    await submitForm(page, admin("firmware.publish"));
    await expect(toast(page)).toHaveText(admin("firmware.publishedToast"));
    await expect(page.getByText(admin("firmware.status.published"), { exact: true })).toBeVisible();
    checkErrors();

    // A visitor (no cookies) finds it on /firmware and in the feed, and downloads it.
    const visitor = await browser.newPage({ javaScriptEnabled: js });
    await visitor.goto(`/firmware?q=${model}`);
    const row = visitor.locator(".fw-items > .fw-item").filter({ hasText: version });
    await expect(row).toHaveCount(1);
    const feed = await (await request.get("/firmware/feed.json")).json();
    const item = feed.items.find(
      (i: { _firmware?: { version: string } }) => i._firmware?.version === version,
    );
    expect(item._firmware.sha256).toBe(image.sha256);
    await visitor.goto(`/firmware-version/${releaseId}`);
    await expect(visitor.locator(".doc-item__sha code")).toHaveText(image.sha256);
    const href = (await visitor.getByRole("link", { name: /^Download/ }).getAttribute("href"))!;
    const download = await request.get(href);
    expect(download.status()).toBe(200);
    expect(
      createHash("sha256")
        .update(await download.body())
        .digest("hex"),
    ).toBe(image.sha256);

    // The subscriber is mailed about it.
    await expect
      .poll(
        async () =>
          (await outbox(request, subscriber)).filter((m) => m.text.includes(version)).length,
      )
      .toBe(1);

    // The editor withdraws it; the visitor reads why and the file is gone.
    const reason = `Cameras may restart under load (${suffix}); stay on the previous version.`;
    await submitForm(page, admin("firmware.withdraw"));
    await expect(page.getByText(admin("firmware.errors.required")).first()).toBeVisible();
    await page.getByLabel(`${admin("firmware.reason")} (English)`).fill(reason);
    await submitForm(page, admin("firmware.withdraw"));
    await expect(toast(page)).toHaveText(admin("firmware.withdrawnToast"));
    await visitor.goto(`/firmware-version/${releaseId}`);
    await expect(visitor.locator(".fw-withdrawn--block")).toContainText(reason);
    await expect(visitor.locator("main").getByRole("link", { name: /^Download/ })).toHaveCount(0);
    expect((await request.get(href)).status()).toBe(410);
    await expect(visitor.getByText(f("release.withdrawn")).first()).toBeVisible();

    // A discontinued model shows its replacement.
    await visitor.goto(`/product-center/detail/${RETIRED.type}/${RETIRED.id}`);
    await expect(visitor.locator(".product-detail .lifecycle-badge")).toHaveText(
      products("lifecycle.discontinued"),
    );
    await expect(
      visitor.locator(".lifecycle-facts").getByRole("link", { name: RETIRED.by }),
    ).toBeVisible();
    await visitor.close();

    // The administrator reads each step in the audit log.
    await context.clearCookies();
    await signInWithCookie(context, request, baseURL!, DEMO_ADMIN);
    await page.goto("/admin/audit?kind=firmware");
    const entries = page.locator("tbody tr").filter({
      has: page.getByRole("cell", { name: new RegExp(`\\b${releaseId}$`) }),
    });
    await expect(entries.locator("td:nth-child(3)")).toHaveText([
      admin("audit.actions.withdraw"),
      admin("audit.actions.publish"),
      admin("audit.actions.draft"),
    ]);
    for (const who of await entries.locator("td:nth-child(2)").allTextContents())
      expect(who).toBe(DEMO_EDITOR.account);
  } finally {
    await rm(image.dir, { recursive: true, force: true });
  }
});
