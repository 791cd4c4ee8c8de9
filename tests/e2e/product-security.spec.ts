import { expect, test } from "@playwright/test";
import { fixedT, LANGUAGES, pageContent, testAccessibility } from "./helpers";

/** The product security page (the disclosure policy and where to report) and security.txt. */

const prefixed = (code: string, path: string) => (code === "en" ? path : `/${code}${path}`);
const SECURITY_EMAIL = "security@northlight-vision.example";

for (const code of ["en", "ksa", "jp"] as const) {
  test(`${prefixed(code, "/security")} shows the policy and where to report`, async ({ page }) => {
    const language = LANGUAGES.find((l) => l.code === code)!;
    const t = fixedT(code, "security");
    const content = pageContent(code, "security");
    const response = await page.goto(prefixed(code, "/security"));
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", language.lang);
    await expect(page.locator("html")).toHaveAttribute("dir", code === "ksa" ? "rtl" : "ltr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.title);
    await expect(page.locator(".document-page__sections h2")).toHaveText(
      content.sections.map((s: { heading: string }) => s.heading),
    );
    const report = page.getByRole("complementary", { name: t("report.title") });
    await expect(report.getByRole("link", { name: SECURITY_EMAIL })).toHaveAttribute(
      "href",
      `mailto:${SECURITY_EMAIL}`,
    );
    // No key is configured here: no key link, and the page says who reads the reports.
    await expect(report.getByText(t("report.noKey"))).toBeVisible();
    await expect(report.getByRole("link", { name: "security.txt" })).toHaveAttribute(
      "href",
      "/.well-known/security.txt",
    );
  });
}

test("the footer and the support hub link the product security page", async ({ page }) => {
  const t = fixedT("br");
  await page.goto("/br/support");
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: t("policies.security") }),
  ).toHaveAttribute("href", "/br/security");
  await expect(
    page.getByRole("main").getByRole("link", { name: new RegExp(t("policies.security")) }),
  ).toHaveAttribute("href", "/br/security");
});

test("security.txt names the contact, a future expiry, the languages, itself and the policy", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/.well-known/security.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  expect(response.headers()["cache-control"]).toContain("public");
  const fields = new Map(
    (await response.text())
      .trim()
      .split("\n")
      .map((line) => {
        const at = line.indexOf(": ");
        return [line.slice(0, at), line.slice(at + 2)] as const;
      }),
  );
  const origin = new URL(baseURL!).origin;
  expect(fields.get("Contact")).toBe(`mailto:${SECURITY_EMAIL}`);
  const expires = Date.parse(fields.get("Expires") ?? "");
  expect(expires).toBeGreaterThan(Date.now());
  expect(expires).toBeLessThan(Date.now() + 365 * 24 * 3600 * 1000);
  expect(fields.get("Preferred-Languages")).toBe(LANGUAGES.map((l) => l.lang).join(", "));
  expect(fields.get("Canonical")).toBe(`${origin}/.well-known/security.txt`);
  expect(fields.get("Policy")).toBe(`${origin}/security`);
  expect(fields.get("CSAF")).toBe(`${origin}/.well-known/csaf/provider-metadata.json`);
  // Without a configured key there is none to point to.
  expect(fields.has("Encryption")).toBe(false);
  expect((await request.get("/security/pgp-key.txt")).status()).toBe(404);
});

test("the sitemap lists the product security page in every language", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  for (const { code } of LANGUAGES) expect(xml).toContain(`${prefixed(code, "/security")}</loc>`);
});

testAccessibility(["/security", "/ksa/security"]);
