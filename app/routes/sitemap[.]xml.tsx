import type { LoaderFunctionArgs } from "@remix-run/node";
import { siteOrigin } from "~/lib/brand.server";
import { sitemapXml } from "~/lib/sitemap.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return new Response(sitemapXml(siteOrigin(request)), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
