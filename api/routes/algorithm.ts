import { Hono } from "hono";
import { z } from "zod";
import { CODE } from "../codes";
import { type ApiContext, type Env, requestLanguage } from "../context";
import { ApiError, ok } from "../envelope";
import { algorithmDetail, listAlgorithms } from "../services/algorithms";

export const algorithm = new Hono<Env>();

/** An optional filter value: an empty parameter is the same as none. */
const filterValue = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((v) => v || undefined);

const listQuery = z.object({
  scenario: filterValue,
  classification: filterValue,
  platform: filterValue,
  algorithmType: filterValue,
  q: filterValue,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(12),
});

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

algorithm.get("/list", async (c) => {
  const { q, page, pageSize, ...filters } = readQuery(c, listQuery);
  return ok(
    c,
    await listAlgorithms(c.var.deps.db, { filters, q, page, pageSize }, requestLanguage(c)),
  );
});

algorithm.get("/:id", async (c) => {
  return ok(c, await algorithmDetail(c.var.deps.db, c.req.param("id"), requestLanguage(c)));
});
