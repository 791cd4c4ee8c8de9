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

/**
 * The catalogue's categories as the product-center landing and the Products menu show them:
 * cameras by type, recorders by type, accessories. Each leads to the filtered product list.
 */
export const PRODUCT_CATEGORIES = [
  {
    productClass: "camera",
    types: ["bullet", "dome", "turret", "ptz", "fisheye", "thermal", "box"],
  },
  { productClass: "recorder", types: ["nvr", "xvr"] },
  { productClass: "accessory", types: [] },
] as const;

/**
 * The product list filtered to a class, and to one of its types: the list's canonical address
 * (`listHref` of list-query.ts writes the same; the test holds them together). Written out here so
 * the menu of every page carries no list code.
 */
export const categoryPath = (productClass: string, type?: string) =>
  `/product-center?productClass=${encodeURIComponent(productClass)}${
    type ? `&type=${encodeURIComponent(type)}` : ""
  }`;
