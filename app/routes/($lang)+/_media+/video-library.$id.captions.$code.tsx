import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageLanguage } from "~/i18n/route-language.server";
import { passFile } from "~/downloads/download.server";

/** A video's WebVTT captions in one language (`text/vtt`); unknown video or language is 404. */
export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const { id = "", code = "" } = args.params;
  if (!/^[a-z0-9-]{1,60}$/.test(id) || !/^[a-z]{2,3}$/.test(code))
    throw new Response("Not Found", { status: 404 });
  return passFile(args, `/videos/${id}/captions/${code}`, { ranges: true });
}
