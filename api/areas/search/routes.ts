import { Hono } from "hono";
import { ok } from "../../envelope";
import { type Env, readQuery, requestLanguage } from "../../http/context";
import { searchQuery } from "./schemas";
import { detailPages, search } from "./service";

/** The site search, mounted at /api/search. */
export const searchRoutes = new Hono<Env>();

searchRoutes.get("/", async (c) => {
  return ok(c, await search(c.var.deps.db, readQuery(c, searchQuery), requestLanguage(c)));
});

/** Every detail page of the catalogue: kind, id (and a product's type), for sitemap.xml. */
searchRoutes.get("/pages", async (c) => ok(c, await detailPages(c.var.deps.db)));
