import { isGroup, MAIN_MENU, type MenuEntry } from "./navigation";

/*
 * The site's pages beyond the menu: what the sitemap lists and how it names them, and the pages
 * linked from inside others. Apart from the menu (navigation.ts) so that the menu, which every page
 * loads, does not carry the sitemap's lists.
 */

/** Pages of this site that exist, in every language: the sitemap page and sitemap.xml list them. */
export const SITE_PAGES = {
  information: [
    "/home",
    "/product-center",
    "/new-product-launch",
    "/solution",
    "/case",
    "/algorithmstore",
    "/about",
    "/what-is-a-software-defined-camera",
    "/contact",
    "/news",
    "/sitemap",
    "/tools",
    "/tools/bandwidth",
    "/tools/storage",
    "/tools/nvr-access",
    "/tools/detection-distance",
    "/tools/design-tool",
    "/tools/md5-checker",
    "/channel",
    "/specialist",
    "/reseller",
    "/documentation",
    "/firmware",
    "/soft-download",
    "/video-library",
    "/training",
    "/training-course",
    "/csp-learn",
    "/product-certification",
    "/app/download",
    "/cameraapp",
    "/nvrapp",
    "/holoz-app-download",
    "/wiki",
    "/wiki-search",
    "/ai-chat",
  ],
  legal: [
    "/legal",
    "/privacy-policy",
    "/terms",
    "/terms/rma",
    "/warrantypolicy",
    "/brazil-privacy-notice",
    "/security",
    "/security/advisories",
    "/policy-S200app",
    "/dr-privacy-policy",
  ],
} as const;

export const PAGE_LABEL_KEYS: Record<string, string> = {
  "/home": "nav.home",
  "/product-center": "nav.products",
  "/new-product-launch": "solutions:launch.eyebrow",
  "/solution": "nav.solutions",
  "/case": "solutions:cases.title",
  "/algorithmstore": "nav.algorithm",
  "/about": "nav.aboutUs",
  "/what-is-a-software-defined-camera": "nav.whatIsSdc",
  "/contact": "nav.contact",
  "/news": "nav.news",
  "/sitemap": "marketing:sitemap.title",
  "/legal": "footer.terms",
  "/privacy-policy": "footer.privacy",
  "/terms": "footer.portalTerms",
  "/terms/rma": "policies.rma",
  "/warrantypolicy": "policies.warranty",
  "/brazil-privacy-notice": "policies.brazilPrivacy",
  "/security": "policies.security",
  "/security/advisories": "policies.advisories",
  "/tools": "tools.menu",
  "/tools/bandwidth": "tools.bandwidth",
  "/tools/storage": "tools.storage",
  "/tools/nvr-access": "tools.nvrAccess",
  "/tools/detection-distance": "tools.detectionDistance",
  "/tools/design-tool": "tools.designTool",
  "/tools/md5-checker": "tools.md5Checker",
  "/channel": "nav.partnerMap",
  "/specialist": "nav.certificate",
  "/reseller": "nav.becomePartner",
  "/documentation": "nav.documentation",
  "/firmware": "nav.firmware",
  "/soft-download": "nav.software",
  "/video-library": "nav.video",
  "/training": "sitemapPages.training",
  "/training-course": "sitemapPages.trainingCourse",
  "/csp-learn": "sitemapPages.cspLearn",
  "/product-certification": "sitemapPages.productCertification",
  "/app/download": "sitemapPages.app",
  "/cameraapp": "sitemapPages.cameraApp",
  "/nvrapp": "sitemapPages.nvrApp",
  "/holoz-app-download": "sitemapPages.holozApp",
  "/wiki": "sitemapPages.wiki",
  "/wiki-search": "sitemapPages.wikiSearch",
  "/ai-chat": "sitemapPages.aiChat",
  "/policy-S200app": "sitemapPages.s200Policy",
  "/dr-privacy-policy": "sitemapPages.dealPrivacy",
};

/**
 * Pages linked from inside other pages rather than from the menu, with whether they are built: a
 * page links to one only when it is, and offers its fallback otherwise.
 */
export const LINKED_PAGES: Record<string, boolean> = {
  "/learn-register": true,
  "/csp-learn": true,
  "/training": true,
  "/training-course": true,
  "/product-certification": true,
  "/my-learn": true,
};

/** Whether the page at `path` (unprefixed) is built: a menu entry marked available, or a linked page. */
export function isAvailable(path: string): boolean {
  const inMenu = (entries: MenuEntry[]): boolean =>
    entries.some((e) => (isGroup(e) ? inMenu(e.children) : e.to === path && e.available));
  return LINKED_PAGES[path] ?? inMenu(MAIN_MENU);
}
