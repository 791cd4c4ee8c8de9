import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, type TestInfo, test } from "@playwright/test";
import { LANGUAGES } from "../../app/i18n/languages";
import type { TFunction } from "i18next";
import { pageI18n } from "../../app/i18n/i18next";
import type { Resources } from "../../app/i18n/strings";
import { readBrand } from "../../app/lib/env.server";
import { isolateRuns, isolateStrings } from "#shared/bidi";
import { ADMIN, apiLogin } from "./session";

/** The site's languages, as the application defines them. */
export { LANGUAGES };

type Strings = Record<string, Record<string, string>>;

const LOCALES = path.join(process.cwd(), "locales");

const rightToLeft = (code: string) => LANGUAGES.find((l) => l.code === code)?.dir === "rtl";

/** One namespace of a language as the server reads it (right-to-left runs isolated). */
function namespaceStrings(code: string, namespace: string) {
  const strings = JSON.parse(readFileSync(path.join(LOCALES, code, `${namespace}.json`), "utf8"));
  return rightToLeft(code) ? isolateStrings(strings) : strings;
}

/** Every namespace of a language, read from `locales/` as the server reads it. */
function languageStrings(code: string): Resources {
  return Object.fromEntries(
    readdirSync(path.join(LOCALES, code))
      .filter((file) => file.endsWith(".json"))
      .map((file) => [file.slice(0, -".json".length), namespaceStrings(code, file.slice(0, -5))]),
  );
}

const brandName = readBrand().name;
const languageResources = new Map<string, Resources>();

/**
 * The site's `t` for a language and namespace, as the pages translate (`{{brand}}` included):
 * `fixedT("ksa")("notFound.title")`, `fixedT("en", "admin")("outbox.title")`.
 */
export function fixedT(code: string, ns = "common"): TFunction {
  let resources = languageResources.get(code);
  if (!resources) {
    resources = languageStrings(code);
    languageResources.set(code, resources);
  }
  const locale = LANGUAGES.find((l) => l.code === code)?.lang ?? code;
  return pageI18n(locale, resources, brandName).getFixedT(locale, ns);
}

/** The UI strings of a language as a visitor should see them (one namespace, `common` by default). */
export function strings(code: string, namespace = "common"): Strings {
  return namespaceStrings(code, namespace);
}

/** A seed catalogue text as a visitor of `code` reads it (content/catalogue/translations). */
export function catalogueText(code: string, english: string): string {
  if (code === "en") return english;
  const translations: Record<string, string> = JSON.parse(
    readFileSync(
      path.join(process.cwd(), "content", "catalogue", "translations", `${code}.json`),
      "utf8",
    ),
  );
  const text = translations[english] ?? english;
  return rightToLeft(code) ? isolateRuns(text) : text;
}

// biome-ignore lint/suspicious/noExplicitAny: page files differ in shape; each test reads what it checks
export function pageContent(code: string, page: string): any {
  return JSON.parse(
    readFileSync(path.join(process.cwd(), "content", "pages", code, `${page}.json`), "utf8"),
  );
}

export function hasJavaScript(testInfo: TestInfo): boolean {
  return testInfo.project.use.javaScriptEnabled !== false;
}

/** Fails the test on any uncaught error or console error in the page (CSP violations included). */
export function watchForErrors(page: Page): () => void {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  return () => expect(problems).toEqual([]);
}

/** One test per page: axe finds no serious or critical violation (run where the page has JavaScript). */
export function testAccessibility(paths: string[]) {
  for (const path of paths) {
    test(`axe finds no serious or critical violation on ${path}`, async ({ page }, testInfo) => {
      // axe runs as a script inside the page; the markup is the same server render in both projects.
      test.skip(!hasJavaScript(testInfo), "axe needs JavaScript in the page");
      await page.goto(path);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter(
        (v) => v.impact === "serious" || v.impact === "critical",
      );
      expect(
        serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
      ).toEqual([]);
    });
  }
}

/**
 * Gives the page's requests a client address of their own (the test server trusts
 * X-Forwarded-For), so the per-address limits of the backend (codes sent, sign-in failures) count
 * this test alone and parallel tests never exhaust each other's allowance.
 */
export async function useOwnClientAddress(page: Page): Promise<string> {
  const bytes = crypto.getRandomValues(new Uint8Array(3));
  const address = `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": address });
  return address;
}

/** The mails of the outbox to `to`, read as the administrator through the API. */
export async function outbox(request: APIRequestContext, to: string) {
  const { token, tenant } = await apiLogin(request, ADMIN);
  const mails = await request.get("/api/admin/outbox", {
    headers: { token: `Bearer ${token}`, tenant },
  });
  const list = (await mails.json()).data as {
    to: string;
    subject: string;
    text: string;
    /** Extra headers of the message (List-Unsubscribe …), or null. */
    headers: Record<string, string> | null;
  }[];
  return list.filter((m) => m.to === to);
}

/**
 * Sends a form with its button as a visitor does; with JavaScript, once the page has hydrated (a
 * click before it would post the page natively, and typing while the answer hydrates could be lost).
 */
export async function submitForm(page: Page, button: string) {
  const hydrated = () => document.documentElement.dataset.hydrated === "true";
  if (hasJavaScript(test.info())) await page.waitForFunction(hydrated);
  await page.getByRole("button", { name: button }).click();
  if (hasJavaScript(test.info())) await page.waitForFunction(hydrated);
}
