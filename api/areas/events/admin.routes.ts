import { Hono } from "hono";
import { contentChanged } from "#shared/content-events";
import { CODE } from "../../codes";
import { ApiError, ok } from "../../envelope";
import { type ApiContext, type Env, readBody, requestLanguage } from "../../http/context";
import { eventBody } from "./schemas";
import {
  adminGetEvent,
  adminListEvents,
  deleteEvent,
  listRegistrations,
  previewEvent,
  saveEvent,
} from "./service";

/** Events' administration; mounted by app.ts under /api/admin, behind its admin check. */
export const eventAdminRoutes = new Hono<Env>();

const notFound = () => new ApiError(CODE.NOT_FOUND, "Not found.", 404);

eventAdminRoutes.get("/events", async (c) =>
  ok(c, { items: await adminListEvents(c.var.deps.db) }),
);

eventAdminRoutes.get("/events/:id", async (c) => {
  const event = await adminGetEvent(c.var.deps.db, c.req.param("id"));
  if (!event) throw notFound();
  return ok(c, event);
});

async function save(c: ApiContext, create: boolean) {
  const input = await readBody(c, eventBody);
  if (!create && input.id !== c.req.param("id"))
    throw new ApiError(CODE.VALIDATION, "id: an event's id cannot change.");
  const outcome = await saveEvent(c.var.deps.db, input, create);
  if (outcome === "not-found") throw notFound();
  if (outcome === "exists") throw new ApiError(CODE.VALIDATION, "id: an event has this id.", 409);
  if (outcome === "slug-taken")
    throw new ApiError(CODE.VALIDATION, "landingSlug: another event has this page.", 409);
  // Every replica's page cache shows the change.
  contentChanged("events");
  return ok(c, { id: input.id });
}

/** The detail page an input would give, in the request's language; nothing is saved. */
eventAdminRoutes.post("/events/preview", async (c) => {
  const input = await readBody(c, eventBody);
  return ok(c, await previewEvent(c.var.deps.db, input, requestLanguage(c)));
});

eventAdminRoutes.post("/events", (c) => save(c, true));
eventAdminRoutes.put("/events/:id", (c) => save(c, false));

eventAdminRoutes.delete("/events/:id", async (c) => {
  if (!(await deleteEvent(c.var.deps.db, c.req.param("id")))) throw notFound();
  contentChanged("events");
  return ok(c, null);
});

eventAdminRoutes.get("/events/:id/registrations", async (c) => {
  const id = c.req.param("id");
  if (!(await adminGetEvent(c.var.deps.db, id))) throw notFound();
  return ok(c, { items: await listRegistrations(c.var.deps.db, id) });
});
