import { Hono } from "hono";
import { type Env, readQuery, requestLanguage } from "../../http/context";
import { ok } from "../../envelope";
import { listQuery } from "./schemas";
import { algorithmDetail, listAlgorithms } from "./service";

/** The algorithm store (spec "Other screens"), mounted at /api/algorithm. */
export const algorithmRoutes = new Hono<Env>();

algorithmRoutes.get("/list", async (c) => {
  return ok(c, await listAlgorithms(c.var.deps.db, readQuery(c, listQuery), requestLanguage(c)));
});

algorithmRoutes.get("/:id", async (c) => {
  return ok(c, await algorithmDetail(c.var.deps.db, c.req.param("id"), requestLanguage(c)));
});
