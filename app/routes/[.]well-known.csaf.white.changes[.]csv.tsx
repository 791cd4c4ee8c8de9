import type { LoaderFunctionArgs } from "@remix-run/node";
import { csafChangesCsv, csafEntries, csafResponse } from "~/lib/csaf.server";

/** The TLP:WHITE directory's documents by time of last change (CSAF 2.0 requirement 14). */
export async function loader(args: LoaderFunctionArgs) {
  return csafResponse(csafChangesCsv(await csafEntries(args)), "text/csv; charset=utf-8");
}
