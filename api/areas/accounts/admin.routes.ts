import { Hono } from "hono";
import { CODE } from "../../codes";
import { ApiError, ok } from "../../envelope";
import { type Env, readBody, readQuery } from "../../http/context";
import { applicantDetail, decideApplicant, listApplicants } from "./applicants";
import { applicantDecisionBody, applicantListQuery } from "./schemas";
import { listOutbox } from "./service";

/**
 * Accounts' administration: the mail outbox and the review of applicant registrations; mounted by
 * app.ts under /api/admin, behind its admin check.
 */
export const accountAdminRoutes = new Hono<Env>();

/** A registration's id from the path: digits only, else 404. */
function idOf(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw new ApiError(CODE.NOT_FOUND, "Not found.", 404);
  return Number(raw);
}

accountAdminRoutes.get("/outbox", async (c) => ok(c, await listOutbox(c.var.deps.db)));

accountAdminRoutes.get("/applicants", async (c) =>
  ok(c, await listApplicants(c.var.deps.db, readQuery(c, applicantListQuery))),
);

accountAdminRoutes.get("/applicants/:id", async (c) =>
  ok(c, await applicantDetail(c.var.deps.db, idOf(c.req.param("id")))),
);

accountAdminRoutes.post("/applicants/:id/decision", async (c) => {
  const id = idOf(c.req.param("id"));
  const body = await readBody(c, applicantDecisionBody);
  return ok(c, await decideApplicant(c.var.deps, id, c.var.user.userId, body));
});
