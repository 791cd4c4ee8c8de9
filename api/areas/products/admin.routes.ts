import { Hono } from "hono";
import { contentChanged } from "../../../shared/content-events";
import type { Database } from "../../db/client";
import { loadCatalogue } from "../../db/seed";
import { ok } from "../../envelope";
import type { Env } from "../../http/context";
import { listErrorReports } from "./service";

/** Products' administration queues; mounted by app.ts under /api/admin, behind its admin check. */
export const productAdminRoutes = new Hono<Env>();

productAdminRoutes.get("/error-reports", async (c) => ok(c, await listErrorReports(c.var.deps.db)));

/**
 * Replaces the catalogue with the files of content/catalogue (what `npm run seed` does to a running
 * site), in one transaction; then every replica's page cache is cleared (LISTEN/NOTIFY on PostgreSQL).
 */
productAdminRoutes.post("/catalogue/reload", async (c) => {
  const { db, brandName } = c.var.deps;
  const counts = await db.transaction((tx) => loadCatalogue(tx as unknown as Database, brandName));
  // Raised again after the commit: a page rendered before it may have been kept with the old catalogue.
  contentChanged("catalogue");
  return ok(c, counts);
});
