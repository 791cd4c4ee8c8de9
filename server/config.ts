import { hostname, networkInterfaces } from "node:os";

/** Server settings from the environment, with the embedded defaults used by `npm start`. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Largest accepted request body in bytes; larger bodies get 413 while they are read. */
  maxBodyBytes: number;
  /**
   * Largest firmware file the console's release upload takes (its own paths only: see
   * `bodyLimitOf` in body-limit.ts); every other path keeps `maxBodyBytes`.
   */
  firmwareUploadMaxBytes: number;
  /** Honour X-Forwarded-Proto / X-Forwarded-For from a reverse proxy. */
  trustProxy: boolean;
  /** Milliseconds SIGTERM waits for requests in flight before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** Write one JSON line per request to stdout. */
  logRequests: boolean;
  /**
   * The public origin (of SITE_URL): every request handed to the application carries it, whatever
   * Host the client sent. Null when SITE_URL is not set.
   */
  siteOrigin: string | null;
  /**
   * Host names (optionally with `:port`) whose requests are served when SITE_URL is not set; any
   * other Host gets 400. Lower case; IPv6 addresses in brackets.
   */
  allowedHosts: string[];
  /**
   * A bearer token that lets clients other than loopback read GET /metrics; null when not set
   * (then only loopback clients can).
   */
  metricsToken: string | null;
  /**
   * Seconds an anonymous page stays fresh in the page cache and in shared caches (`s-maxage`);
   * 0 turns the page cache off.
   */
  pageCacheSeconds: number;
  /** Seconds a page past its freshness is still served while one refresh runs. */
  pageCacheStaleSeconds: number;
  /** Most pages kept, and most bytes (bodies and their gzip forms). */
  pageCacheMaxEntries: number;
  pageCacheMaxBytes: number;
  /**
   * Seconds the backend's answer to a public read (the home page's blocks, a product list) is
   * reused for pages that are rendered (server/answer-cache.ts); 0 turns it off.
   */
  answerCacheSeconds: number;
  /**
   * Most pages rendered at once (server/render-slots.ts); 0 sets no limit. Four by default on the
   * embedded database, which runs on the pages' own thread; no limit by default when the data comes
   * over the network (DATABASE_URL, API_ORIGIN), where pages wait for it side by side.
   */
  renderConcurrency: number;
}

function integer(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`Expected a non-negative integer, got "${value}"`);
  return n;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === "") return fallback;
  return ["1", "true", "yes", "on"].includes(value.toLowerCase());
}

/** The origin of SITE_URL, or null; a SITE_URL that is not an http(s) URL stops the start. */
function siteOrigin(value: string | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SITE_URL must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new Error(`SITE_URL must be an absolute http(s) URL, got "${value}"`);
  return url.origin;
}

/** localhost, the loopback addresses, this machine's name and its own interface addresses. */
export function defaultAllowedHosts(): string[] {
  const hosts = new Set(["localhost", "127.0.0.1", "[::1]", hostname().toLowerCase()]);
  for (const addresses of Object.values(networkInterfaces())) {
    for (const address of addresses ?? []) {
      const bare = address.address.split("%")[0]!.toLowerCase();
      hosts.add(address.family === "IPv6" ? `[${bare}]` : bare);
    }
  }
  return [...hosts].filter(Boolean);
}

function hostList(value: string | undefined): string[] {
  if (value === undefined || value.trim() === "") return defaultAllowedHosts();
  return value
    .split(",")
    .map((h) =>
      h
        .trim()
        .toLowerCase()
        .replace(/\.(?=:\d+$|$)/, ""),
    )
    .filter(Boolean);
}

/** METRICS_TOKEN: at least 16 visible ASCII characters, no spaces (it travels in a header). */
function metricsToken(value: string | undefined): string | null {
  if (value === undefined || value === "") return null;
  if (!/^[\x21-\x7e]{16,}$/.test(value))
    throw new Error("METRICS_TOKEN must be at least 16 visible ASCII characters without spaces");
  return value;
}

export function readServerConfig(
  env: Record<string, string | undefined> = process.env,
): ServerConfig {
  return {
    port: integer(env.PORT, 3000),
    host: env.HOST || "0.0.0.0",
    // 50 MB uploads (spec §9) plus room for the other form fields and multipart framing.
    maxBodyBytes: integer(env.MAX_BODY_BYTES, 51 * 1024 * 1024),
    firmwareUploadMaxBytes: integer(env.FIRMWARE_UPLOAD_MAX_BYTES, 2 * 1024 * 1024 * 1024),
    trustProxy: flag(env.TRUST_PROXY, false),
    shutdownTimeoutMs: integer(env.SHUTDOWN_TIMEOUT_MS, 10_000),
    logRequests: flag(env.LOG_REQUESTS, true),
    siteOrigin: siteOrigin(env.SITE_URL),
    allowedHosts: hostList(env.ALLOWED_HOSTS),
    metricsToken: metricsToken(env.METRICS_TOKEN),
    pageCacheSeconds: integer(env.PAGE_CACHE_SECONDS, 60),
    pageCacheStaleSeconds: integer(env.PAGE_CACHE_STALE_SECONDS, 300),
    pageCacheMaxEntries: integer(env.PAGE_CACHE_MAX_ENTRIES, 500),
    pageCacheMaxBytes: integer(env.PAGE_CACHE_MAX_BYTES, 64 * 1024 * 1024),
    answerCacheSeconds: integer(env.ANSWER_CACHE_SECONDS, 60),
    renderConcurrency: integer(env.RENDER_CONCURRENCY, env.DATABASE_URL || env.API_ORIGIN ? 0 : 4),
  };
}
