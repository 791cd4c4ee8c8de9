import { Hono } from "hono";
import { CONTACT_KINDS } from "#shared/admin-queues";
import { CODE } from "../../codes";
import { ApiError, ok } from "../../envelope";
import { type Env, readBody, readQuery } from "../../http/context";
import { first, paging } from "../../http/list-query";
import { handledBody, handledFilter } from "../admin/schemas";
import { contactRequest, listContactRequests, markContactHandled } from "./service";

/** The contact forms' messages for administrators; mounted by app.ts under /api/admin. */
export const contactAdminRoutes = new Hono<Env>();

const notFound = () => new ApiError(CODE.NOT_FOUND, "Not found.", 404);

/** A message's id from the path: digits only, else 404. */
function idOf(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw notFound();
  return Number(raw);
}

/** `kind` (enquiry, pricing), `handled` (handled, unhandled), `page`. */
contactAdminRoutes.get("/contact-requests", async (c) => {
  const query = readQuery(c, (q) => ({
    kind: CONTACT_KINDS.find((k) => k === first(q, "kind")),
    handled: handledFilter(q),
    paging: paging(q, { maxPage: 1000, maxPageSize: 50, pageSize: 20 }),
  }));
  return ok(c, await listContactRequests(c.var.deps.db, query));
});

contactAdminRoutes.get("/contact-requests/:id", async (c) => {
  const row = await contactRequest(c.var.deps.db, idOf(c.req.param("id")));
  if (!row) throw notFound();
  return ok(c, row);
});

/** Marks the message handled (who and when recorded, an optional note); again changes nothing. */
contactAdminRoutes.post("/contact-requests/:id/handled", async (c) => {
  const id = idOf(c.req.param("id"));
  const { note } = await readBody(c, handledBody);
  const { db } = c.var.deps;
  if (!(await markContactHandled(db, id, c.var.user.userId, note))) throw notFound();
  return ok(c, await contactRequest(db, id));
});
