import { Hono } from "hono";
import { ok } from "../../envelope";
import { type Env, requestLanguage } from "../../http/context";
import { homeBlocks, isoDay } from "./service";

/** The home page's blocks (`GET /api/home?language=…`), with the clock the upcoming events count from. */
export function homeRouter(now: () => Date = () => new Date()) {
  const routes = new Hono<Env>();
  routes.get("/", async (c) =>
    ok(c, await homeBlocks(c.var.deps.db, requestLanguage(c), isoDay(now()))),
  );
  return routes;
}

/** Mounted at /api/home. */
export const homeRoutes = homeRouter();
