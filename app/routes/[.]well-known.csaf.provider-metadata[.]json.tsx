import type { LoaderFunctionArgs } from "@remix-run/node";
import { csafEntries, csafResponse, providerMetadata } from "~/lib/csaf.server";

/** The CSAF provider metadata tools start from (CSAF 2.0 requirement 7). */
export async function loader(args: LoaderFunctionArgs) {
  const metadata = providerMetadata(args.request, await csafEntries(args));
  return csafResponse(`${JSON.stringify(metadata, null, 2)}\n`, "application/json");
}
