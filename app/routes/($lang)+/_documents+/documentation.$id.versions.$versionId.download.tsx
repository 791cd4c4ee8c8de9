import type { LoaderFunctionArgs } from "@remix-run/node";
import { passFile } from "~/downloads/download.server";

/**
 * An earlier file of a document (its page lists them), streamed through the backend as the
 * current one is: ranges, HEAD and 304 pass through; a gated document sends a visitor to sign in.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { id = "", versionId = "" } = args.params;
  if (!/^\d{1,9}$/.test(id) || !/^\d{1,9}$/.test(versionId))
    throw new Response("Not Found", { status: 404 });
  return passFile(args, `/documents/${id}/versions/${versionId}/download`, { ranges: true });
}
