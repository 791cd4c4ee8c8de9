import { Hono } from "hono";
import { ok } from "../../envelope";
import { type Env, requestLanguage, requireUser } from "../../http/context";
import { accountOverview } from "./service";

/** The signed-in user's own things in one answer (the personal center); mounted at /api/account. */
export const overviewRoutes = new Hono<Env>();
overviewRoutes.use(requireUser);

overviewRoutes.get("/overview", async (c) =>
  ok(c, await accountOverview(c.var.deps.db, c.var.user, requestLanguage(c))),
);
