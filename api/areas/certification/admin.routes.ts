import { Hono } from "hono";
import { CODE } from "../../codes";
import { ApiError, ok } from "../../envelope";
import { type ApiContext, type Env, readBody, readQuery } from "../../http/context";
import { storedFileResponse } from "../../infra/file-response";
import { decisionBody, type FileField, listQuery, resultBody } from "./schemas";
import {
  decideExamRegistration,
  examRegistrationDetail,
  examRegistrationFile,
  listExamRegistrations,
  recordExamResult,
} from "./service";

/** Exam registrations' administration; mounted by app.ts under /api/admin, behind its admin check. */
export const certificationAdminRoutes = new Hono<Env>();

function registrationId(c: ApiContext): number {
  const raw = c.req.param("id") ?? "";
  if (!/^\d{1,9}$/.test(raw)) throw new ApiError(CODE.NOT_FOUND, "Not found.", 404);
  return Number(raw);
}

/** Origin of links in e-mails: SITE_URL, or the request's own. */
function origin(c: ApiContext): string {
  const site = c.var.deps.config.siteUrl;
  return site ? new URL(site).origin : new URL(c.req.url).origin;
}

certificationAdminRoutes.get("/exam-registrations", async (c) =>
  ok(c, await listExamRegistrations(c.var.deps.db, readQuery(c, listQuery))),
);

certificationAdminRoutes.get("/exam-registrations/:id", async (c) =>
  ok(c, await examRegistrationDetail(c.var.deps.db, registrationId(c))),
);

/** A registration's proof of employment or business license, as a download; 404 when none. */
certificationAdminRoutes.get("/exam-registrations/:id/files/:field{proof|license}", async (c) => {
  const { db, config } = c.var.deps;
  const stored = await examRegistrationFile(
    db,
    registrationId(c),
    c.req.param("field") as FileField,
  );
  const response = stored
    ? await storedFileResponse(config.filesDir, stored.key, { inline: false, name: stored.name })
    : null;
  if (!response) throw new ApiError(CODE.NOT_FOUND, "Not found.", 404);
  return response;
});

certificationAdminRoutes.post("/exam-registrations/:id/decision", async (c) => {
  const id = registrationId(c);
  const body = await readBody(c, decisionBody);
  return ok(c, await decideExamRegistration(c.var.deps, id, c.var.user.userId, body));
});

certificationAdminRoutes.post("/exam-registrations/:id/result", async (c) => {
  const id = registrationId(c);
  const body = await readBody(c, resultBody);
  return ok(c, await recordExamResult(c.var.deps, id, c.var.user.userId, body, origin(c)));
});
