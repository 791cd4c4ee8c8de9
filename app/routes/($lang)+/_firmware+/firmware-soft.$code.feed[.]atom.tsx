import type { LoaderFunctionArgs } from "@remix-run/node";
import { firmwareFeedResponse } from "./firmware.server";

export const handle = { i18n: ["firmware"] };

/** One model's firmware releases as a Atom feed (the model code in any case; unknown: 404). */
export const loader = (args: LoaderFunctionArgs) =>
  firmwareFeedResponse(args, "atom", args.params.code ?? "");
