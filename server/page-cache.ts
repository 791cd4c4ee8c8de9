import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { carriesSiteCookie } from "#shared/site-cookies";
import { boundedMemo } from "./bounded-memo";
import type { Encoding } from "./compression";

/**
 * The page cache for visitors: anonymous GET pages kept in memory by URL, bounded in entries and
 * bytes, fresh for `ttlSeconds`, then served stale for up to `staleSeconds` while one refresh runs.
 * A stored page's bytes are fixed: its policy allows its inline scripts by their hashes, and it is
 * compressed once when stored (docs/decisions/0009-page-cache.md, 0016).
 */
export interface PageCacheOptions {
  ttlSeconds: number;
  staleSeconds: number;
  maxEntries: number;
  maxBytes: number;
  now?: () => number;
}

export interface StoredPage {
  /** Response headers to repeat (Content-Type, Cache-Control, Content-Language…). */
  headers: [string, string][];
  /**
   * The body as rendered, without the nonce it was rendered with, compressed once for every
   * response; a client that takes neither encoding gets the gzip form inflated (rare: browsers and
   * crawlers take one). The plain body is not kept: it would be three quarters of the cache.
   */
  encoded: Record<Encoding, Buffer>;
  /** The plain body's length in bytes. */
  length: number;
  /** CSP sources allowing the page's inline scripts, and nothing else. */
  scriptHashes: string[];
  /** Weak validator: the body's hash (one entity, whatever its encoding). */
  etag: string;
  bytes: number;
  /** Each kind of answer made from this page, built at its first use. */
  answers: Map<string, StoredAnswer>;
}

/** One kind of answer made from a stored page: its headers and the bytes it sends. */
export interface StoredAnswer {
  /** Names and values in one flat list, as `writeHead` takes them. */
  headers: string[];
  /** Null for a 304 and for the plain body, inflated for each such request. */
  body: Buffer | null;
  /** The route that rendered the page (the metrics' label), never sent. */
  route: string | null;
}

/** Where an answer from the cache came from: stored before, stored but past its TTL, or just rendered. */
export type CacheState = "hit" | "stale" | "miss";

interface Entry {
  page: StoredPage;
  storedAt: number;
}

/** Pages never kept: the API, administration, accounts and the sign-in forms (captcha keys, tokens). */
const PERSONAL_SEGMENTS = new Set([
  "api",
  "admin",
  "login",
  "register",
  "forgetpassword",
  "resetpassword",
  "changepassword",
  "personal-center",
  "logout",
]);

/** Whether a path may be served from, and stored in, the page cache (the language prefix aside). */
export function isCacheablePath(pathname: string): boolean {
  const [, first = "", second = ""] = pathname.toLowerCase().split("/");
  return !PERSONAL_SEGMENTS.has(first) && !PERSONAL_SEGMENTS.has(second);
}

/** Whether a request may be answered from the cache: GET or HEAD, a cacheable path, none of our cookies. */
export function isCacheableRequest(
  method: string,
  pathname: string,
  cookie: string | string[] | undefined,
): boolean {
  return (
    (method === "GET" || method === "HEAD") &&
    isCacheablePath(pathname) &&
    !carriesSiteCookie(cookie)
  );
}

/** The cache key: origin, path and query as the URL parser normalises them (no fragment). */
export function cacheKey(url: string | URL): string {
  return typeof url === "string" ? keyOfAddress(url) : keyOf(url);
}

function keyOf(url: string | URL): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}${parsed.search}`;
}

/** Worked out once per address as it was asked for. */
const keyOfAddress = boundedMemo(4096, keyOf);

/**
 * Whether the application's response may be stored: 200, HTML, no cookie set, marked `public` by
 * the application and not `private`/`no-store`.
 */
export function isStorable(response: Response): boolean {
  if (response.status !== 200) return false;
  if (!response.headers.get("content-type")?.toLowerCase().startsWith("text/html")) return false;
  if (response.headers.has("set-cookie") || response.headers.has("content-encoding")) return false;
  const cacheControl = (response.headers.get("cache-control") ?? "").toLowerCase();
  return /\bpublic\b/.test(cacheControl) && !/\b(private|no-store|no-cache)\b/.test(cacheControl);
}

const KEPT_HEADERS = new Set(["set-cookie", "content-length", "content-encoding", "connection"]);

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** An inline script: its attributes and its text (a script element's text is never escaped). */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The CSP sources (`'sha256-…'`) that allow exactly the inline scripts of a page; scripts loaded
 * from a file are allowed by `'self'`.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * Reads a storable response into a stored page: the nonce it was rendered with is taken out (the
 * policy of a stored page allows its inline scripts by hash), and the body is compressed once, with
 * gzip and brotli, for all the responses to come.
 */
export async function storePage(response: Response, nonce: string): Promise<StoredPage> {
  const rendered = await response.text();
  const html = nonce ? rendered.replaceAll(` nonce="${nonce}"`, "") : rendered;
  const body = Buffer.from(html);
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(body, { level: 9 }),
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        // A window just large enough for the page: the same bytes as brotli's default 4 MB window
        // for any page under 4 MB, with a fraction of its memory in the compressing thread.
        [constants.BROTLI_PARAM_LGWIN]: Math.min(
          constants.BROTLI_MAX_WINDOW_BITS,
          Math.max(constants.BROTLI_MIN_WINDOW_BITS + 6, Math.ceil(Math.log2(body.length + 1))),
        ),
      },
    }),
  ]);
  const headers = [...response.headers].filter(([name]) => !KEPT_HEADERS.has(name));
  const bytes =
    gzipped.length +
    brotli.length +
    headers.reduce((n, [k, v]) => n + k.length + v.length, 0) +
    512;
  return {
    headers,
    encoded: { gzip: gzipped, br: brotli },
    length: body.length,
    scriptHashes: inlineScriptHashes(html),
    etag: `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
    bytes,
    answers: new Map(),
  };
}

export type Lookup = { page: StoredPage; fresh: boolean } | null;

/** The cache itself: an LRU map of stored pages with their age, and the refreshes under way. */
export class PageCache {
  readonly options: Required<PageCacheOptions>;
  private entries = new Map<string, Entry>();
  private refreshing = new Set<string>();
  private totalBytes = 0;

  constructor(options: PageCacheOptions) {
    this.options = { now: Date.now, ...options };
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.totalBytes;
  }

  /** The page under `key`: fresh, stale (to serve while it is refreshed), or null (none or too old). */
  get(key: string): Lookup {
    const entry = this.entries.get(key);
    if (!entry) return null;
    const age = this.options.now() - entry.storedAt;
    const { ttlSeconds, staleSeconds } = this.options;
    if (age >= (ttlSeconds + staleSeconds) * 1000) {
      this.delete(key);
      return null;
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { page: entry.page, fresh: age < ttlSeconds * 1000 };
  }

  set(key: string, page: StoredPage): void {
    if (page.bytes > this.options.maxBytes) return;
    this.delete(key);
    this.entries.set(key, { page, storedAt: this.options.now() });
    this.totalBytes += page.bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.options.maxEntries && this.totalBytes <= this.options.maxBytes)
        break;
      this.entries.delete(oldest);
      this.totalBytes -= entry.page.bytes;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalBytes -= entry.page.bytes;
  }

  /** Drops every page, or those whose path starts with `pathPrefix` (any origin). */
  clear(pathPrefix?: string): void {
    for (const key of [...this.entries.keys()]) {
      if (pathPrefix === undefined || new URL(key).pathname.startsWith(pathPrefix))
        this.delete(key);
    }
  }

  /**
   * Runs `refresh` for `key` unless one already runs; its page replaces the entry, or the entry
   * goes when the answer is not storable or fails.
   */
  refresh(key: string, refresh: () => Promise<StoredPage | null>): Promise<void> {
    if (this.refreshing.has(key)) return Promise.resolve();
    this.refreshing.add(key);
    return refresh()
      .then(
        (page) => (page ? this.set(key, page) : this.delete(key)),
        () => this.delete(key),
      )
      .finally(() => this.refreshing.delete(key));
  }

  isRefreshing(key: string): boolean {
    return this.refreshing.has(key);
  }
}

/** Whether an If-None-Match header names this entity tag (weak comparison, `*` included). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch
    .split(",")
    .map((t) => t.trim().replace(/^W\//, ""))
    .some((t) => t === "*" || t === bare);
}

/**
 * The Cache-Control of any other answer (a file, a CSV, JSON) to a request that carries one of the
 * site's cookies: a `public` one becomes `private, no-store`, so that no shared cache keeps it.
 */
export function personalAnswerCacheControl(appValue: string | null): string | null {
  return appValue && /\bpublic\b/i.test(appValue) ? "private, no-store" : appValue;
}

/**
 * The Cache-Control of an HTML page: the application's `public` becomes a shared-cache lifetime
 * (`s-maxage`, `stale-while-revalidate`) on a cacheable path with the cache on; a `public` page on a
 * personal path, the answer to a form or to a request that carries one of the site's cookies is
 * `private, no-store`; anything else is left as the application set it.
 */
export function pageCacheControl(
  appValue: string | null,
  method: string,
  pathname: string,
  status: number,
  ttlSeconds: number,
  staleSeconds: number,
  personalRequest = false,
): string | null {
  if (!appValue || !/\bpublic\b/i.test(appValue)) return appValue;
  if (personalRequest || !isCacheablePath(pathname) || (method !== "GET" && method !== "HEAD"))
    return "private, no-store";
  if (status !== 200 || ttlSeconds <= 0) return "public, max-age=0";
  return `public, max-age=0, s-maxage=${ttlSeconds}, stale-while-revalidate=${staleSeconds}`;
}
