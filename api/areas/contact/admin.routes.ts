import { Hono } from "hono";
import { CODE } from "../../codes";
import { ApiError, ok } from "../../envelope";
import type { Env } from "../../http/context";
import { contactRequest, listContactRequests } from "./service";

/** The contact forms' messages for administrators; mounted by app.ts under /api/admin. */
export const contactAdminRoutes = new Hono<Env>();

contactAdminRoutes.get("/contact-requests", async (c) =>
  ok(c, await listContactRequests(c.var.deps.db)),
);

contactAdminRoutes.get("/contact-requests/:id", async (c) => {
  const id = c.req.param("id");
  const row = /^\d{1,9}$/.test(id) ? await contactRequest(c.var.deps.db, Number(id)) : null;
  if (!row) throw new ApiError(CODE.NOT_FOUND, "Not found.", 404);
  return ok(c, row);
});
