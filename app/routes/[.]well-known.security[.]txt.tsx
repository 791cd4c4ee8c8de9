import type { LoaderFunctionArgs } from "@remix-run/node";
import { siteOrigin } from "~/lib/brand.server";
import { siteConfig } from "~/lib/env.server";
import { securityTxt } from "~/lib/security-txt.server";

/** RFC 9116: the security contact for people and tools; the same for every visitor. */
export async function loader({ request }: LoaderFunctionArgs) {
  return new Response(securityTxt(siteOrigin(request), siteConfig().security), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
