import { test } from "@playwright/test";
import { casesFor } from "./lib/requests";
import { checkHealthAtTheEnd, fuzzTest } from "./lib/runner";
import { API_ENDPOINTS, targetName } from "./lib/targets";

/** Every backend endpoint under /api: bodies, queries, path ids and credentials of every kind. */
for (const target of API_ENDPOINTS) {
  const name = `${targetName(target)} (API)`;
  test(
    name,
    fuzzTest(name, (ctx) => casesFor(target, ctx)),
  );
}

checkHealthAtTheEnd();
