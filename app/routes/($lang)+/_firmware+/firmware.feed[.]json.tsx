import type { LoaderFunctionArgs } from "@remix-run/node";
import { firmwareFeedResponse } from "./firmware.server";

export const handle = { i18n: ["firmware"] };

/** Every model's firmware releases as a JSON Feed 1.1, in the language of the prefix. */
export const loader = (args: LoaderFunctionArgs) => firmwareFeedResponse(args, "json");
