import { expect, test } from "@playwright/test";
import { strings, watchForErrors } from "./helpers";

const auth = strings("en", "auth") as unknown as Record<string, string>;

/** Collects the page's Content Security Policy violations (reported in the page, before load). */
async function watchCsp(page: import("@playwright/test").Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return async () =>
    expect(
      await page.evaluate(
        () => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [],
      ),
    ).toEqual([]);
}

for (const path of ["/login", "/register"]) {
  test(`${path}: no console error and no CSP violation while a field is checked`, async ({
    page,
  }) => {
    const noErrors = watchForErrors(page);
    const noViolations = await watchCsp(page);
    await page.goto(path);
    const email = page.getByLabel(auth.email!);
    await email.fill("maria@");
    await email.blur();
    await email.fill("maria@example.com");
    await email.blur();
    await noViolations();
    noErrors();
  });
}
