import type { IncomingMessage, ServerResponse } from "node:http";
import { gunzipSync } from "node:zlib";
import { chooseEncoding, type Encoding } from "./compression";
import type { ServerConfig } from "./config";
import { type Metrics, pageRouteLabel, ROUTE_HEADER, setRouteLabel } from "./metrics";
import {
  type CacheState,
  cacheKey,
  isCacheableRequest,
  isStorable,
  matchesEtag,
  type PageCache,
  type StoredAnswer,
  type StoredPage,
  storePage,
} from "./page-cache";
import {
  dropUnreadBody,
  hasBody,
  ignore,
  isApiPath,
  originsOf,
  parseTarget,
  settleUnreadBody,
  toHeaders,
} from "./request-guards";
import { BASE_HEADERS, pageCacheHeader } from "./response-writer";
import { clientAddress, cspNonce, hashedSecurityPolicy, isSecure } from "./security";

/** What every request handed to the application knows besides the request itself. */
export interface RequestContext {
  cspNonce: string;
  clientAddress: string;
}

export type ApplicationHandler = (request: Request, context: RequestContext) => Promise<Response>;

export interface PageCachePathOptions {
  config: ServerConfig;
  cache: PageCache;
  metrics: Metrics;
  handleRequest: ApplicationHandler;
  /** Whether the server is shutting down (connections close after their answer). */
  closing: () => boolean;
}

/**
 * The page cache's path (decision 0009): anonymous pages answered from the cache, rendered into it
 * when missing or stale, and the answers made from a stored page, kept with it.
 */
export function pageCachePath({
  config,
  cache,
  metrics,
  handleRequest,
  closing,
}: PageCachePathOptions) {
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
      [
        "Cache-Control",
        pageCacheHeader(config, appCacheControl, "GET", pathname, 200) ?? "no-cache",
      ],
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
      body = encoding ? page.encoded[encoding] : null;
      headers = [
        ...base,
        ...validators,
        ...page.headers.filter(([name]) => name !== "cache-control" && name !== ROUTE_HEADER),
        ["Content-Security-Policy", hashedSecurityPolicy(page.scriptHashes, secure)],
        ...(encoding ? [["Content-Encoding", encoding] as [string, string]] : []),
        ["Content-Length", String(body ? body.length : page.length)],
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
    if (closing()) res.setHeader("Connection", "close");
    const notModified = matchesEtag(req.headers["if-none-match"], page.etag);
    const encoding = notModified ? "304" : chooseEncoding(req.headers["accept-encoding"]);
    const answer = storedAnswer(page, secure, encoding, state, pathname);
    // The stored route id names the request in the metrics; it is never sent.
    if (answer.route) setRouteLabel(res, answer.route);
    // Headers set before (on the full path) stay; only the policy differs on a 304.
    if (notModified) res.removeHeader("Content-Security-Policy");
    res.writeHead(notModified ? 304 : 200, answer.headers);
    if (notModified || req.method === "HEAD") res.end();
    else res.end(answer.body ?? gunzipSync(page.encoded.gzip));
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

  /** The pages being rendered for the cache, by key: a page's first miss renders it, once. */
  const rendering = new Map<string, Promise<StoredPage | null>>();

  /**
   * Renders a page and keeps it when it is storable; returns the answer when it was not stored.
   * Requests for a page that is being rendered for the cache wait for that page instead of
   * rendering it again (many clients asking for a page the cache has just lost); when it turns out
   * not storable, each renders its own.
   */
  async function renderAndStore(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    context: RequestContext,
    secure: boolean,
  ): Promise<Response | null> {
    const key = cacheKey(url);
    const pending = rendering.get(key);
    if (pending) {
      const page = await pending;
      if (page) {
        metrics.pageCache.hit();
        if (!res.headersSent) writeStoredPage(req, res, page, secure, url.pathname, "hit");
        return null;
      }
    }
    const controller = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) controller.abort();
    });
    metrics.pageCache.miss();
    let stored: (page: StoredPage | null) => void = () => {};
    const mine = pending
      ? null
      : new Promise<StoredPage | null>((resolve) => {
          stored = resolve;
        });
    if (mine) rendering.set(key, mine);
    try {
      const response = await renderPage(req, url, context, controller.signal);
      if (!isStorable(response)) {
        setRouteLabel(res, pageRouteLabel(url.pathname, response));
        return response;
      }
      const page = await storePage(response, context.cspNonce);
      cache.set(key, page);
      stored(page);
      metrics.pageCache.store();
      metrics.pageCache.setEntries(cache.size);
      metrics.pageCache.setBytes(cache.bytes);
      if (!res.headersSent) writeStoredPage(req, res, page, secure, url.pathname, "miss");
      return null;
    } finally {
      stored(null);
      if (mine) rendering.delete(key);
    }
  }

  /**
   * Most requests first: an anonymous GET or HEAD of a page the cache holds, answered before any
   * header is set one by one. False when anything about the request needs the full path
   * (`handle`), which then answers it, errors included.
   */
  function answerFromCache(req: IncomingMessage, res: ServerResponse): boolean {
    const method = req.method ?? "GET";
    if (closing() || (method !== "GET" && method !== "HEAD") || hasBody(req)) return false;
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
    const origins = originsOf(config, req, target.authority, secure ? "https" : "http");
    if (!origins.ok) return false;
    req.on("error", ignore);
    const href = `${origins.publicOrigin}${target.path}`;
    return serveCachedPage(req, res, href, pathname, secure);
  }

  return { serveCachedPage, renderAndStore, answerFromCache };
}
