import { Hono } from "hono";
import type { z } from "zod";
import { contentChanged } from "#shared/content-events";
import { CODE } from "../../codes";
import type { Database } from "../../db/client";
import { ApiError, ok } from "../../envelope";
import { type AuditSubject, changedFields, recordAudit } from "../../db/audit";
import { type ApiContext, type Env, readBody } from "../../http/context";
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
 * Editing news and announcements; mounted by app.ts under /api/admin, behind the content editors'
 * check (editors and administrators). Every change is recorded in the audit log in its transaction
 * and clears the page cache of every replica (the lists, the pages, the feeds, the home page).
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

/** Runs `change` in a transaction with the database it is given (the transaction). */
const inTransaction = <T>(c: ApiContext, change: (db: Database) => Promise<T>) =>
  c.var.deps.db.transaction((tx) => change(tx as unknown as Database));

/** The fields of an item a change touched, by name, and its English title: the audit's summary. */
const summary = (
  before: { title: { en: string } } | null,
  after: { title: { en: string } },
): Record<string, unknown> => ({
  title: after.title.en,
  fields: Object.keys(changedFields(before, after)).filter((key) => key !== "id"),
});

/**
 * List, read, create, replace and delete of one kind of item at `path`, each change recorded in the
 * audit log as `subject` and clearing the page caches.
 */
function editable<
  I extends { title: { en: string } },
  Row extends { id: string; title: { en: string } },
>(
  path: string,
  subject: AuditSubject,
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
    const row = await inTransaction(c, async (db) => {
      const created = await store.create(db, input);
      await recordAudit(db, c.var.user, {
        action: "create",
        subjectKind: subject,
        subjectId: created.id,
        changes: summary(null, created),
      });
      return created;
    });
    return ok(c, changed(row));
  });
  newsAdminRoutes.put(`${path}/:id`, async (c) => {
    const id = idParam(c.req.param("id"));
    const input = await readBody(c, schema);
    const row = await inTransaction(c, async (db) => {
      const before = await store.get(db, id);
      if (!before) return null;
      const updated = await store.update(db, id, input);
      if (updated)
        await recordAudit(db, c.var.user, {
          action: "update",
          subjectKind: subject,
          subjectId: id,
          changes: summary(before, updated),
        });
      return updated;
    });
    return ok(c, changed(row));
  });
  newsAdminRoutes.delete(`${path}/:id`, async (c) => {
    const id = idParam(c.req.param("id"));
    const removed = await inTransaction(c, async (db) => {
      const before = await store.get(db, id);
      if (!before || !(await store.remove(db, id))) return false;
      await recordAudit(db, c.var.user, {
        action: "delete",
        subjectKind: subject,
        subjectId: id,
        changes: { title: before.title.en, date: (before as { date?: unknown }).date ?? null },
      });
      return true;
    });
    changed(removed);
    return ok(c, { id });
  });
}

editable("/news", "news", newsInput, {
  list: adminListNews,
  get: adminGetNews,
  create: createNews,
  update: updateNews,
  remove: deleteNews,
});

editable("/announcements", "announcement", announcementInput, {
  list: adminListAnnouncements,
  get: adminGetAnnouncement,
  create: createAnnouncement,
  update: updateAnnouncement,
  remove: deleteAnnouncement,
});
