import { createHash } from "node:crypto";
import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * The page cache for visitors: anonymous GET pages kept in memory by URL, bounded in entries and
 * bytes, fresh for `ttlSeconds`, then served stale for up to `staleSeconds` while one refresh runs.
 * A stored page keeps its body split at the CSP nonce it was rendered with, so every response gets
 * a nonce of its own; the gzip form is stored as deflate segments joined around that nonce
 * (docs/decisions/0009-page-cache.md).
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
  /** The body in pieces; the nonce goes between each two. */
  segments: Buffer[];
  /** The same pieces as raw deflate data, each ending byte-aligned (a full flush). */
  deflated: Buffer[];
  /** The CRC-32 of each piece (the gzip trailer is combined from them). */
  crcs: number[];
  /** Body length without the nonces. */
  length: number;
  /** Weak validator: the body's hash (the bytes differ only by the nonce from one response to the next). */
  etag: string;
  bytes: number;
}

interface Entry {
  page: StoredPage;
  storedAt: number;
}

/** Our cookies (session, flash/toast, comparison list): a request that carries one is personal. */
const OWN_COOKIE = /(?:^|;)\s*(?:__Host-)?nv-[^=;\s]*=/;

export function hasOwnCookie(cookie: string | string[] | undefined): boolean {
  if (cookie === undefined) return false;
  return (Array.isArray(cookie) ? cookie : [cookie]).some((c) => OWN_COOKIE.test(c));
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
    (method === "GET" || method === "HEAD") && isCacheablePath(pathname) && !hasOwnCookie(cookie)
  );
}

/** The cache key: origin, path and query as the URL parser normalises them (no fragment). */
export function cacheKey(url: string | URL): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}${parsed.search}`;
}

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

/** Splits a buffer at every occurrence of `marker`. */
export function splitAt(body: Buffer, marker: string): Buffer[] {
  const parts: Buffer[] = [];
  if (!marker) return [body];
  const needle = Buffer.from(marker);
  let from = 0;
  for (let at = body.indexOf(needle, from); at !== -1; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

/** Reads a storable response into a stored page, splitting its body at the nonce it was rendered with. */
export async function storePage(response: Response, nonce: string): Promise<StoredPage> {
  const body = Buffer.from(await response.arrayBuffer());
  const segments = splitAt(body, nonce).map((s) => Buffer.from(s));
  const deflated = segments.map((s) =>
    deflateRawSync(s, { level: 9, finishFlush: constants.Z_FULL_FLUSH }),
  );
  const crcs = segments.map((s) => crc32(s));
  const headers = [...response.headers].filter(([name]) => !KEPT_HEADERS.has(name));
  const hash = createHash("sha256");
  for (const s of segments) hash.update(s).update("\0");
  const length = segments.reduce((n, s) => n + s.length, 0);
  const bytes =
    length +
    deflated.reduce((n, s) => n + s.length, 0) +
    headers.reduce((n, [k, v]) => n + k.length + v.length, 0) +
    256;
  return {
    headers,
    segments,
    deflated,
    crcs,
    length,
    etag: `W/"${hash.digest("base64url").slice(0, 27)}"`,
    bytes,
  };
}

/** The stored page's body with `nonce` in its place, in pieces (written without copying). */
export function pageBody(page: StoredPage, nonce: string): Buffer[] {
  const parts: Buffer[] = [];
  const value = Buffer.from(nonce);
  page.segments.forEach((s, i) => {
    if (i > 0) parts.push(value);
    parts.push(s);
  });
  return parts;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final stored block: ends the deflate stream. */
const FINAL_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);

/** A deflate stored (uncompressed) block holding `data` (under 64 KB), not final. */
function storedBlock(data: Buffer): Buffer {
  const n = data.length;
  return Buffer.concat([Buffer.from([0, n & 0xff, n >> 8, ~n & 0xff, (~n >> 8) & 0xff]), data]);
}

const CRC_POLY = 0xedb88320;

/** a(x)·b(x) modulo the CRC-32 polynomial (reflected), as zlib's crc32_combine computes it. */
function multiplyModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ CRC_POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo the polynomial, k = 0..31. */
const X2N: number[] = [];
for (let k = 0, p = 1 << 30; k < 32; k++) {
  X2N.push(p >>> 0);
  p = multiplyModP(p, p);
}

/** The CRC-32 of A followed by B from crc(A), crc(B) and B's length. */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  let p = 0x80000000;
  for (let n = lengthB, k = 3; n > 0; n = Math.floor(n / 2), k++)
    if (n & 1) p = multiplyModP(X2N[k & 31]!, p);
  return (multiplyModP(p, crcA) ^ crcB) >>> 0;
}

/** The gzip form of the page with `nonce`, in pieces: the stored deflate segments around a stored block. */
export function gzipBody(page: StoredPage, nonce: string): Buffer[] {
  const value = Buffer.from(nonce);
  const block = storedBlock(value);
  const nonceCrc = crc32(value);
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  page.segments.forEach((s, i) => {
    if (i > 0) {
      parts.push(block);
      crc = crc32Combine(crc, nonceCrc, value.length);
    }
    parts.push(page.deflated[i]!);
    crc = i === 0 ? page.crcs[0]! : crc32Combine(crc, page.crcs[i]!, s.length);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE((page.length + value.length * (page.segments.length - 1)) >>> 0, 4);
  parts.push(FINAL_BLOCK, trailer);
  return parts;
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
 * The Cache-Control of an HTML page: the application's `public` becomes a shared-cache lifetime
 * (`s-maxage`, `stale-while-revalidate`) on a cacheable path with the cache on; a `public` page on a
 * personal path, or the answer to a form, is `private, no-store`; anything else is left as the application set it.
 */
export function pageCacheControl(
  appValue: string | null,
  method: string,
  pathname: string,
  status: number,
  ttlSeconds: number,
  staleSeconds: number,
): string | null {
  if (!appValue || !/\bpublic\b/i.test(appValue)) return appValue;
  if (!isCacheablePath(pathname) || (method !== "GET" && method !== "HEAD"))
    return "private, no-store";
  if (status !== 200 || ttlSeconds <= 0) return "public, max-age=0";
  return `public, max-age=0, s-maxage=${ttlSeconds}, stale-while-revalidate=${staleSeconds}`;
}
