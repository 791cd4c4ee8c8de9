import { Hono } from "hono";
import type { z } from "zod";
import { contentChanged } from "#shared/content-events";
import { CODE } from "../../codes";
import type { Database } from "../../db/client";
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

/**
 * List, read, create, replace and delete of one kind of item at `path`, each change clearing the
 * page caches.
 */
function editable<I, Row>(
  path: string,
  schema: z.ZodType<I>,
  store: {
    list: (db: Database) => Promise<Row[]>;
    get: (db: Database, id: string) => Promise<Row | null>;
    create: (db: Database, input: I) => Promise<Row>;
    update: (db: Database, id: string, input: I) => Promise<Row | null>;
    remove: (db: Database, id: string) => Promise<boolean>;
  },
) {
  newsAdminRoutes.get(path, async (c) => ok(c, await store.list(c.var.deps.db)));
  newsAdminRoutes.get(`${path}/:id`, async (c) => {
    const row = await store.get(c.var.deps.db, idParam(c.req.param("id")));
    if (!row) throw notFound();
    return ok(c, row);
  });
  newsAdminRoutes.post(path, async (c) => {
    const input = await readBody(c, schema);
    return ok(c, changed(await store.create(c.var.deps.db, input)));
  });
  newsAdminRoutes.put(`${path}/:id`, async (c) => {
    const id = idParam(c.req.param("id"));
    const input = await readBody(c, schema);
    return ok(c, changed(await store.update(c.var.deps.db, id, input)));
  });
  newsAdminRoutes.delete(`${path}/:id`, async (c) => {
    const id = idParam(c.req.param("id"));
    changed(await store.remove(c.var.deps.db, id));
    return ok(c, { id });
  });
}

editable("/news", newsInput, {
  list: adminListNews,
  get: adminGetNews,
  create: createNews,
  update: updateNews,
  remove: deleteNews,
});

editable("/announcements", announcementInput, {
  list: adminListAnnouncements,
  get: adminGetAnnouncement,
  create: createAnnouncement,
  update: updateAnnouncement,
  remove: deleteAnnouncement,
});
