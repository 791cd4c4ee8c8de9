import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { BodyLimit, BodyTooLargeError } from "./body-limit";
import { firstBurst, joinBursts } from "./bursts";
import {
  chooseEncoding,
  compressWhole,
  compressor,
  type Encoding,
  isCompressible,
} from "./compression";
import type { ServerConfig } from "./config";
import {
  apiRouteLabel,
  type Metrics,
  metricsAnswer,
  metrics as processMetrics,
  pageRouteLabel,
  ROUTE_HEADER,
  setRouteLabel,
  routeLabelOf,
} from "./metrics";
import { carriesSiteCookie } from "../shared/site-cookies";
import {
  type CacheState,
  cacheKey,
  isCacheableRequest,
  isStorable,
  matchesEtag,
  PageCache,
  pageCacheControl,
  personalAnswerCacheControl,
  type StoredAnswer,
  type StoredPage,
  storePage,
} from "./page-cache";
import {
  baseSecurityHeaders,
  clientAddress,
  contentSecurityPolicy,
  cspNonce,
  hashedSecurityPolicy,
  isAllowedHost,
  loggedTarget,
  isCrossSiteWrite,
  isSecure,
  lastForwarded,
  NON_HTML_CSP,
  nonHtmlPolicy,
  normalizeHost,
  targetProblem,
} from "./security";
import { serveStaticFile } from "./static-files";

/** What every request handed to the application knows besides the request itself. */
export interface RequestContext {
  cspNonce: string;
  clientAddress: string;
}

export type ApplicationHandler = (request: Request, context: RequestContext) => Promise<Response>;

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

/** The security headers every answer starts with, over plain HTTP and over HTTPS. */
const BASE_HEADERS = [false, true].map((secure) => Object.entries(baseSecurityHeaders(secure)));

const BODYLESS_STATUS = new Set([101, 204, 205, 304]);
/** Methods of the site's pages, and of the backend under /api. */
export const PAGE_METHODS = ["GET", "HEAD", "POST", "OPTIONS"] as const;
export const API_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
/** The body types a page action accepts (forms, with and without files). */
export const PAGE_BODY_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
/**
 * An unread request body up to this size is read and thrown away after an early answer, so the
 * connection stays open for the next request; a larger (or unsized) one closes the connection.
 */
export const DRAIN_LIMIT_BYTES = 1024 * 1024;
/**
 * A readiness answer is kept this long, and a check that takes longer than the timeout means "not
 * ready": a database that stops answering shows on /healthz within about a second.
 */
const READINESS_TIMEOUT_MS = 750;
const READINESS_CACHE_MS = 250;

function isApiPath(pathname: string): boolean {
  return pathname === "/api" || pathname.startsWith("/api/");
}

/** A listener for errors that need no handling (a client going away mid-request). */
function ignore(): void {}

function hasBody(req: IncomingMessage): boolean {
  return (
    req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0
  );
}

/**
 * Before an answer goes out: when part of the request body is still to come, either it is small
 * enough to be read and dropped after the answer (the connection stays open), or the answer closes
 * the connection. Either way the next request is served, on this connection or a new one.
 */
function settleUnreadBody(req: IncomingMessage, res: ServerResponse): void {
  if (res.headersSent || !hasBody(req) || req.readableEnded) return;
  const declared = Number(req.headers["content-length"] ?? Number.NaN);
  if (!req.complete && !(Number.isFinite(declared) && declared <= DRAIN_LIMIT_BYTES))
    res.setHeader("Connection", "close");
}

/** How long a connection being closed on an unread body keeps reading what the client still sends. */
const LINGER_MS = 5_000;

/**
 * Closing a connection while the client is still sending makes the kernel answer with a reset, and
 * the client may lose the answer it was sent. So a connection closed on an unread body first ends
 * its sending side (the answer, then a FIN), keeps reading and dropping what still comes for a short
 * while (a lingering close, RFC 9112 §9.6), then closes.
 */
function lingerBeforeClosing(req: IncomingMessage): void {
  const socket = req.socket;
  if (!socket || socket.destroyed) return;
  // Node's server calls destroySoon() once the answer of a closing connection is written.
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (this.writable) this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once("close", () => clearTimeout(timer));
  };
}

/**
 * After the answer: the request body nobody read is dropped (never left to block the connection).
 * Should the connection close after this answer (the server's choice or the client's own
 * `Connection: close`), it lingers first.
 */
function dropUnreadBody(req: IncomingMessage, res: ServerResponse): void {
  if (!hasBody(req)) return;
  if (!req.readableEnded) lingerBeforeClosing(req);
  const drop = () => {
    if (req.readableEnded || req.destroyed) return;
    req.unpipe();
    req.resume();
    // A client that stops sending does not keep the connection for ever.
    const timer = setTimeout(() => req.socket?.destroy(), 5_000);
    timer.unref();
    req.once("end", () => clearTimeout(timer));
    req.once("close", () => clearTimeout(timer));
  };
  if (res.writableFinished) drop();
  else res.once("finish", drop);
}

function sendText(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  settleUnreadBody(req, res);
  res.statusCode = status;
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader("Content-Security-Policy", NON_HTML_CSP);
  res.setHeader("Content-Length", Buffer.byteLength(text));
  res.end(req.method === "HEAD" ? undefined : text);
  dropUnreadBody(req, res);
}

function toHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(":")) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  return headers;
}

/** The media type of a Content-Type value, lower case, and whether it names a boundary. */
function mediaType(contentType: string | undefined): { type: string; boundary: boolean } {
  const [type = "", ...params] = (contentType ?? "").split(";");
  return {
    type: type.trim().toLowerCase(),
    boundary: params.some((p) => /^\s*boundary\s*=\s*\S/i.test(p)),
  };
}

type Target = { ok: true; path: string; authority: string | null } | { ok: false; message: string };

/**
 * Splits the request target: origin-form (`/path?q`) as it is; absolute-form (`http://host/path`,
 * RFC 9112 §3.2.2) gives its path and an authority that replaces the Host header.
 */
function parseTarget(raw: string): Target {
  let path = raw;
  let authority: string | null = null;
  const absolute = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)(.*)$/i.exec(raw);
  if (absolute) {
    const scheme = absolute[1]!.toLowerCase();
    if (scheme !== "http" && scheme !== "https")
      return { ok: false, message: "Invalid request target." };
    authority = absolute[2]!.replace(/^[^@]*@/, "");
    path = absolute[3] || "/";
    if (path.startsWith("?")) path = `/${path}`;
  }
  if (path.includes("#")) return { ok: false, message: "Invalid request target." };
  const problem = targetProblem(path);
  return problem ? { ok: false, message: problem } : { ok: true, path, authority };
}

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

  async function writeResponse(
    req: IncomingMessage,
    res: ServerResponse,
    response: Response,
    nonce: string,
    secure: boolean,
    pathname: string,
  ) {
    settleUnreadBody(req, res);
    res.statusCode = response.status;
    if (shuttingDown) res.setHeader("Connection", "close");
    for (const [name, value] of response.headers) {
      if (name === "set-cookie" || name === "connection" || name === ROUTE_HEADER) continue;
      res.setHeader(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
    const contentType = response.headers.get("content-type");
    const html = contentType?.toLowerCase().startsWith("text/html") ?? false;
    res.setHeader(
      "Content-Security-Policy",
      html
        ? contentSecurityPolicy(nonce, secure)
        : nonHtmlPolicy(response.headers.get("x-frame-options")),
    );
    // The cache contract: an answer to a request that carries one of the site's cookies is
    // private, whatever the application said.
    const personalRequest = carriesSiteCookie(req.headers.cookie);
    const cacheControl = html
      ? pageCacheHeader(
          response.headers.get("cache-control"),
          req.method ?? "GET",
          pathname,
          response.status,
          personalRequest,
        )
      : personalRequest
        ? personalAnswerCacheControl(response.headers.get("cache-control"))
        : null;
    if (cacheControl) res.setHeader("Cache-Control", cacheControl);
    dropUnreadBody(req, res);

    if (!response.body || req.method === "HEAD" || BODYLESS_STATUS.has(response.status)) {
      await response.body?.cancel();
      res.end();
      return;
    }
    const encoding =
      isCompressible(contentType) &&
      !response.headers.has("content-encoding") &&
      // A file served by byte ranges is sent as it is stored: ranges count its own bytes.
      !response.headers.has("accept-ranges")
        ? chooseEncoding(req.headers["accept-encoding"])
        : null;
    if (!encoding) {
      await pipeline(
        Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
        joinBursts(),
        res,
      );
      return;
    }
    res.removeHeader("Content-Length");
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Vary", "Accept-Encoding");
    // A rendered page is usually whole by the end of its first burst: then it is compressed in one
    // go, which costs half of what the streaming compressor does, and sent with its length.
    const burst = await firstBurst(response.body as WebReadableStream<Uint8Array>);
    if (burst.whole) {
      const bytes = compressWhole(burst.bytes, encoding);
      res.setHeader("Content-Length", bytes.byteLength);
      res.end(bytes);
      return;
    }
    const body = Readable.from(burst.rest(), { objectMode: false });
    await pipeline(body, joinBursts(), compressor(encoding), res);
  }

  function pageCacheHeader(
    value: string | null,
    method: string,
    pathname: string,
    status: number,
    personalRequest = false,
  ) {
    return pageCacheControl(
      value,
      method,
      pathname,
      status,
      config.pageCacheSeconds,
      config.pageCacheStaleSeconds,
      personalRequest,
    );
  }

  /**
   * The headers and body of one kind of answer made from a stored page (by scheme, encoding or 304,
   * and cache state), built at its first use and kept with the page: its bytes never change. The
   * headers are a flat list, the security headers every answer starts with included, for one
   * `writeHead`.
   */
  function storedAnswer(
    page: StoredPage,
    secure: boolean,
    encoding: Encoding | "304" | null,
    state: CacheState,
    pathname: string,
  ): StoredAnswer {
    const key = `${secure ? "s" : ""}:${encoding ?? ""}:${state}`;
    const kept = page.answers.get(key);
    if (kept) return kept;
    const appCacheControl = page.headers.find(([name]) => name === "cache-control")?.[1] ?? null;
    const validators: [string, string][] = [
      ["Cache-Control", pageCacheHeader(appCacheControl, "GET", pathname, 200) ?? "no-cache"],
      ["ETag", page.etag],
      ["Vary", "Accept-Encoding"],
      ["X-Page-Cache", state],
    ];
    const base = BASE_HEADERS[secure ? 1 : 0]!;
    let headers: [string, string][];
    let body: Buffer | null = null;
    if (encoding === "304") {
      // The browser keeps the policy that came with its copy.
      headers = [...base.filter(([name]) => name !== "Content-Security-Policy"), ...validators];
    } else {
      body = encoding ? page.encoded[encoding] : page.body;
      headers = [
        ...base,
        ...validators,
        ...page.headers.filter(([name]) => name !== "cache-control" && name !== ROUTE_HEADER),
        ["Content-Security-Policy", hashedSecurityPolicy(page.scriptHashes, secure)],
        ...(encoding ? [["Content-Encoding", encoding] as [string, string]] : []),
        ["Content-Length", String(body.length)],
      ];
    }
    // One of each: a later header (the page's policy) replaces an earlier one (the base policy).
    const unique = new Map(headers.map(([name, value]) => [name.toLowerCase(), [name, value]]));
    const answer: StoredAnswer = {
      headers: [...unique.values()].flat(),
      body,
      route: page.headers.find(([name]) => name === ROUTE_HEADER)?.[1] ?? null,
    };
    page.answers.set(key, answer);
    return answer;
  }

  /** A stored page: 304 on a matching If-None-Match, else its bytes in the encoding the client takes. */
  function writeStoredPage(
    req: IncomingMessage,
    res: ServerResponse,
    page: StoredPage,
    secure: boolean,
    pathname: string,
    state: CacheState,
  ) {
    settleUnreadBody(req, res);
    if (shuttingDown) res.setHeader("Connection", "close");
    const notModified = matchesEtag(req.headers["if-none-match"], page.etag);
    const encoding = notModified ? "304" : chooseEncoding(req.headers["accept-encoding"]);
    const answer = storedAnswer(page, secure, encoding, state, pathname);
    // The stored route id names the request in the metrics; it is never sent.
    if (answer.route) setRouteLabel(res, answer.route);
    // Headers set before (on the full path) stay; only the policy differs on a 304.
    if (notModified) res.removeHeader("Content-Security-Policy");
    res.writeHead(notModified ? 304 : 200, answer.headers);
    if (notModified || req.method === "HEAD" || !answer.body) res.end();
    else res.end(answer.body);
    dropUnreadBody(req, res);
  }

  /** Renders a page for the cache: always a GET, whatever the visitor's method. */
  function renderPage(
    req: IncomingMessage,
    url: URL,
    context: RequestContext,
    signal?: AbortSignal,
  ) {
    return handleRequest(
      new Request(url, { method: "GET", headers: toHeaders(req), signal }),
      context,
    );
  }

  /**
   * Answers an anonymous GET/HEAD page from the cache when it holds it (a stale one starts one
   * refresh); false when it does not.
   */
  function serveCachedPage(
    req: IncomingMessage,
    res: ServerResponse,
    cache: PageCache,
    href: string,
    pathname: string,
    secure: boolean,
  ): boolean {
    const key = cacheKey(href);
    const found = cache.get(key);
    if (!found) return false;
    if (!found.fresh)
      void cache.refresh(key, async () => {
        const nonce = cspNonce();
        const response = await renderPage(req, new URL(href), {
          cspNonce: nonce,
          clientAddress: clientAddress(req, config.trustProxy),
        });
        if (isStorable(response)) return storePage(response, nonce);
        await response.body?.cancel();
        return null;
      });
    const state = found.fresh ? "hit" : "stale";
    metrics.pageCache.hit();
    writeStoredPage(req, res, found.page, secure, pathname, state);
    return true;
  }

  /** Renders a page and keeps it when it is storable; returns the answer when it was not stored. */
  async function renderAndStore(
    req: IncomingMessage,
    res: ServerResponse,
    cache: PageCache,
    url: URL,
    context: RequestContext,
    secure: boolean,
  ): Promise<Response | null> {
    const controller = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) controller.abort();
    });
    metrics.pageCache.miss();
    const response = await renderPage(req, url, context, controller.signal);
    if (!isStorable(response)) {
      setRouteLabel(res, pageRouteLabel(url.pathname, response));
      return response;
    }
    const page = await storePage(response, context.cspNonce);
    cache.set(cacheKey(url), page);
    metrics.pageCache.store();
    metrics.pageCache.setEntries(cache.size);
    metrics.pageCache.setBytes(cache.bytes);
    if (!res.headersSent) writeStoredPage(req, res, page, secure, url.pathname, "miss");
    return null;
  }

  /**
   * The origin a request was sent to, and the only one the application ever sees (SITE_URL's, or
   * the allowed one asked for); or what is wrong with the host it asked for.
   */
  function originsOf(
    req: IncomingMessage,
    authority: string | null,
    scheme: string,
  ): { ok: true; ownOrigin: string | null; publicOrigin: string } | { ok: false; message: string } {
    // The host the client asked for: the absolute-form target's, a trusted proxy's, or Host.
    const forwardedHost = config.trustProxy ? lastForwarded(req.headers["x-forwarded-host"]) : "";
    const askedHost = authority ?? (forwardedHost || req.headers.host || "");
    const host = askedHost ? normalizeHost(askedHost) : null;
    if (askedHost && !host) return { ok: false, message: "Invalid Host header." };
    if (!config.siteOrigin && (!host || !isAllowedHost(host, config.allowedHosts)))
      return { ok: false, message: "Unknown host." };
    const ownOrigin = host ? `${scheme}://${host}` : null;
    return { ok: true, ownOrigin, publicOrigin: config.siteOrigin ?? (ownOrigin as string) };
  }

  /**
   * Most requests first: an anonymous GET or HEAD of a page the cache holds, answered before any
   * header is set one by one. False when anything about the request needs the full path
   * (`handle`), which then answers it, errors included.
   */
  function answerFromCache(req: IncomingMessage, res: ServerResponse): boolean {
    const method = req.method ?? "GET";
    if (!pageCache || shuttingDown || (method !== "GET" && method !== "HEAD") || hasBody(req))
      return false;
    const target = parseTarget(req.url ?? "/");
    if (!target.ok) return false;
    const pathname = target.path.split("?")[0] ?? "/";
    if (
      pathname === "/metrics" ||
      pathname === "/healthz" ||
      isApiPath(pathname) ||
      !isCacheableRequest(method, pathname, req.headers.cookie)
    )
      return false;
    const secure = isSecure(req, config.trustProxy);
    const origins = originsOf(req, target.authority, secure ? "https" : "http");
    if (!origins.ok) return false;
    req.on("error", ignore);
    const href = `${origins.publicOrigin}${target.path}`;
    return serveCachedPage(req, res, pageCache, href, pathname, secure);
  }

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

    const origins = originsOf(req, target.authority, scheme);
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
    if (declaredLength > config.maxBodyBytes) {
      res.setHeader("Connection", "close");
      sendText(req, res, 413, "The request body is too large.");
      return;
    }
    // A page in the cache was rendered by the application, so no file is looked for first.
    const cache =
      pageCache && !api && isCacheableRequest(method, pathname, req.headers.cookie)
        ? pageCache
        : null;
    const pageHref = cache ? `${publicOrigin}${pathAndQuery}` : null;
    if (cache && pageHref && serveCachedPage(req, res, cache, pageHref, pathname, secure)) return;
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
      const response = await renderAndStore(req, res, cache, pageUrl, pageContext, secure);
      if (!response) return;
      if (res.headersSent) {
        await response.body?.cancel().catch(() => undefined);
        return;
      }
      return writeResponse(req, res, response, nonce, secure, pathname);
    }

    const controller = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) controller.abort();
    });

    let body: ReadableStream<Uint8Array> | undefined;
    if (method !== "GET" && method !== "HEAD") {
      const limited = new BodyLimit(config.maxBodyBytes);
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
    await writeResponse(req, res, response, nonce, secure, pathname);
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
      if (answerFromCache(req, res)) return;
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
