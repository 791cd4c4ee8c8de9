import type { LoaderFunctionArgs } from "@remix-run/node";
import { advisoryFeedResponse } from "./advisories.server";

export const handle = { i18n: ["security"] };

/** The security advisories as an Atom feed, in the language of the prefix. */
export const loader = (args: LoaderFunctionArgs) => advisoryFeedResponse(args);
