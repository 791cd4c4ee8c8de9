import { Hono } from "hono";
import { ok } from "../../envelope";
import { type Env, readQuery, requestLanguage } from "../../http/context";
import { searchQuery } from "./schemas";
import { search } from "./service";

/** The site search, mounted at /api/search. */
export const searchRoutes = new Hono<Env>();

searchRoutes.get("/", async (c) => {
  return ok(c, await search(c.var.deps.db, readQuery(c, searchQuery), requestLanguage(c)));
});
