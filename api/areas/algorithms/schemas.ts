import {
  type Filter,
  first,
  paging,
  type Queries,
  searchText,
  textFilters,
} from "../../http/list-query";

/** The four filters of the algorithm store (spec "Other screens"). */
export const FACETS = ["scenario", "classification", "platform", "algorithmType"] as const;
export type Facet = (typeof FACETS)[number];

export interface ListQuery {
  /** None, a value, or NO_MATCH for a value that matches no algorithm. */
  filters: Partial<Record<Facet, Filter>>;
  q?: string;
  page: number;
  pageSize: number;
}

/** Longest filter value that can name a scenario, classification, platform or type. */
const MAX_FILTER_LENGTH = 100;
/** Longest search text used; a longer one is cut. */
const MAX_SEARCH_LENGTH = 100;

/**
 * The store's query, read leniently: a filter value that cannot match gives an empty list, a bad
 * page or page size the default, an overlong search text is cut.
 */
export function listQuery(queries: Queries): ListQuery {
  return {
    filters: textFilters(queries, FACETS, MAX_FILTER_LENGTH),
    q: searchText(first(queries, "q"), MAX_SEARCH_LENGTH),
    ...paging(queries, { maxPage: 10_000, maxPageSize: 50, pageSize: 12 }),
  };
}
