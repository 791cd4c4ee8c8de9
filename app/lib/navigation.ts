/**
 * The site menu (spec §2 Navigation). `to` is the unprefixed path; entries whose page is not built
 * yet have `available: false` and are shown as coming, never as working links.
 */
export interface MenuLink {
  key: string;
  to: string;
  available: boolean;
}
export interface MenuGroup {
  key: string;
  children: MenuEntry[];
}
export type MenuEntry = MenuLink | MenuGroup;

export function isGroup(entry: MenuEntry): entry is MenuGroup {
  return "children" in entry;
}

export const MAIN_MENU: MenuEntry[] = [
  { key: "products", to: "/product-center", available: true },
  { key: "solutions", to: "/solution", available: true },
  { key: "support", to: "/support", available: true },
  {
    key: "partners",
    children: [
      { key: "partnerMap", to: "/channel", available: true },
      {
        key: "forPartners",
        children: [
          { key: "certificate", to: "/specialist", available: true },
          { key: "becomePartner", to: "/reseller", available: true },
        ],
      },
      { key: "dealRegistration", to: "/dr-list", available: true },
      { key: "activityHub", to: "/activity-hub", available: true },
    ],
  },
  {
    key: "resources",
    children: [
      { key: "documentation", to: "/documentation", available: true },
      { key: "firmware", to: "/firmware", available: true },
      { key: "software", to: "/soft-download", available: true },
      { key: "video", to: "/video-library", available: true },
      { key: "tools", to: "/tools", available: true },
    ],
  },
  { key: "algorithm", to: "/algorithmstore", available: true },
  {
    key: "about",
    children: [
      { key: "aboutUs", to: "/about", available: true },
      { key: "contact", to: "/contact", available: true },
      { key: "news", to: "/news", available: true },
    ],
  },
];

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
