import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageLanguage } from "~/i18n/route-language.server";
import { passFile } from "~/downloads/download.server";

/** A video's poster from the file store, with ranges, If-Range, ETag and HEAD; unknown is 404. */
export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const { id = "" } = args.params;
  if (!/^[a-z0-9-]{1,60}$/.test(id)) throw new Response("Not Found", { status: 404 });
  return passFile(args, `/videos/${id}/poster`, { ranges: true });
}
