import type { LoaderFunctionArgs } from "@remix-run/node";
import { callApi } from "~/lib/api.server";
import { siteOrigin } from "~/lib/brand.server";
import type { DetailPage } from "~/lib/detail-paths";
import { throwFailure } from "~/lib/failure.server";
import { sitemapXml } from "~/lib/sitemap.server";

/**
 * sitemap.xml, with every detail page the catalogue has (read from the backend). Kept an hour by
 * browsers and shared caches; a backend that does not answer gives the 503 page, never a sitemap
 * without the catalogue.
 */
export async function loader(args: LoaderFunctionArgs) {
  const result = await callApi<{ items: DetailPage[] }>(args, "/search/pages", { session: null });
  if (!result.ok) return throwFailure(args.request, result);
  return new Response(sitemapXml(siteOrigin(args.request), result.data.items), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
