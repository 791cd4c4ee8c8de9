import { siteConfig } from "./env.server";

export type { Brand } from "./env.server";

/** The brand, its contacts and links (configuration; see env.server.ts). */
export const brand = siteConfig().brand;

/** The public origin used in canonical links and sitemap.xml: SITE_URL, or the request's own. */
export function siteOrigin(request: Request): string {
  return siteConfig().siteOrigin ?? new URL(request.url).origin;
}
