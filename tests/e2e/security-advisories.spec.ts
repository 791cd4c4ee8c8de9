import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import { fixedT, submitForm, testAccessibility } from "./helpers";

/**
 * The security advisories: the list with its filters, one advisory with its fixes, the advisories
 * shown on product and firmware pages, the Atom feed and the CSAF 2.0 distribution for tools.
 */

const t = fixedT("en", "security");

test("/security shows the newest advisories and leads to all of them", async ({ page }) => {
  await page.goto("/security");
  const latest = page.getByRole("region", { name: t("latest.title") });
  await expect(latest.locator(".advisory-item")).toHaveCount(3);
  await expect(latest.locator(".advisory-item").first()).toContainText("NV-SA-2026-005");
  await latest.getByRole("link", { name: t("latest.all", { count: 6 }) }).click();
  await expect(page).toHaveURL(/\/security\/advisories$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("advisories.title"));
  await expect(page.locator(".advisory-item")).toHaveCount(6);
});

test("the advisories filter by product and by severity, with or without JavaScript", async ({
  page,
}) => {
  await page.goto("/security/advisories");
  await page.getByLabel(t("advisories.product")).selectOption({ label: "NV-N3216" });
  await submitForm(page, "Apply filters");
  await expect(page).toHaveURL(/[?&]product=nv-n3216/);
  await expect(page.locator(".advisory-item h3")).toHaveText([
    "Diagnostic page shows network details to any signed-in user",
    "Path traversal in the recorder's video export",
  ]);
  await page.getByLabel(t("advisories.severity")).selectOption({ label: t("severity.medium") });
  await submitForm(page, "Apply filters");
  await expect(page).toHaveURL(/severity=medium/);
  await expect(page.getByText(t("advisories.count", { count: 2 }))).toBeVisible();
  await page.goto("/security/advisories?severity=critical");
  await expect(page.locator(".advisory-item h3")).toHaveText([
    "Authentication bypass in the ONVIF service",
  ]);
  await expect(page.locator(".advisory-item .severity")).toHaveText(
    `${t("severity.critical")} 9.8`,
  );
});

test("an advisory names its score, products, fixes, workarounds and revisions", async ({
  page,
}) => {
  const response = await page.goto("/security/advisories/NV-SA-2026-001");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toContain("public");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Authentication bypass in the ONVIF service",
  );
  await expect(page.locator(".advisory-facts")).toContainText(
    "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H",
  );
  await expect(page.locator(".advisory-facts")).toContainText("CVE-2026-21407");
  const dome = page.getByRole("row", { name: /NV-D580-AI/ });
  await expect(dome).toContainText(t("advisory.range", { from: "5.2.2", fixed: "5.4.1" }));
  await expect(page.getByRole("heading", { name: t("advisory.workarounds") })).toBeVisible();
  await expect(page.locator(".advisory-revisions li")).toHaveCount(2);
  // The fix is the model's published firmware, which says what it fixes.
  await dome.getByRole("link", { name: t("advisory.updateTo", { version: "5.4.1" }) }).click();
  await expect(page).toHaveURL(/\/firmware-version\/\d+$/);
  const concerns = page.getByRole("region", { name: t("concerns.heading") });
  await expect(concerns.locator(".advisory-concern--fixed")).toContainText("NV-SA-2026-001");
});

test("an advisory without a fix says so, in Arabic right to left", async ({ page }) => {
  const ar = fixedT("ksa", "security");
  await page.goto("/ksa/security/advisories/NV-SA-2026-005");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "صفحة التشخيص تعرض تفاصيل الشبكة لأي مستخدم مسجَّل الدخول",
  );
  await expect(page.getByRole("row", { name: /NV-N3216/ })).toContainText(ar("advisory.noFix"));
});

test("an unknown advisory is a 404 page", async ({ page }) => {
  expect((await page.goto("/security/advisories/NV-SA-2099-001"))?.status()).toBe(404);
  await expect(page.getByText(t("notFound"))).toBeVisible();
  expect((await page.goto("/security/advisories/nonsense"))?.status()).toBe(404);
});

test("a product page and its firmware page show the advisories concerning the model", async ({
  page,
}) => {
  await page.goto("/product-center/detail/ptz/nv-pt760-ai");
  const onProduct = page.getByRole("region", { name: t("concerns.heading") });
  await expect(onProduct.locator(".advisory-concern")).toHaveCount(1);
  await expect(onProduct).toContainText("NV-SA-2026-003");
  await expect(onProduct.getByRole("link", { name: "3.4.0" })).toHaveAttribute(
    "href",
    /\/firmware-version\/\d+$/,
  );
  await page.goto("/firmware-soft/nv-pt760-ai/releases");
  const versions = page.locator(".fw-version");
  await expect(versions.filter({ hasText: "3.4.0" }).locator(".version-advisories")).toContainText(
    `${t("concerns.fixes")} NV-SA-2026-003`,
  );
  await expect(versions.filter({ hasText: "3.3.0" }).locator(".version-advisories")).toContainText(
    `${t("concerns.affectedBy")} NV-SA-2026-003`,
  );
});

test("the Atom feed carries every advisory with its rating", async ({ request }) => {
  const response = await request.get("/security/advisories.atom");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/atom+xml");
  const xml = await response.text();
  expect(xml.match(/<entry>/g)).toHaveLength(6);
  expect(xml).toContain("NV-SA-2026-001: Authentication bypass in the ONVIF service");
  expect(xml).toContain("Critical (CVSS 9.8)");
  const jp = await (await request.get("/jp/security/advisories.atom")).text();
  expect(jp).toContain('xml:lang="ja"');
  expect(jp).toContain("ONVIF サービスにおける認証回避");
});

test("tools find the CSAF documents from security.txt, with their hashes", async ({
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const securityTxt = await (await request.get("/.well-known/security.txt")).text();
  const metadataUrl = /^CSAF: (.+)$/m.exec(securityTxt)?.[1];
  expect(metadataUrl).toBe(`${origin}/.well-known/csaf/provider-metadata.json`);
  const metadata = await (await request.get(metadataUrl!)).json();
  expect(metadata).toMatchObject({
    canonical_url: metadataUrl,
    metadata_version: "2.0",
    role: "csaf_provider",
    publisher: { category: "vendor", name: "Northlight Vision", namespace: origin },
  });
  const directory: string = metadata.distributions[0].directory_url;
  expect(directory).toBe(`${origin}/.well-known/csaf/white/`);
  const index = (await (await request.get(`${directory}index.txt`)).text()).trim().split("\n");
  expect(index).toHaveLength(6);
  const changes = (await (await request.get(`${directory}changes.csv`)).text()).trim().split("\n");
  expect(changes[0]).toBe('"2026/nv-sa-2026-005.json","2026-11-10T09:00:00.000Z"');
  for (const path of index) {
    const response = await request.get(`${directory}${path}`);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/json");
    const bytes = await response.body();
    const name = path.split("/")[1];
    for (const algorithm of ["sha256", "sha512"] as const) {
      const hash = await (await request.get(`${directory}${path}.${algorithm}`)).text();
      expect(hash).toBe(`${createHash(algorithm).update(bytes).digest("hex")}  ${name}\n`);
    }
    const document = JSON.parse(bytes.toString("utf8"));
    expect(document.document.csaf_version).toBe("2.0");
    expect(document.document.tracking.id.toLowerCase()).toBe(name!.replace(/\.json$/, ""));
  }
  expect((await request.get(`${directory}2026/nv-sa-2026-999.json`)).status()).toBe(404);
  expect((await request.get(`${directory}2026/..%2Fsecret.json`)).status()).toBe(404);
});

test("the sitemap lists the advisories", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  expect(xml).toContain("/security/advisories</loc>");
  expect(xml).toContain("/ksa/security/advisories/NV-SA-2026-001</loc>");
});

testAccessibility([
  "/security/advisories",
  "/security/advisories/NV-SA-2026-001",
  "/ksa/security/advisories/NV-SA-2026-003",
]);
