import { LANGUAGES, localizePath } from "~/i18n/languages";
import { SITE_PAGES } from "./navigation";

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** sitemap.xml: every page in every language, each with its language alternates. */
export function sitemapXml(origin: string): string {
  const paths = [...SITE_PAGES.information, ...SITE_PAGES.legal];
  const urls = paths.flatMap((path) =>
    LANGUAGES.map((language) => {
      const alternates = LANGUAGES.map(
        (l) =>
          `    <xhtml:link rel="alternate" hreflang="${l.lang}" href="${escapeXml(origin + localizePath(path, l))}"/>`,
      ).join("\n");
      return `  <url>\n    <loc>${escapeXml(origin + localizePath(path, language))}</loc>\n${alternates}\n    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + path)}"/>\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /personal-center\n\nSitemap: ${origin}/sitemap.xml\n`;
}
