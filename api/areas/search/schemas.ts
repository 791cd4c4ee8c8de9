import {
  enumFilter,
  first,
  type Filter,
  paging,
  type Queries,
  searchText,
} from "../../http/list-query";

import { SEARCH_KINDS, type SearchKind } from "#shared/search";

export { SEARCH_KINDS, type SearchKind };

export interface SearchQuery {
  q?: string;
  /** One kind only, none for every kind, or NO_MATCH for an unknown kind. */
  kind: Filter<SearchKind>;
  page: number;
  pageSize: number;
}

/** Longest search text used; a longer one is cut. */
export const MAX_SEARCH_LENGTH = 100;

/** The search query, read leniently: an unknown kind finds nothing, a bad page the first. */
export function searchQuery(queries: Queries): SearchQuery {
  return {
    q: searchText(first(queries, "q"), MAX_SEARCH_LENGTH),
    kind: enumFilter(first(queries, "kind"), SEARCH_KINDS),
    ...paging(queries, { maxPage: 10_000, maxPageSize: 50, pageSize: 20 }),
  };
}
