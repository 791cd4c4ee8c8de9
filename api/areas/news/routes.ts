import { Hono } from "hono";
import { CODE } from "../../codes";
import { ApiError, ok } from "../../envelope";
import { type Env, readQuery, requestLanguage } from "../../http/context";
import { announcementsQuery, isArticleId, newsQuery } from "./schemas";
import { getAnnouncement, getNews, listAnnouncements, listNews } from "./service";

/** The news room and announcements; mounted at /api/content beside the solutions. */
export const newsRoutes = new Hono<Env>();

const notFound = () => new ApiError(CODE.NOT_FOUND, "Not found.", 404);

newsRoutes.get("/news", async (c) => {
  const { filters, paging } = readQuery(c, newsQuery);
  return ok(c, await listNews(c.var.deps.db, requestLanguage(c), filters, paging));
});

newsRoutes.get("/news/:id", async (c) => {
  const id = c.req.param("id");
  const item = isArticleId(id) ? await getNews(c.var.deps.db, id, requestLanguage(c)) : null;
  if (!item) throw notFound();
  return ok(c, item);
});

newsRoutes.get("/announcements", async (c) => {
  const { paging } = readQuery(c, announcementsQuery);
  return ok(c, await listAnnouncements(c.var.deps.db, requestLanguage(c), paging));
});

newsRoutes.get("/announcements/:id", async (c) => {
  const id = c.req.param("id");
  const item = isArticleId(id)
    ? await getAnnouncement(c.var.deps.db, id, requestLanguage(c))
    : null;
  if (!item) throw notFound();
  return ok(c, item);
});
