/** What the site search finds (the page and the backend), in the order its results are grouped. */
export const SEARCH_KINDS = ["product", "solution", "case", "algorithm"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
