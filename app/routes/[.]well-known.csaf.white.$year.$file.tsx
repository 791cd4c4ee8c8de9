import type { LoaderFunctionArgs } from "@remix-run/node";
import { csafDocumentText, csafEntries, csafResponse } from "~/lib/csaf.server";

/** `<name>.json`, or its hash beside it: `<name>.json.sha256` or `<name>.json.sha512`. */
const FILE = /^([+\-a-z0-9_]{1,100}\.json)(\.sha256|\.sha512)?$/;

/**
 * A CSAF document of the TLP:WHITE directory, or the hash of its bytes in the form
 * `sha256sum` writes ("<hex>  <file name>", CSAF 2.0 requirement 18); 404 for anything else.
 */
export async function loader(args: LoaderFunctionArgs) {
  const year = args.params.year ?? "";
  const match = FILE.exec(args.params.file ?? "");
  if (!/^\d{4}$/.test(year) || !match) throw new Response("Not Found", { status: 404 });
  const [, name, hash] = match;
  const path = `${year}/${name}`;
  if (!hash) return csafResponse(await csafDocumentText(args, path), "application/json");
  const entry = (await csafEntries(args)).find((e) => e.path === path);
  if (!entry) throw new Response("Not Found", { status: 404 });
  const digest = hash === ".sha256" ? entry.sha256 : entry.sha512;
  return csafResponse(`${digest}  ${name}\n`, "text/plain; charset=utf-8");
}
