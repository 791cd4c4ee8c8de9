import type { LoaderFunctionArgs } from "@remix-run/node";
import { siteOrigin } from "~/lib/brand.server";
import { robotsTxt } from "~/lib/sitemap.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return new Response(robotsTxt(siteOrigin(request)), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
