import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageLanguage } from "~/i18n/route-language.server";
import { passFile } from "./download.server";

/**
 * A document's file, streamed from the file store through the backend as the browser takes it:
 * ranges, If-Range, HEAD and 304 pass through; a gated document sends a visitor to sign in and
 * back here; an unknown document is 404.
 */
export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const { id = "" } = args.params;
  if (!/^\d{1,9}$/.test(id)) throw new Response("Not Found", { status: 404 });
  return passFile(args, `/documents/${id}/download`, { ranges: true });
}
