import { Hono } from "hono";
import { CODE } from "../../codes";
import { ApiError, ok } from "../../envelope";
import { type Env, readBody, readQuery, siteLink } from "../../http/context";
import { storedFileResponse } from "../../infra/file-response";
import { applicationListQuery, decisionBody } from "./schemas";
import {
  applicationDetail,
  applicationFile,
  decideApplication,
  listApplications,
  registrationPath,
} from "./service";

/**
 * The review of partner applications; mounted by app.ts under /api/admin, behind its administrator
 * check (partners and anonymous callers are refused there).
 */
export const applicationAdminRoutes = new Hono<Env>();

const notFound = () => new ApiError(CODE.NOT_FOUND, "Not found.", 404);

/** An application's id from the path: digits only, else 404. */
function idOf(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw notFound();
  return Number(raw);
}

applicationAdminRoutes.get("/partner-applications", async (c) =>
  ok(c, await listApplications(c.var.deps.db, readQuery(c, applicationListQuery))),
);

applicationAdminRoutes.get("/partner-applications/:id", async (c) =>
  ok(c, await applicationDetail(c.var.deps.db, idOf(c.req.param("id")))),
);

/** One file of an application, streamed from the store as a download under the name it was sent with. */
applicationAdminRoutes.get(
  "/partner-applications/:id/files/:field{logo|agreement|license}",
  async (c) => {
    const { db, config } = c.var.deps;
    const stored = await applicationFile(db, idOf(c.req.param("id")), c.req.param("field"));
    if (!stored) throw notFound();
    const response = await storedFileResponse(config.filesDir, stored.key, {
      inline: false,
      name: stored.name,
    });
    if (!response) throw notFound();
    return response;
  },
);

applicationAdminRoutes.post("/partner-applications/:id/decision", async (c) => {
  const id = idOf(c.req.param("id"));
  const body = await readBody(c, decisionBody);
  return ok(c, await decideApplication(c.var.deps, id, c.var.user.userId, body));
});

/** The absolute link of an approved application's QR code: its registration page on the site. */
applicationAdminRoutes.get("/partner-applications/:id/registration-link", async (c) => {
  const path = await registrationPath(c.var.deps.db, idOf(c.req.param("id")));
  return ok(c, { link: siteLink(c, path) });
});
