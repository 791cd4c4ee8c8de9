import { test } from "@playwright/test";
import fc from "fast-check";
import { casesFor } from "./lib/requests";
import { checkHealthAtTheEnd, fuzzTest } from "./lib/runner";
import {
  API_ENDPOINTS,
  FORM_ACTIONS,
  PAGES,
  PLAIN_PAGES,
  type Target,
  targetName,
} from "./lib/targets";

/** List pages' query filters and detail pages' path ids, GET, page and `.data` URLs. */
for (const target of PAGES) {
  const name = `${targetName(target)} (page)`;
  test(
    name,
    fuzzTest(name, (ctx) => casesFor(target, ctx)),
  );
}

const ODD_METHODS = [
  "PUT",
  "DELETE",
  "PATCH",
  "TRACE",
  "PROPFIND",
  "OPTIONS",
  "HEAD",
  "MKCOL",
  "COPY",
  "LOCK",
  "SEARCH",
  "PURGE",
  "POST",
];

/** Every page and endpoint, asked with methods it does not expect (bodies included). */
function oddMethods(targets: readonly Target[], paths: readonly string[]) {
  const all = [
    ...targets,
    ...paths.map((path): Target => ({ method: "GET", path, page: true, body: "none" })),
  ];
  return fc.tuple(fc.constantFrom(...ODD_METHODS), fc.constantFrom(...all)).map(
    ([method, target]): Target => ({
      ...target,
      method,
      body: ["HEAD", "OPTIONS", "TRACE"].includes(method) ? "none" : "form",
      fields: target.fields ?? ["intent", "redirectTo"],
      page: target.page ?? false,
    }),
  );
}

const PAGES_NAME = "ODD-METHOD pages (page and .data URLs)";
test(
  PAGES_NAME,
  fuzzTest(PAGES_NAME, (ctx) =>
    oddMethods([...FORM_ACTIONS, ...PAGES], PLAIN_PAGES).chain((target) => casesFor(target, ctx)),
  ),
);
const API_NAME = "ODD-METHOD /api/* endpoints";
const API_EXTRA = ["/api/nowhere", "/api/", "/api/product/"];
test(
  API_NAME,
  fuzzTest(API_NAME, (ctx) =>
    oddMethods(API_ENDPOINTS, API_EXTRA).chain((target) => casesFor(target, ctx)),
  ),
);

checkHealthAtTheEnd();
