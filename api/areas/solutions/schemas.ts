import { type Filter, paging, type Queries, textFilters } from "../../http/list-query";

export const SOLUTION_FACETS = ["industry", "region", "type"] as const;
export type SolutionFacet = (typeof SOLUTION_FACETS)[number];
/** Filters of the solutions list: none, a value, or NO_MATCH (matches no solution). */
export type SolutionFilters = Partial<Record<SolutionFacet, Filter>>;

export interface Paging {
  page: number;
  pageSize: number;
}

/** Longest filter value that can name a solution's industry, region or type. */
const MAX_FILTER_LENGTH = 60;
/** Page and page size of a list; anything else than a whole number in range is the default. */
const PAGING = { maxPage: 1000, maxPageSize: 60, pageSize: 9 };

/**
 * A list's query, read leniently: an empty filter is none, one that cannot match gives an empty
 * list, a bad page or page size the default.
 */
const listQuery =
  <K extends string>(names: readonly K[]) =>
  (queries: Queries) => ({
    filters: textFilters(queries, names, MAX_FILTER_LENGTH),
    paging: paging(queries, PAGING),
  });

export const solutionsQuery = listQuery(SOLUTION_FACETS);
export const casesQuery = listQuery(["industry"] as const);
