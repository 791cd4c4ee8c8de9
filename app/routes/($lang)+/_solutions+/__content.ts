/**
 * Shapes of the backend's /content answers (docs/api.md). Texts are in the page's language;
 * `fallback` names the fields shown in English because they have no translation yet.
 */
export interface Facet {
  value: string;
  count: number;
}

interface Localized {
  fallback: string[];
}

export interface ProductCardData extends Localized {
  id: string;
  model: string;
  type: string;
  productClass: "camera" | "recorder" | "accessory";
  name: string;
  summary: string;
}

export interface LaunchProduct extends ProductCardData {
  releaseDate: string;
  preSales: boolean;
}

export interface SolutionItem extends Localized {
  id: string;
  industry: string;
  region: string;
  type: string;
  title: string;
  summary: string;
}

export interface CaseItem extends Localized {
  id: string;
  industry: string;
  customer: string;
  country: string;
  date: string;
  title: string;
  summary: string;
}

export interface ListPage<T, F extends string> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  facets: Record<F, Facet[]>;
}

export type SolutionFacet = "industry" | "region" | "type";
export const SOLUTION_FACETS: readonly SolutionFacet[] = ["industry", "region", "type"];

export interface SolutionDetail extends SolutionItem {
  body: string;
  products: ProductCardData[];
  cases: CaseItem[];
}

export interface CaseDetail extends CaseItem {
  body: string;
  products: ProductCardData[];
  solution: SolutionItem | null;
}

export interface Launches {
  since: string | null;
  items: LaunchProduct[];
}

/** Attributes of a field shown in English on a page in another language (left to right, too). */
export function fallbackAttrs(item: Localized, field: string): { lang?: "en"; dir?: "ltr" } {
  return item.fallback.includes(field) ? { lang: "en", dir: "ltr" } : {};
}

export const solutionPath = (id: string) => `/solution-details/${encodeURIComponent(id)}/solution`;
export const casePath = (id: string) => `/case/${encodeURIComponent(id)}/detail`;
