import { Hono } from "hono";
import { z } from "zod";
import { isValidEmail } from "#shared/email";
import { FIRMWARE_CLASSES, SOFTWARE_PLATFORMS } from "#shared/firmware";
import { CODE } from "../../codes";
import { ApiError, ok } from "../../envelope";
import {
  clientAddress,
  type Env,
  linkOrigin,
  readBody,
  readQuery,
  requestLanguage,
} from "../../http/context";
import { enumFilter, first, NO_MATCH, searchText, textFilter } from "../../http/list-query";
import {
  firmwareDetail,
  firmwareFeed,
  listFirmware,
  listSoftware,
  modelFirmware,
  softwareDetail,
} from "./service";
import {
  confirmationState,
  confirmSubscription,
  subscribe,
  unsubscribe,
  unsubscribeState,
} from "./subscriptions";

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

/** A "notify me" request: the address to mail. */
const subscriptionBody = z.object({
  email: z.string().trim().max(254).refine(isValidEmail, "not a valid e-mail address"),
});

const linkInvalid = () =>
  new ApiError(CODE.NOT_FOUND, "This link is invalid, was used already or has expired.", 404);

/**
 * "Notify me": a pending subscription to the model's new firmware and its confirmation mail in the
 * request's language (429 over the limits of public forms; 404 for an unknown model). The answer
 * is the same whether the address was subscribed already or not.
 */
firmwareRoutes.post("/firmware/model/:code/subscriptions", async (c) => {
  const { email } = await readBody(c, subscriptionBody);
  const done = await subscribe(c.var.deps, {
    code: c.req.param("code"),
    email,
    language: requestLanguage(c),
    clientAddress: clientAddress(c),
    origin: linkOrigin(c.var.deps, c.req.url),
  });
  if (!done) throw notFound();
  return ok(c, done);
});

/** What a confirmation link confirms (its model), or 404 when it does not work (any more). */
firmwareRoutes.get("/firmware/subscriptions/confirm/:token", async (c) => {
  const found = await confirmationState(c.var.deps.db, c.req.param("token"));
  if (!found) throw linkInvalid();
  return ok(c, found);
});

/** Confirms a subscription (once); 404 when the link does not work (any more). */
firmwareRoutes.post("/firmware/subscriptions/confirm/:token", async (c) => {
  const done = await confirmSubscription(c.var.deps.db, c.req.param("token"));
  if (!done) throw linkInvalid();
  return ok(c, done);
});

/** What an unsubscribe link ends (its model), or 404 when there is no such subscription. */
firmwareRoutes.get("/firmware/subscriptions/unsubscribe/:token", async (c) => {
  const found = await unsubscribeState(c.var.deps.db, c.req.param("token"));
  if (!found) throw linkInvalid();
  return ok(c, found);
});

/** Ends a subscription; 404 when there is none (any more). */
firmwareRoutes.post("/firmware/subscriptions/unsubscribe/:token", async (c) => {
  const done = await unsubscribe(c.var.deps.db, c.req.param("token"));
  if (!done) throw linkInvalid();
  return ok(c, done);
});
