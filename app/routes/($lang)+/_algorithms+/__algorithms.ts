/** The algorithm store's filters, detail tabs and the backend's answers (docs/api.md). */
import { metaBrand, metaT } from "~/lib/meta";

export const FACETS = ["scenario", "classification", "platform", "algorithmType"] as const;
export type Facet = (typeof FACETS)[number];

/** Results per page of the store. */
export const STORE_PAGE_SIZE = 12;

/** The detail tabs, as written in the URL (`?tab=…`), with the key of their label. */
export const TABS = [
  { id: "product-details", label: "productDetails" },
  { id: "associated-product", label: "associatedProduct" },
  { id: "customer-case", label: "customerCase" },
  { id: "customer-evaluation", label: "customerEvaluation" },
  { id: "support", label: "support" },
] as const;
export type TabId = (typeof TABS)[number]["id"];

/** The tab a `?tab=` value names; the first tab for none or an unknown one. */
export function tabOf(value: string | null): TabId {
  return TABS.find((tab) => tab.id === value)?.id ?? TABS[0].id;
}

export interface FacetCount {
  value: string;
  count: number;
}

export interface AlgorithmSummary {
  id: string;
  name: string;
  summary: string;
  scenario: string;
  classification: string;
  platform: string;
  algorithmType: string;
  provider: { name: string };
  releaseDate: string;
  latestVersionDate: string;
}

export interface AlgorithmList {
  items: AlgorithmSummary[];
  total: number;
  page: number;
  pageSize: number;
  facets: Record<Facet, FacetCount[]>;
}

export interface AlgorithmDetail extends Omit<AlgorithmSummary, "provider"> {
  provider: { name: string; profile: string; contactEmail: string; website: string | null };
  detailsLanguage: string;
  details: {
    parameters: { name: string; value: string }[];
    introduction: string;
    versions: { version: string; date: string; notes: string }[];
    highlights: string[];
    scenarioRequirements: string[];
    graphic: string;
    solutions: { id: string; title: string; summary: string }[];
    supportingApplications: string[];
    userManual: string;
  };
  products: {
    id: string;
    model: string;
    type: string;
    productClass: string;
    name: string;
    summary: string;
  }[];
  cases: { id: string; title: string; customer: string; country: string }[];
  rating: { average: number | null; count: number };
  evaluations: { customer: string; rating: number; comment: string; date: string }[];
  support: { email: string; hours: string; languages: string[] } | null;
}

/** What the store's `meta` functions read: the brand name and the store's title and description. */
export function algorithmStrings(matches: { id: string; data: unknown }[]) {
  const t = metaT(matches, "algorithms");
  return {
    brandName: metaBrand(matches),
    store: {
      title: t("store.title", { defaultValue: "" }),
      description: t("store.description", { defaultValue: "" }),
    },
  };
}
