import { z } from "zod";
import {
  choice,
  enumFilter,
  type Filter,
  first,
  paging,
  type Queries,
  searchText,
  textFilter,
} from "../../http/list-query";

export const FACETS = ["productClass", "type", "processor", "memory", "computingPower"] as const;
export type Facet = (typeof FACETS)[number];

const PRODUCT_CLASSES = ["camera", "recorder", "accessory"] as const;
const SORTS = ["overall", "hot", "latest"] as const;
/** Longest value of each text facet that can match a product. */
const FACET_LENGTHS: Record<Exclude<Facet, "productClass">, number> = {
  type: 40,
  processor: 60,
  memory: 40,
  computingPower: 40,
};

/**
 * The list's query, read leniently: a filter value that cannot match (an unknown class, an overlong
 * text) gives an empty list, a bad sort, page or page size the default, a long search text is cut.
 */
export function listQuery(queries: Queries) {
  const facets: Record<Facet, Filter> = {
    productClass: enumFilter(first(queries, "productClass"), PRODUCT_CLASSES),
    type: textFilter(first(queries, "type"), FACET_LENGTHS.type),
    processor: textFilter(first(queries, "processor"), FACET_LENGTHS.processor),
    memory: textFilter(first(queries, "memory"), FACET_LENGTHS.memory),
    computingPower: textFilter(first(queries, "computingPower"), FACET_LENGTHS.computingPower),
  };
  return {
    ...facets,
    preSales: enumFilter(first(queries, "preSales"), ["true", "false"] as const),
    q: searchText(first(queries, "q"), 80),
    sort: choice(first(queries, "sort"), SORTS, "overall"),
    ...paging(queries, { maxPage: 1000, maxPageSize: 60, pageSize: 12 }),
  };
}
export type ListQuery = ReturnType<typeof listQuery>;

/** At most four products side by side; `ids` is a comma-separated list. */
export function compareIds(ids: string | undefined): string[] {
  return (ids ?? "").split(",").filter(Boolean).slice(0, 4);
}

export const favoriteBody = z.object({ productId: z.string().min(1).max(80) });
