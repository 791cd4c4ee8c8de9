import { Hono } from "hono";
import { contentChanged } from "#shared/content-events";
import { CODE } from "../../codes";
import { changedFields, recordAudit } from "../../db/audit";
import type { Database } from "../../db/client";
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

/**
 * Editing events; mounted by app.ts under /api/admin, behind the content editors' check (editors
 * and administrators). Every change is recorded in the audit log in its transaction.
 */
export const eventEditorRoutes = new Hono<Env>();

/**
 * The events' registrations (names, e-mail addresses: personal data); mounted by app.ts under
 * /api/admin, behind its admin check.
 */
export const eventAdminRoutes = new Hono<Env>();

const notFound = () => new ApiError(CODE.NOT_FOUND, "Not found.", 404);

eventEditorRoutes.get("/events", async (c) =>
  ok(c, { items: await adminListEvents(c.var.deps.db) }),
);

eventEditorRoutes.get("/events/:id", async (c) => {
  const event = await adminGetEvent(c.var.deps.db, c.req.param("id"));
  if (!event) throw notFound();
  return ok(c, event);
});

async function save(c: ApiContext, create: boolean) {
  const input = await readBody(c, eventBody);
  if (!create && input.id !== c.req.param("id"))
    throw new ApiError(CODE.VALIDATION, "id: an event's id cannot change.");
  const outcome = await c.var.deps.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const before = create ? null : await adminGetEvent(db, input.id);
    const saved = await saveEvent(db, input, create);
    if (saved === "saved") {
      const after = await adminGetEvent(db, input.id);
      await recordAudit(db, c.var.user, {
        action: create ? "create" : "update",
        subjectKind: "event",
        subjectId: input.id,
        changes: {
          title: input.title.en,
          fields: Object.keys(changedFields(before, after ?? {})).filter((key) => key !== "id"),
        },
      });
    }
    return saved;
  });
  if (outcome === "not-found") throw notFound();
  if (outcome === "exists") throw new ApiError(CODE.VALIDATION, "id: an event has this id.", 409);
  if (outcome === "slug-taken")
    throw new ApiError(CODE.VALIDATION, "landingSlug: another event has this page.", 409);
  // Every replica's page cache shows the change.
  contentChanged("events");
  return ok(c, { id: input.id });
}

/** The detail page an input would give, in the request's language; nothing is saved. */
eventEditorRoutes.post("/events/preview", async (c) => {
  const input = await readBody(c, eventBody);
  return ok(c, await previewEvent(c.var.deps.db, input, requestLanguage(c)));
});

eventEditorRoutes.post("/events", (c) => save(c, true));
eventEditorRoutes.put("/events/:id", (c) => save(c, false));

/** Deletes an event and its registrations; the audit entry says how many registrations went. */
eventEditorRoutes.delete("/events/:id", async (c) => {
  const id = c.req.param("id");
  const deleted = await c.var.deps.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const before = await adminGetEvent(db, id);
    if (!before) return false;
    const registrations = (await listRegistrations(db, id)).length;
    if (!(await deleteEvent(db, id))) return false;
    await recordAudit(db, c.var.user, {
      action: "delete",
      subjectKind: "event",
      subjectId: id,
      changes: { title: before.title.en, startDate: before.startDate, registrations },
    });
    return true;
  });
  if (!deleted) throw notFound();
  contentChanged("events");
  return ok(c, null);
});

eventAdminRoutes.get("/events/:id/registrations", async (c) => {
  const id = c.req.param("id");
  if (!(await adminGetEvent(c.var.deps.db, id))) throw notFound();
  return ok(c, { items: await listRegistrations(c.var.deps.db, id) });
});
