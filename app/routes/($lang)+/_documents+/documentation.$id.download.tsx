import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageLanguage } from "~/i18n/route-language.server";
import { passFile } from "~/downloads/download.server";
import { gonePage } from "~/downloads/gone-page.server";

/**
 * A document's file, streamed from the file store through the backend as the browser takes it:
 * ranges, If-Range, HEAD and 304 pass through; a gated document sends a visitor to sign in and
 * back here; an unknown document is 404, a withdrawn firmware file 410 with a page that says so
 * and links its release. `?inline=1` shows a PDF in place (framed by this site only).
 */
export async function loader(args: LoaderFunctionArgs) {
  const language = pageLanguage(args);
  const { id = "" } = args.params;
  if (!/^\d{1,9}$/.test(id)) throw new Response("Not Found", { status: 404 });
  const file = await passFile(args, `/documents/${id}/download`, {
    ranges: true,
    gone: (releaseId) => gonePage(language, releaseId),
  });
  // `?inline=1`: a PDF shown by the browser's viewer in this site's own pages (/pdfdoc/{id}).
  if (
    new URL(args.request.url).searchParams.get("inline") === "1" &&
    file.headers.get("Content-Type") === "application/pdf"
  ) {
    const disposition = file.headers.get("Content-Disposition");
    if (disposition)
      file.headers.set("Content-Disposition", disposition.replace(/^attachment/, "inline"));
    file.headers.set("X-Frame-Options", "SAMEORIGIN");
  }
  return file;
}
