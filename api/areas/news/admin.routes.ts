import { Hono } from "hono";
import { contentChanged } from "../../../shared/content-events";
import { CODE } from "../../codes";
import { ApiError, ok } from "../../envelope";
import { type Env, readBody } from "../../http/context";
import { announcementInput, isArticleId, newsInput } from "./schemas";
import {
  adminGetAnnouncement,
  adminGetNews,
  adminListAnnouncements,
  adminListNews,
  createAnnouncement,
  createNews,
  deleteAnnouncement,
  deleteNews,
  updateAnnouncement,
  updateNews,
} from "./service";

/**
 * Editing news and announcements; mounted by app.ts under /api/admin, behind its admin check.
 * Every change clears the page cache of every replica (the lists, the pages, the feeds, the home page).
 */
export const newsAdminRoutes = new Hono<Env>();

const notFound = () => new ApiError(CODE.NOT_FOUND, "Not found.", 404);

/** The `:id` of the address, or 404 when it cannot name an item. */
function idParam(id: string) {
  if (!isArticleId(id)) throw notFound();
  return id;
}

/** `value`, or 404 when there is none; a change clears the page caches. */
function changed<T>(value: T | null | false): T {
  if (!value) throw notFound();
  contentChanged("news");
  return value;
}

newsAdminRoutes.get("/news", async (c) => ok(c, await adminListNews(c.var.deps.db)));

newsAdminRoutes.get("/news/:id", async (c) => {
  const row = await adminGetNews(c.var.deps.db, idParam(c.req.param("id")));
  if (!row) throw notFound();
  return ok(c, row);
});

newsAdminRoutes.post("/news", async (c) => {
  const input = await readBody(c, newsInput);
  return ok(c, changed(await createNews(c.var.deps.db, input)));
});

newsAdminRoutes.put("/news/:id", async (c) => {
  const id = idParam(c.req.param("id"));
  const input = await readBody(c, newsInput);
  return ok(c, changed(await updateNews(c.var.deps.db, id, input)));
});

newsAdminRoutes.delete("/news/:id", async (c) => {
  const id = idParam(c.req.param("id"));
  changed(await deleteNews(c.var.deps.db, id));
  return ok(c, { id });
});

newsAdminRoutes.get("/announcements", async (c) =>
  ok(c, await adminListAnnouncements(c.var.deps.db)),
);

newsAdminRoutes.get("/announcements/:id", async (c) => {
  const row = await adminGetAnnouncement(c.var.deps.db, idParam(c.req.param("id")));
  if (!row) throw notFound();
  return ok(c, row);
});

newsAdminRoutes.post("/announcements", async (c) => {
  const input = await readBody(c, announcementInput);
  return ok(c, changed(await createAnnouncement(c.var.deps.db, input)));
});

newsAdminRoutes.put("/announcements/:id", async (c) => {
  const id = idParam(c.req.param("id"));
  const input = await readBody(c, announcementInput);
  return ok(c, changed(await updateAnnouncement(c.var.deps.db, id, input)));
});

newsAdminRoutes.delete("/announcements/:id", async (c) => {
  const id = idParam(c.req.param("id"));
  changed(await deleteAnnouncement(c.var.deps.db, id));
  return ok(c, { id });
});
