import { Hono } from "hono";
import { ok } from "../../envelope";
import { type Env, readQuery } from "../../http/context";
import { partnersQuery } from "./schemas";
import { listPartners } from "./service";

/** The public partner directory (spec §3 partner listing); mounted at /api/partners. */
export const partnerDirectoryRoutes = new Hono<Env>();

partnerDirectoryRoutes.get("/", async (c) => {
  const { filters, paging } = readQuery(c, partnersQuery);
  return ok(c, await listPartners(c.var.deps.db, filters, paging));
});
