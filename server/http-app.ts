import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { BodyLimit, BodyTooLargeError, bodyLimitOf } from "./body-limit";
import type { ServerConfig } from "./config";
import {
  apiRouteLabel,
  type Metrics,
  metricsAnswer,
  metrics as processMetrics,
  pageRouteLabel,
  setRouteLabel,
  routeLabelOf,
} from "./metrics";
import { isCacheableRequest, PageCache } from "./page-cache";
import { type ApplicationHandler, pageCachePath } from "./page-cache-path";
import {
  API_METHODS,
  dropUnreadBody,
  hasBody,
  ignore,
  isApiPath,
  mediaType,
  originsOf,
  PAGE_BODY_TYPES,
  PAGE_METHODS,
  parseTarget,
  settleUnreadBody,
  toHeaders,
} from "./request-guards";
import { type AnswerOf, BASE_HEADERS, sendText, writeResponse } from "./response-writer";
import { clientAddress, cspNonce, isCrossSiteWrite, isSecure, loggedTarget } from "./security";
import { serveStaticFile } from "./static-files";

/*
 * The site's HTTP server: health and metrics, the request guards (request-guards.ts), the page
 * cache's path (page-cache-path.ts), static files (static-files.ts), the application, and the
 * response writer (response-writer.ts); graceful shutdown.
 */

export type { ApplicationHandler, RequestContext } from "./page-cache-path";

export interface AppServerOptions {
  config: ServerConfig;
  publicDir: string;
  handleRequest: ApplicationHandler;
  version?: string;
  log?: (line: string) => void;
  /**
   * Whether the application can serve requests (its database answers). /healthz asks it — one call
   * at a time, the answer kept for a second, a call that takes over a second counting as not ready —
   * and answers 503 `{"status":"unavailable"}` while it is not.
   */
  readiness?: () => Promise<boolean>;
  /** Where requests are counted and what GET /metrics shows (default: the process's registry). */
  metrics?: Metrics;
}

export interface AppServer {
  server: Server;
  /** Stops accepting connections, lets requests in flight finish, resolves when all are done. */
  shutdown(): Promise<void>;
  /** The page cache for visitors; null when PAGE_CACHE_SECONDS is 0. */
  pageCache: PageCache | null;
}

/**
 * A readiness answer is kept this long, and a check that takes longer than the timeout means "not
 * ready": a database that stops answering shows on /healthz within about a second.
 */
const READINESS_TIMEOUT_MS = 750;
const READINESS_CACHE_MS = 250;

export function createAppServer(options: AppServerOptions): AppServer {
  const { config, publicDir, handleRequest } = options;
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const metrics = options.metrics ?? processMetrics;
  const startedAt = Date.now();
  let shuttingDown = false;
  let inFlight = 0;
  let drained: (() => void) | null = null;
  const pageCache =
    config.pageCacheSeconds > 0
      ? new PageCache({
          ttlSeconds: config.pageCacheSeconds,
          staleSeconds: config.pageCacheStaleSeconds,
          maxEntries: config.pageCacheMaxEntries,
          maxBytes: config.pageCacheMaxBytes,
        })
      : null;

  let readyAnswer: { at: number; ready: boolean } | null = null;
  let readyCheck: Promise<boolean> | null = null;
  /** The application's readiness: one check at a time, kept for a second, a slow one is "not ready". */
  function ready(): Promise<boolean> {
    const readiness = options.readiness;
    if (!readiness) return Promise.resolve(true);
    if (readyAnswer && Date.now() - readyAnswer.at < READINESS_CACHE_MS)
      return Promise.resolve(readyAnswer.ready);
    if (!readyCheck) {
      readyCheck = new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), READINESS_TIMEOUT_MS);
        timer.unref();
        Promise.resolve()
          .then(readiness)
          .then(
            (value) => resolve(value === true),
            () => resolve(false),
          )
          .finally(() => clearTimeout(timer));
      }).then((value) => {
        readyAnswer = { at: Date.now(), ready: value };
        readyCheck = null;
        return value;
      });
    }
    return readyCheck;
  }

  const cached = pageCache
    ? pageCachePath({
        config,
        cache: pageCache,
        metrics,
        handleRequest,
        closing: () => shuttingDown,
      })
    : null;
  const answerOf = (nonce: string, secure: boolean, pathname: string): AnswerOf => ({
    nonce,
    secure,
    pathname,
    closing: shuttingDown,
    config,
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const secure = isSecure(req, config.trustProxy);
    const scheme = secure ? "https" : "http";
    for (const [name, value] of BASE_HEADERS[secure ? 1 : 0]!) res.setHeader(name, value);
    if (shuttingDown) res.setHeader("Connection", "close");
    // A client that goes away mid-request is no error of the server's.
    req.on("error", ignore);

    const method = req.method ?? "GET";
    const rawUrl = req.url ?? "/";
    if (rawUrl === "*") {
      if (method === "OPTIONS") {
        settleUnreadBody(req, res);
        res.statusCode = 204;
        res.setHeader("Allow", PAGE_METHODS.join(", "));
        res.end();
        dropUnreadBody(req, res);
      } else sendText(req, res, 400, "Invalid request target.");
      return;
    }
    const target = parseTarget(rawUrl);
    if (!target.ok) {
      sendText(req, res, 400, target.message);
      return;
    }
    const pathAndQuery = target.path;
    const pathname = pathAndQuery.split("?")[0] ?? "/";

    // Before the host check, like /healthz: scrapers ask with whatever Host they like.
    if (pathname === "/metrics" && (method === "GET" || method === "HEAD")) {
      setRouteLabel(res, "metrics");
      const answer = await metricsAnswer(
        metrics,
        clientAddress(req, config.trustProxy),
        req,
        config,
      );
      sendText(req, res, answer.status, answer.body, answer.headers);
      return;
    }

    // Before the host check: load balancers probe with whatever Host they like; it holds no links.
    if (pathname === "/healthz" && (method === "GET" || method === "HEAD")) {
      setRouteLabel(res, "healthz");
      const ok = shuttingDown ? false : await ready();
      const body = JSON.stringify({
        status: shuttingDown ? "stopping" : ok ? "ok" : "unavailable",
        version: options.version ?? "dev",
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      });
      settleUnreadBody(req, res);
      res.setHeader("Cache-Control", "no-store");
      res.setHeader("Content-Type", "application/json");
      res.statusCode = ok ? 200 : 503;
      res.end(method === "HEAD" ? undefined : body);
      dropUnreadBody(req, res);
      return;
    }

    const origins = originsOf(config, req, target.authority, scheme);
    if (!origins.ok) {
      sendText(req, res, 400, origins.message);
      return;
    }
    const { ownOrigin, publicOrigin } = origins;

    const api = isApiPath(pathname);
    const allowed: readonly string[] = api ? API_METHODS : PAGE_METHODS;
    if (!allowed.includes(method)) {
      sendText(req, res, 405, "Method Not Allowed.", { Allow: allowed.join(", ") });
      return;
    }
    if (!api && method === "OPTIONS") {
      settleUnreadBody(req, res);
      res.statusCode = 204;
      res.setHeader("Allow", PAGE_METHODS.join(", "));
      res.end();
      dropUnreadBody(req, res);
      return;
    }

    const ownOrigins = ownOrigin ? [publicOrigin, ownOrigin] : [publicOrigin];
    if (isCrossSiteWrite(method, req.headers, ownOrigins)) {
      sendText(req, res, 403, "Cross-site requests are not allowed.");
      return;
    }
    const declaredLength = Number(req.headers["content-length"] ?? 0);
    const bodyLimit = bodyLimitOf(config, method, pathname);
    if (declaredLength > bodyLimit) {
      res.setHeader("Connection", "close");
      sendText(req, res, 413, "The request body is too large.");
      return;
    }
    // A page in the cache was rendered by the application, so no file is looked for first.
    const cache =
      cached && !api && isCacheableRequest(method, pathname, req.headers.cookie) ? cached : null;
    const pageHref = cache ? `${publicOrigin}${pathAndQuery}` : null;
    if (cache && pageHref && cache.serveCachedPage(req, res, pageHref, pathname, secure)) return;
    const nonce = cspNonce();
    const pageContext = { cspNonce: nonce, clientAddress: clientAddress(req, config.trustProxy) };
    const pageUrl = pageHref ? new URL(pageHref) : null;
    if (await serveStaticFile(req, res, publicDir, pathname)) {
      setRouteLabel(res, "static");
      return;
    }

    if (!api && method === "POST" && hasBody(req)) {
      const { type, boundary } = mediaType(req.headers["content-type"]);
      if (!PAGE_BODY_TYPES.includes(type) || (type === "multipart/form-data" && !boundary)) {
        sendText(
          req,
          res,
          415,
          `Unsupported Media Type: pages accept ${PAGE_BODY_TYPES.join(" or ")} (multipart with a boundary).`,
          { "Accept-Post": PAGE_BODY_TYPES.join(", ") },
        );
        return;
      }
    }

    if (cache && pageUrl) {
      const response = await cache.renderAndStore(req, res, pageUrl, pageContext, secure);
      if (!response) return;
      if (res.headersSent) {
        await response.body?.cancel().catch(() => undefined);
        return;
      }
      return writeResponse(req, res, response, answerOf(nonce, secure, pathname));
    }

    const controller = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) controller.abort();
    });

    let body: ReadableStream<Uint8Array> | undefined;
    if (method !== "GET" && method !== "HEAD") {
      const limited = new BodyLimit(bodyLimit);
      // The client breaking off mid-body fails the body stream (the handler sees a read error).
      req.on("error", (error) => limited.destroy(error));
      limited.on("error", (error) => {
        if (!(error instanceof BodyTooLargeError)) return;
        req.unpipe(limited);
        if (!res.headersSent) {
          res.setHeader("Connection", "close");
          sendText(req, res, 413, "The request body is too large.");
        }
        controller.abort();
      });
      req.pipe(limited);
      body = Readable.toWeb(limited) as unknown as ReadableStream<Uint8Array>;
    }

    const request = new Request(new URL(`${publicOrigin}${pathAndQuery}`), {
      method,
      headers: toHeaders(req),
      body,
      signal: controller.signal,
      // Node's fetch needs this for streamed request bodies.
      duplex: "half",
    } as RequestInit);
    const response = await handleRequest(request, {
      cspNonce: nonce,
      clientAddress: clientAddress(req, config.trustProxy),
    });
    setRouteLabel(res, api ? apiRouteLabel(pathname) : pageRouteLabel(pathname, response));
    if (res.headersSent) {
      await response.body?.cancel().catch(() => undefined);
      return;
    }
    await writeResponse(req, res, response, answerOf(nonce, secure, pathname));
  }

  const server = createServer((req, res) => {
    const started = performance.now();
    inFlight++;
    res.on("close", () => {
      inFlight--;
      const seconds = (performance.now() - started) / 1000;
      metrics.observeRequest(routeLabelOf(res), req.method ?? "GET", res.statusCode, seconds);
      if (config.logRequests) {
        log(
          JSON.stringify({
            time: new Date().toISOString(),
            method: req.method,
            path: loggedTarget(req.url ?? ""),
            status: res.statusCode,
            ms: Math.round((performance.now() - started) * 1000) / 1000,
            bytes: Number(res.getHeader("content-length") ?? 0) || undefined,
            aborted: !res.writableFinished || undefined,
          }),
        );
      }
      if (shuttingDown) {
        server.closeIdleConnections();
        if (inFlight === 0) drained?.();
      }
    });
    try {
      if (cached?.answerFromCache(req, res)) return;
    } catch (error) {
      console.error(error);
      if (res.headersSent) {
        res.destroy();
        return;
      }
    }
    handle(req, res).catch((error: unknown) => {
      // An answer already went out in full (a 413 refusal while the application read on).
      if (res.writableEnded) return;
      // The body was refused with 413 while the application was still reading it.
      if (
        error instanceof BodyTooLargeError ||
        (error instanceof Error && error.cause instanceof BodyTooLargeError)
      ) {
        if (!res.headersSent) {
          res.setHeader("Connection", "close");
          sendText(req, res, 413, "The request body is too large.");
        }
        return;
      }
      if (
        req.destroyed ||
        (error instanceof Error &&
          (error.name === "AbortError" ||
            (error as NodeJS.ErrnoException).code === "ERR_STREAM_PREMATURE_CLOSE"))
      ) {
        res.destroy();
        return;
      }
      console.error(error);
      if (!res.headersSent) sendText(req, res, 500, "Internal Server Error");
      else res.destroy();
    });
  });
  server.keepAliveTimeout = 5_000;

  function shutdown(): Promise<void> {
    shuttingDown = true;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const finished =
      inFlight === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            drained = resolve;
          });
    return Promise.all([closed, finished]).then(() => undefined);
  }

  return { server, shutdown, pageCache };
}
