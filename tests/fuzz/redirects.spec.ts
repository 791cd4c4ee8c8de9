import { test } from "@playwright/test";
import { urlEncoded } from "./lib/bodies";
import { fuzzContext } from "./lib/context";
import type { Case } from "./lib/requests";
import { checkHealthAtTheEnd, conclude, requireServerUp, sendFixed } from "./lib/runner";
import { REDIRECTS } from "./lib/values";

/**
 * Every redirect target a visitor can choose (`redirectTo`), sent once each to every form and page
 * that follows it, on the page and `.data` URLs, with a well-formed form so the redirect happens:
 * its Location (or single-fetch redirect) must stay on the site and under 4 KB; and long values
 * that end up in cookies, which must stay under 4 KB.
 */
test("REDIRECT targets and cookie sizes of every form and page", async () => {
  await requireServerUp();
  const ctx = await fuzzContext();
  const product = ctx.products[0]!;
  const clear: [string, string][] = [["intent", "compare-clear"]];
  const forms: { path: string; fields: [string, string][] }[] = [
    { path: "/product-comparison", fields: clear },
    { path: `/product-center/detail/${product.type}/${product.id}`, fields: clear },
    { path: "/logout", fields: [] },
  ];
  const cases: Case[] = [];
  for (const redirectTo of REDIRECTS) {
    for (const data of [false, true]) {
      for (const form of forms) {
        const target = `${form.path}${data ? ".data" : ""}`;
        const body = urlEncoded([...form.fields, ["redirectTo", redirectTo]]);
        cases.push({
          request: {
            method: "POST",
            target,
            headers: [["Content-Type", "application/x-www-form-urlencoded"]],
            body: Buffer.from(body),
          },
          url: target,
          body: "form",
        });
      }
      // Signed in, the sign-in page sends the visitor on to redirectTo.
      const target = `/login${data ? ".data" : ""}?${urlEncoded([["redirectTo", redirectTo]])}`;
      cases.push({
        request: { method: "GET", target, headers: [["Cookie", ctx.sessionCookie]] },
        url: `/login${data ? ".data" : ""}`,
        body: "none",
      });
    }
  }
  // Long values that end up in a cookie (comparison list, flash message values).
  for (const size of [1000, 5000, 13_000]) {
    for (const form of forms.slice(0, 2)) {
      const body = urlEncoded([
        ["intent", "compare-add"],
        ["productId", "p".repeat(size)],
        ["productClass", "c".repeat(size)],
      ]);
      cases.push({
        request: {
          method: "POST",
          target: form.path,
          headers: [["Content-Type", "application/x-www-form-urlencoded"]],
          body: Buffer.from(body),
        },
        url: form.path,
        body: `form-${size}`,
      });
    }
  }
  conclude(await sendFixed("REDIRECT targets and cookie sizes of every form and page", cases));
});

checkHealthAtTheEnd();
