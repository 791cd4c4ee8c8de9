import { Hono } from "hono";
import { z } from "zod";
import { CODE } from "../codes";
import { type ApiContext, type Env, requestLanguage } from "../context";
import { ApiError, ok } from "../envelope";
import { getCase, getSolution, listCases, listLaunches, listSolutions } from "../services/content";

/** Public content: solutions, success stories and the new-product launch. */
export const content = new Hono<Env>();

/** An optional filter value; an empty one (a form's "all" choice) means no filter. */
const filterValue = z
  .string()
  .max(60)
  .optional()
  .transform((v) => v || undefined);

const paging = {
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(60).default(9),
};

const solutionsQuery = z.object({
  industry: filterValue,
  region: filterValue,
  type: filterValue,
  ...paging,
});

const casesQuery = z.object({ industry: filterValue, ...paging });

function readQuery<T extends z.ZodType>(c: ApiContext, schema: T): z.infer<T> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ApiError(
      CODE.VALIDATION,
      `${issue?.path.join(".") || "query"}: ${issue?.message ?? "invalid"}`,
    );
  }
  return parsed.data;
}

const notFound = () => new ApiError(CODE.NOT_FOUND, "Not found.", 404);

content.get("/solutions", async (c) => {
  const { page, pageSize, ...filters } = readQuery(c, solutionsQuery);
  return ok(c, await listSolutions(c.var.deps.db, requestLanguage(c), filters, { page, pageSize }));
});

content.get("/solutions/:id", async (c) => {
  const solution = await getSolution(c.var.deps.db, c.req.param("id"), requestLanguage(c));
  if (!solution) throw notFound();
  return ok(c, solution);
});

content.get("/cases", async (c) => {
  const { page, pageSize, ...filters } = readQuery(c, casesQuery);
  return ok(c, await listCases(c.var.deps.db, requestLanguage(c), filters, { page, pageSize }));
});

content.get("/cases/:id", async (c) => {
  const story = await getCase(c.var.deps.db, c.req.param("id"), requestLanguage(c));
  if (!story) throw notFound();
  return ok(c, story);
});

content.get("/launches", async (c) => ok(c, await listLaunches(c.var.deps.db, requestLanguage(c))));
