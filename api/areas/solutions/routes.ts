import { Hono } from "hono";
import { CODE } from "../../codes";
import { type ApiContext, type Env, requestLanguage } from "../../http/context";
import { ApiError, ok } from "../../envelope";
import { type Filter, first, textFilter, wholeNumber } from "../../http/list-query";
import {
  getCase,
  getSolution,
  listCases,
  listLaunches,
  listSolutions,
  SOLUTION_FACETS,
} from "./service";

/** Public content: solutions, success stories and the new-product launch. */
export const content = new Hono<Env>();

/** Longest filter value that can name a solution's industry, region or type. */
const MAX_FILTER_LENGTH = 60;

/** Page and page size of a list; anything else than a whole number in range is the default. */
function paging(c: ApiContext) {
  const queries = c.req.queries();
  return {
    page: wholeNumber(first(queries, "page"), 1000, 1),
    pageSize: wholeNumber(first(queries, "pageSize"), 60, 9),
  };
}

/** The filters of a list: an empty one is none, one that cannot match gives an empty list. */
function filters<K extends string>(c: ApiContext, names: readonly K[]) {
  const queries = c.req.queries();
  return Object.fromEntries(
    names.map((name) => [name, textFilter(first(queries, name), MAX_FILTER_LENGTH)]),
  ) as Record<K, Filter>;
}

const notFound = () => new ApiError(CODE.NOT_FOUND, "Not found.", 404);

content.get("/solutions", async (c) => {
  return ok(
    c,
    await listSolutions(c.var.deps.db, requestLanguage(c), filters(c, SOLUTION_FACETS), paging(c)),
  );
});

content.get("/solutions/:id", async (c) => {
  const solution = await getSolution(c.var.deps.db, c.req.param("id"), requestLanguage(c));
  if (!solution) throw notFound();
  return ok(c, solution);
});

content.get("/cases", async (c) => {
  return ok(
    c,
    await listCases(c.var.deps.db, requestLanguage(c), filters(c, ["industry"]), paging(c)),
  );
});

content.get("/cases/:id", async (c) => {
  const story = await getCase(c.var.deps.db, c.req.param("id"), requestLanguage(c));
  if (!story) throw notFound();
  return ok(c, story);
});

content.get("/launches", async (c) => ok(c, await listLaunches(c.var.deps.db, requestLanguage(c))));
