import { test } from "@playwright/test";
import { signInWithForm } from "./lib/context";
import { casesFor } from "./lib/requests";
import { checkHealthAtTheEnd, fuzzTest } from "./lib/runner";
import { FORM_ACTIONS, targetName } from "./lib/targets";

/** Every Remix form action: page and `.data` URLs, every language prefix, bodies of every kind. */
for (const target of FORM_ACTIONS) {
  const name = `${targetName(target)} (form action)`;
  test(
    name,
    fuzzTest(name, async (ctx) => {
      if (target.auth !== "own-session") return casesFor(target, ctx);
      // This action ends the session it is sent with: it gets one of its own.
      const own = await signInWithForm();
      return casesFor(target, ctx, () => own);
    }),
  );
}

checkHealthAtTheEnd();
