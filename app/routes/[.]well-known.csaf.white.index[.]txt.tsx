import type { LoaderFunctionArgs } from "@remix-run/node";
import { csafEntries, csafIndexText, csafResponse } from "~/lib/csaf.server";

/** Every published CSAF document of the TLP:WHITE directory (CSAF 2.0 requirement 13). */
export async function loader(args: LoaderFunctionArgs) {
  return csafResponse(csafIndexText(await csafEntries(args)), "text/plain; charset=utf-8");
}
