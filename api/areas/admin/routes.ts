import { Hono, type MiddlewareHandler } from "hono";
import { CODE } from "../../codes";
import { ApiError, ok } from "../../envelope";
import { type Env, readQuery, requireUser } from "../../http/context";
import { dealReviewQuery } from "./schemas";
import { adminSummary, reviewDeals } from "./service";

/**
 * The console's own calls, open to administrators and to channel managers (who see only the deals
 * naming them); mounted by app.ts under /api/admin before the administrators-only areas.
 */
export const adminConsoleRoutes = new Hono<Env>();

const reviewer: MiddlewareHandler<Env> = async (c, next) => {
  const { roles } = c.var.user;
  if (!roles.includes("admin") && !roles.includes("channel_manager"))
    throw new ApiError(CODE.FORBIDDEN, "Forbidden.", 403);
  await next();
};

/** Each queue's pending and total count that the caller may see. */
adminConsoleRoutes.get("/summary", requireUser, reviewer, async (c) =>
  ok(c, await adminSummary(c.var.deps.db, c.var.user)),
);

/** The deals to review: all for an administrator, the channel manager's own otherwise. */
adminConsoleRoutes.get("/deals", requireUser, reviewer, async (c) =>
  ok(c, await reviewDeals(c.var.deps.db, c.var.user, readQuery(c, dealReviewQuery))),
);
