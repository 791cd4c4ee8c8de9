import { Hono } from "hono";
import { CODE } from "../../codes";
import { ApiError, ok } from "../../envelope";
import { type Env, readQuery, requestLanguage } from "../../http/context";
import { casesQuery, solutionsQuery } from "./schemas";
import { getCase, getSolution, listCases, listLaunches, listSolutions } from "./service";

/** Public content: solutions, success stories and the new-product launch; mounted at /api/content. */
export const solutionRoutes = new Hono<Env>();

const notFound = () => new ApiError(CODE.NOT_FOUND, "Not found.", 404);

solutionRoutes.get("/solutions", async (c) => {
  const { filters, paging } = readQuery(c, solutionsQuery);
  return ok(c, await listSolutions(c.var.deps.db, requestLanguage(c), filters, paging));
});

solutionRoutes.get("/solutions/:id", async (c) => {
  const solution = await getSolution(c.var.deps.db, c.req.param("id"), requestLanguage(c));
  if (!solution) throw notFound();
  return ok(c, solution);
});

solutionRoutes.get("/cases", async (c) => {
  const { filters, paging } = readQuery(c, casesQuery);
  return ok(c, await listCases(c.var.deps.db, requestLanguage(c), filters, paging));
});

solutionRoutes.get("/cases/:id", async (c) => {
  const story = await getCase(c.var.deps.db, c.req.param("id"), requestLanguage(c));
  if (!story) throw notFound();
  return ok(c, story);
});

solutionRoutes.get("/launches", async (c) =>
  ok(c, await listLaunches(c.var.deps.db, requestLanguage(c))),
);
