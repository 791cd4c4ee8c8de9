import { Hono } from "hono";
import { type ApiContext, type Env, requestLanguage } from "../../http/context";
import { ok } from "../../envelope";
import { first, searchText, textFilter, wholeNumber } from "../../http/list-query";
import { algorithmDetail, FACETS, type ListQuery, listAlgorithms } from "./service";

export const algorithm = new Hono<Env>();

/** Longest filter value that can name a scenario, classification, platform or type. */
const MAX_FILTER_LENGTH = 100;
/** Longest search text used; a longer one is cut. */
const MAX_SEARCH_LENGTH = 100;

/**
 * The store's query, read leniently: a filter value that cannot match gives an empty list, a bad
 * page or page size the default, an overlong search text is cut.
 */
function listQuery(c: ApiContext): ListQuery {
  const queries = c.req.queries();
  return {
    filters: Object.fromEntries(
      FACETS.map((facet) => [facet, textFilter(first(queries, facet), MAX_FILTER_LENGTH)]),
    ),
    q: searchText(first(queries, "q"), MAX_SEARCH_LENGTH),
    page: wholeNumber(first(queries, "page"), 10_000, 1),
    pageSize: wholeNumber(first(queries, "pageSize"), 50, 12),
  };
}

algorithm.get("/list", async (c) => {
  return ok(c, await listAlgorithms(c.var.deps.db, listQuery(c), requestLanguage(c)));
});

algorithm.get("/:id", async (c) => {
  return ok(c, await algorithmDetail(c.var.deps.db, c.req.param("id"), requestLanguage(c)));
});
