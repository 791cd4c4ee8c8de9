import { Hono } from "hono";
import { FIRMWARE_CLASSES, SOFTWARE_PLATFORMS } from "#shared/firmware";
import { CODE } from "../../codes";
import { ApiError, ok } from "../../envelope";
import { type Env, readQuery, requestLanguage } from "../../http/context";
import { enumFilter, first, NO_MATCH, searchText, textFilter } from "../../http/list-query";
import {
  firmwareDetail,
  firmwareFeed,
  listFirmware,
  listSoftware,
  modelFirmware,
  softwareDetail,
} from "./service";

/**
 * Firmware releases and software packages; mounted at /api/downloads. Their files download as
 * documents (/api/documents/{documentId}/download).
 */
export const firmwareRoutes = new Hono<Env>();

const notFound = () => new ApiError(CODE.NOT_FOUND, "Not found.", 404);
const NONE = { items: [], total: 0 };

/** A whole-number id of at most nine digits, or null. */
const idOf = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : null);

firmwareRoutes.get("/firmware", async (c) => {
  const query = readQuery(c, (q) => ({
    productClass: enumFilter(first(q, "class"), FIRMWARE_CLASSES),
    model: textFilter(first(q, "model"), 64),
    q: searchText(first(q, "q"), 100),
  }));
  const { db } = c.var.deps;
  const list = await listFirmware(db, requestLanguage(c), {
    productClass: query.productClass || undefined,
    model: query.model || undefined,
    q: query.q,
  });
  // A value that cannot match lists nothing (the filters still offer every choice).
  if (query.productClass === NO_MATCH || query.model === NO_MATCH)
    return ok(c, { ...list, ...NONE });
  return ok(c, list);
});

firmwareRoutes.get("/firmware/feed", async (c) => {
  return ok(c, await firmwareFeed(c.var.deps.db, requestLanguage(c)));
});

firmwareRoutes.get("/firmware/model/:code", async (c) => {
  const found = await modelFirmware(c.var.deps.db, requestLanguage(c), c.req.param("code"));
  if (!found) throw notFound();
  return ok(c, found);
});

firmwareRoutes.get("/firmware/:id", async (c) => {
  const id = idOf(c.req.param("id"));
  const found = id === null ? null : await firmwareDetail(c.var.deps.db, requestLanguage(c), id);
  if (!found) throw notFound();
  return ok(c, found);
});

firmwareRoutes.get("/software", async (c) => {
  const platform = enumFilter(c.req.query("platform"), SOFTWARE_PLATFORMS);
  const list = await listSoftware(c.var.deps.db, requestLanguage(c), platform || undefined);
  return ok(c, platform === NO_MATCH ? { ...list, ...NONE } : list);
});

firmwareRoutes.get("/software/:id", async (c) => {
  const id = idOf(c.req.param("id"));
  const found = id === null ? null : await softwareDetail(c.var.deps.db, requestLanguage(c), id);
  if (!found) throw notFound();
  return ok(c, found);
});
