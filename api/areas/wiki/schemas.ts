import {
  enumFilter,
  type Filter,
  first,
  paging,
  type Queries,
  searchText,
} from "../../http/list-query";

/** The product lines that have a wiki (`/{product}wiki`), in the order the wiki index shows them. */
export const WIKI_PRODUCTS = ["camera", "nvr", "thermal"] as const;
export type WikiProduct = (typeof WIKI_PRODUCTS)[number];

export const isWikiProduct = (value: string): value is WikiProduct =>
  (WIKI_PRODUCTS as readonly string[]).includes(value);

/** Longest search text used; a longer one is cut. */
export const MAX_SEARCH_LENGTH = 100;
const PAGING = { maxPage: 1000, maxPageSize: 50, pageSize: 10 };

export interface WikiSearchQuery {
  q?: string;
  product: Filter<WikiProduct>;
  page: number;
  pageSize: number;
}

/** The wiki search's query, read leniently: an unknown product finds nothing, a bad page the first. */
export const wikiSearchQuery = (queries: Queries): WikiSearchQuery => ({
  q: searchText(first(queries, "q"), MAX_SEARCH_LENGTH),
  product: enumFilter(first(queries, "product"), WIKI_PRODUCTS),
  ...paging(queries, PAGING),
});
