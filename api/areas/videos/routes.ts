import { Hono } from "hono";
import { VIDEO_CATEGORIES } from "#shared/videos";
import { CODE } from "../../codes";
import { ApiError, ok } from "../../envelope";
import { type Env, readQuery, requestLanguage } from "../../http/context";
import { first, type Queries, wholeNumber } from "../../http/list-query";
import { folderStore } from "../../infra/file-store";
import { pick } from "../../infra/localized";
import { downloadResponse } from "../documents/download";
import { listVideos, videoDetail, videoRow } from "./service";

/** The video library, its files, posters and captions; mounted at /api/videos. */
export const videoRoutes = new Hono<Env>();

const notFound = () => new ApiError(CODE.NOT_FOUND, "Not found.", 404);
const ID = /^[a-z0-9-]{1,60}$/;

/** The library's query, read leniently: an unknown category lists nothing, a bad page is 1. */
function listQuery(queries: Queries) {
  const category = first(queries, "category") || undefined;
  return {
    category:
      category === undefined || (VIDEO_CATEGORIES as readonly string[]).includes(category)
        ? category
        : "none",
    page: wholeNumber(first(queries, "page"), 1000, 1),
  };
}

videoRoutes.get("/", async (c) => {
  const query = readQuery(c, listQuery);
  return ok(c, await listVideos(c.var.deps.db, requestLanguage(c), query));
});

async function found(c: Parameters<typeof requestLanguage>[0]) {
  const id = c.req.param("id") ?? "";
  if (!ID.test(id)) throw notFound();
  const row = await videoRow(c.var.deps.db, id);
  if (!row) throw notFound();
  return row;
}

videoRoutes.get("/:id", async (c) => ok(c, videoDetail(await found(c), requestLanguage(c))));

/**
 * One of a video's stored files with the download route's Range, If-Range, ETag and HEAD handling,
 * shown in place (`inline`): the clip, its poster or a caption file.
 */
async function storedFile(
  c: Parameters<typeof requestLanguage>[0],
  file: { key: string; mime: string; name: string; size?: number | null; sha256?: string },
) {
  const store = folderStore(c.var.deps.config.filesDir);
  const stat = await store.stat(file.key);
  if (!stat) throw notFound();
  const response = await downloadResponse(
    store,
    c.req.raw,
    {
      key: file.key,
      size: file.size ?? stat.size,
      sha256: file.sha256 ?? file.key,
      mime: file.mime,
      modified: stat.modified,
      name: file.name,
    },
    () => undefined,
  );
  if (!response) throw notFound();
  const disposition = response.headers.get("Content-Disposition");
  if (disposition)
    response.headers.set("Content-Disposition", disposition.replace(/^attachment/, "inline"));
  response.headers.set("Cache-Control", "public, max-age=3600");
  return response;
}

videoRoutes.get("/:id/file", async (c) => {
  const row = await found(c);
  const extension = row.mime === "video/mp4" ? "mp4" : "webm";
  return storedFile(c, {
    key: row.fileKey!,
    mime: row.mime ?? "application/octet-stream",
    size: row.size,
    sha256: row.sha256 ?? undefined,
    name: `${pick(row.title, requestLanguage(c))}.${extension}`,
  });
});

videoRoutes.get("/:id/poster", async (c) => {
  const row = await found(c);
  if (!row.posterKey) throw notFound();
  return storedFile(c, { key: row.posterKey, mime: "image/jpeg", name: `${row.id}.jpg` });
});

videoRoutes.get("/:id/captions/:code", async (c) => {
  const row = await found(c);
  const key = row.captions[c.req.param("code")];
  if (!key) throw notFound();
  return storedFile(c, {
    key,
    mime: "text/vtt; charset=utf-8",
    name: `${row.id}.${c.req.param("code")}.vtt`,
  });
});
