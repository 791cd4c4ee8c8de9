import { Hono } from "hono";
import { ok } from "../../envelope";
import type { Env } from "../../http/context";
import { listOutbox } from "./service";

/** Accounts' administration: the mail outbox; mounted by app.ts under /api/admin, behind its admin check. */
export const accountAdminRoutes = new Hono<Env>();

accountAdminRoutes.get("/outbox", async (c) => ok(c, await listOutbox(c.var.deps.db)));
