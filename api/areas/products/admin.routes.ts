import { Hono } from "hono";
import { contentChanged } from "#shared/content-events";
import type { Database } from "../../db/client";
import { loadCatalogue } from "../../db/seed";
import { CODE } from "../../codes";
import { ApiError, ok } from "../../envelope";
import { storedFileResponse } from "../../infra/file-response";
import { type Env, readBody, readQuery } from "../../http/context";
import { first, paging, searchText } from "../../http/list-query";
import { handledBody, handledFilter } from "../admin/schemas";
import {
  errorReportDetail,
  errorReportFile,
  listErrorReports,
  markErrorReportHandled,
} from "./service";

/** Products' administration queues; mounted by app.ts under /api/admin, behind its admin check. */
export const productAdminRoutes = new Hono<Env>();

/** A report's id from the path: digits only, else 404. */
function reportId(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw new ApiError(CODE.NOT_FOUND, "Not found.", 404);
  return Number(raw);
}

/** `product` (id or model), `handled` (handled, unhandled), `anonymous` (yes, no), `page`. */
productAdminRoutes.get("/error-reports", async (c) => {
  const query = readQuery(c, (q) => ({
    product: searchText(first(q, "product"), 100),
    handled: handledFilter(q),
    anonymous: (["yes", "no"] as const).find((v) => v === first(q, "anonymous")),
    paging: paging(q, { maxPage: 1000, maxPageSize: 50, pageSize: 20 }),
  }));
  return ok(c, await listErrorReports(c.var.deps.db, query));
});

productAdminRoutes.get("/error-reports/:id{[0-9]+}", async (c) => {
  const report = await errorReportDetail(c.var.deps.db, reportId(c.req.param("id")));
  if (!report) throw new ApiError(CODE.NOT_FOUND, "Not found.", 404);
  return ok(c, report);
});

/** Marks the report handled (who and when recorded, an optional note); again changes nothing. */
productAdminRoutes.post("/error-reports/:id/handled", async (c) => {
  const id = reportId(c.req.param("id"));
  const { note } = await readBody(c, handledBody);
  const { db } = c.var.deps;
  if (!(await markErrorReportHandled(db, id, c.var.user.userId, note)))
    throw new ApiError(CODE.NOT_FOUND, "Not found.", 404);
  return ok(c, await errorReportDetail(db, id));
});

/**
 * An error report's picture (inline when it is a JPEG by content) or attachment (a download under
 * the name it was sent with), streamed from the file store; 404 for an unknown report or file.
 */
productAdminRoutes.get("/error-reports/:id/:file{picture|attachment}", async (c) => {
  const { db, config } = c.var.deps;
  const id = Number(c.req.param("id"));
  const which = c.req.param("file") as "picture" | "attachment";
  const notFound = new ApiError(CODE.NOT_FOUND, "Not found.", 404);
  if (!/^\d{1,9}$/.test(c.req.param("id"))) throw notFound;
  const stored = await errorReportFile(db, id, which);
  if (!stored) throw notFound;
  const response = await storedFileResponse(
    config.filesDir,
    stored.key,
    which === "picture" ? { inline: true } : { inline: false, name: stored.name ?? "attachment" },
  );
  if (!response) throw notFound;
  return response;
});

/**
 * Replaces the catalogue with the files of content/catalogue (what `npm run seed` does to a running
 * site), in one transaction; then every replica's page cache is cleared (LISTEN/NOTIFY on PostgreSQL).
 */
productAdminRoutes.post("/catalogue/reload", async (c) => {
  const { db, brandName, config } = c.var.deps;
  const counts = await db.transaction((tx) =>
    loadCatalogue(tx as unknown as Database, brandName, config.filesDir),
  );
  // Raised again after the commit: a page rendered before it may have been kept with the old catalogue.
  contentChanged("catalogue");
  return ok(c, counts);
});
