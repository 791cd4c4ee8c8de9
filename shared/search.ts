/** What the site search finds (the page and the backend), in the order its results are grouped. */
export const SEARCH_KINDS = ["product", "solution", "case", "algorithm"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** One thing the search found, in the visitor's language (English where it has no version). */
export interface SearchHit {
  kind: SearchKind;
  id: string;
  title: string;
  summary: string;
  /** Products: the type of their address and their model. */
  type?: string;
  model?: string;
}

export interface SearchResult {
  items: SearchHit[];
  total: number;
  page: number;
  pageSize: number;
  facets: { kind: { value: SearchKind; count: number }[] };
}
