import { LANGUAGES, localizePath } from "~/i18n/languages";
import { type DetailPage, detailPath } from "./detail-paths";
import { SITE_PAGES } from "./site-pages";

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One page in every language, each with its language alternates and the default. */
function urlEntries(origin: string, path: string): string[] {
  const alternates = [
    ...LANGUAGES.map(
      (l) =>
        `    <xhtml:link rel="alternate" hreflang="${l.lang}" href="${escapeXml(origin + localizePath(path, l))}"/>`,
    ),
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + path)}"/>`,
  ].join("\n");
  return LANGUAGES.map(
    (language) =>
      `  <url>\n    <loc>${escapeXml(origin + localizePath(path, language))}</loc>\n${alternates}\n  </url>`,
  );
}

/**
 * sitemap.xml: every page in every language, each with its language alternates: the site's own
 * pages, then the detail pages of the catalogue (products, solutions, cases, algorithms) and each
 * product's app instructions.
 */
export function sitemapXml(origin: string, details: DetailPage[] = []): string {
  // Each product also has its app instructions (/instructions/{product}).
  const instructions = details
    .filter((page) => !("path" in page) && page.kind === "product")
    .map((page) => `/instructions/${encodeURIComponent(page.id)}`);
  const paths = [
    ...SITE_PAGES.information,
    ...SITE_PAGES.legal,
    ...details.map(detailPath),
    ...instructions,
  ];
  const urls = [...new Set(paths)].flatMap((path) => urlEntries(origin, path));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /personal-center\n\nSitemap: ${origin}/sitemap.xml\n`;
}
