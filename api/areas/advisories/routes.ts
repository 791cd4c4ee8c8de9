import { createHash } from "node:crypto";
import { type Context, Hono } from "hono";
import { SEVERITIES, TRACKING_ID } from "#shared/advisories";
import { CODE } from "../../codes";
import { ApiError, ok } from "../../envelope";
import { type Env, linkOrigin, readQuery, requestLanguage } from "../../http/context";
import { enumFilter, first, NO_MATCH, textFilter } from "../../http/list-query";
import type { CsafPublisher } from "./csaf";
import {
  advisoryDetail,
  csafDocuments,
  listAdvisories,
  productAdvisories,
  releaseAdvisories,
} from "./service";

/**
 * Published security advisories and their CSAF 2.0 documents; mounted at /api/security. Drafts
 * are never answered here.
 */
export const advisoryRoutes = new Hono<Env>();

const notFound = () => new ApiError(CODE.NOT_FOUND, "Not found.", 404);

advisoryRoutes.get("/advisories", async (c) => {
  const query = readQuery(c, (q) => ({
    product: textFilter(first(q, "product"), 64),
    severity: enumFilter(first(q, "severity"), SEVERITIES),
  }));
  const list = await listAdvisories(c.var.deps.db, requestLanguage(c), {
    product: query.product || undefined,
    severity: query.severity || undefined,
  });
  // A value that cannot match lists nothing (the filters still offer every choice).
  if (query.product === NO_MATCH || query.severity === NO_MATCH)
    return ok(c, { ...list, items: [], total: 0 });
  return ok(c, list);
});

advisoryRoutes.get("/advisories/:trackingId", async (c) => {
  const trackingId = c.req.param("trackingId");
  const found = TRACKING_ID.test(trackingId)
    ? await advisoryDetail(c.var.deps.db, requestLanguage(c), trackingId)
    : null;
  if (!found) throw notFound();
  return ok(c, found);
});

advisoryRoutes.get("/products/:productId/advisories", async (c) =>
  ok(c, await productAdvisories(c.var.deps.db, requestLanguage(c), c.req.param("productId"))),
);

advisoryRoutes.get("/firmware/:releaseId/advisories", async (c) => {
  const raw = c.req.param("releaseId");
  if (!/^\d{1,9}$/.test(raw)) throw notFound();
  return ok(c, await releaseAdvisories(c.var.deps.db, requestLanguage(c), Number(raw)));
});

/** The publisher the CSAF documents name: the brand, at the site's origin. */
const publisherOf = (c: Context<Env>): CsafPublisher => ({
  name: c.var.deps.brandName,
  origin: linkOrigin(c.var.deps, c.req.url),
  contact: `mailto:${c.var.deps.config.securityEmail}`,
});

const digest = (algorithm: "sha256" | "sha512", text: string) =>
  createHash(algorithm).update(text, "utf8").digest("hex");

/**
 * The distribution of the CSAF documents: each one's path below the directory, the time of its
 * last revision and the hashes of its bytes, newest first; with `path`, that one document's text.
 */
advisoryRoutes.get("/csaf", async (c) => {
  const documents = await csafDocuments(c.var.deps.db, publisherOf(c));
  const wanted = c.req.query("path");
  if (wanted !== undefined) {
    const found = documents.find((d) => d.path === wanted);
    if (!found) throw notFound();
    return ok(c, { path: found.path, text: found.text });
  }
  return ok(c, {
    items: documents
      .map((d) => ({
        trackingId: d.trackingId,
        path: d.path,
        updatedAt: d.updatedAt,
        sha256: digest("sha256", d.text),
        sha512: digest("sha512", d.text),
      }))
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)),
  });
});
