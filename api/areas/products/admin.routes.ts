import { Hono } from "hono";
import { ok } from "../../envelope";
import type { Env } from "../../http/context";
import { listErrorReports } from "./service";

/** Products' administration queues; mounted by app.ts under /api/admin, behind its admin check. */
export const productAdminRoutes = new Hono<Env>();

productAdminRoutes.get("/error-reports", async (c) => ok(c, await listErrorReports(c.var.deps.db)));
