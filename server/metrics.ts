import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

/**
 * The response header that carries the Remix route id of a rendered page from the application to
 * the server (set in app/entry.server.tsx); the server reads it for the `route` label and strips it.
 */
export const ROUTE_HEADER = "x-route-id";

/** The areas of the backend under /api (its first path segment); any other is counted as "api/other". */
const API_AREAS = new Set([
  "oauth",
  "authority",
  "msg",
  "partner",
  "product",
  "content",
  "algorithm",
  "admin",
]);

/** The `route` label of an /api path: "api/<area>" for a known area, "api/other" otherwise. */
export function apiRouteLabel(pathname: string): string {
  const area = pathname.split("/")[2] ?? "";
  return API_AREAS.has(area) ? `api/${area}` : "api/other";
}

/** What the database reports about its connections (PostgreSQL pool) or queued queries (PGlite). */
export interface DatabaseStats {
  kind: "pglite" | "postgres";
  /** PostgreSQL: connections open in the pool. */
  total?: number;
  /** PostgreSQL: open connections not in use. */
  idle?: number;
  /** Queries waiting: for a free pool connection (PostgreSQL), behind the running one (PGlite). */
  waiting: number;
}

export interface Metrics {
  registry: Registry;
  /** Counts one answered request (status and duration under a bounded route label). */
  observeRequest(route: string, method: string, status: number, seconds: number): void;
  pageCache: PageCacheMetrics;
  /** Counts one look-up in the backend's answer cache (server/answer-cache.ts). */
  answerLookup(hit: boolean): void;
  /** Where the answer cache's gauges read from; set when the cache is created. */
  setAnswerCacheSize(source: (() => { entries: number; characters: number }) | null): void;
  /** Where the database gauges read from; set once the backend is open. */
  setDatabaseStats(source: (() => DatabaseStats | null) | null): void;
}

/** Counters the page cache reports to (GET /metrics shows them as page_cache_*). */
export interface PageCacheMetrics {
  /** A page answered from the cache. */
  hit(): void;
  /** A cacheable page that was not in the cache (rendered). */
  miss(): void;
  /** A rendered page put into the cache. */
  store(): void;
  /** The bytes the cache holds now. */
  setBytes(bytes: number): void;
  /** The entries the cache holds now. */
  setEntries(entries: number): void;
}

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * A registry with the server's metrics: requests by route, method and status; request durations;
 * Node's process metrics (CPU, memory, event-loop lag, GC); the page cache; the database.
 */
export function createMetrics(options: { defaultMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (options.defaultMetrics !== false) collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by route, method and status.",
    labelNames: ["route", "method", "status"] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from the request's arrival to the end of its answer, by route and method.",
    labelNames: ["route", "method"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  const counter = (name: string, help: string) =>
    new Counter({ name, help, registers: [registry] });
  const hits = counter("page_cache_hits_total", "Pages answered from the page cache.");
  const misses = counter("page_cache_misses_total", "Cacheable pages not found in the page cache.");
  const stores = counter("page_cache_stores_total", "Rendered pages put into the page cache.");
  const bytes = new Gauge({
    name: "page_cache_bytes",
    help: "Bytes held by the page cache.",
    registers: [registry],
  });
  const entries = new Gauge({
    name: "page_cache_entries",
    help: "Pages held by the page cache.",
    registers: [registry],
  });

  const answerHits = counter(
    "answer_cache_hits_total",
    "Backend answers reused from the answer cache.",
  );
  const answerMisses = counter(
    "answer_cache_misses_total",
    "Shared backend calls not found in the answer cache (sent to the backend).",
  );
  let answerCacheSize: (() => { entries: number; characters: number }) | null = null;
  new Gauge({
    name: "answer_cache_entries",
    help: "Backend answers held by the answer cache.",
    registers: [registry],
    collect() {
      this.set(answerCacheSize?.().entries ?? 0);
    },
  });
  new Gauge({
    name: "answer_cache_characters",
    help: "Characters of the backend answers held by the answer cache.",
    registers: [registry],
    collect() {
      this.set(answerCacheSize?.().characters ?? 0);
    },
  });

  let databaseStats: (() => DatabaseStats | null) | null = null;
  const read = () => {
    try {
      return databaseStats?.() ?? null;
    } catch {
      return null;
    }
  };
  new Gauge({
    name: "db_pool_connections",
    help: "PostgreSQL pool connections, by state (total, idle).",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      this.reset();
      const stats = read();
      if (stats?.kind !== "postgres") return;
      this.set({ state: "total" }, stats.total ?? 0);
      this.set({ state: "idle" }, stats.idle ?? 0);
    },
  });
  new Gauge({
    name: "db_queries_waiting",
    help: "Database queries waiting: for a pool connection (PostgreSQL), in PGlite's queue (PGlite).",
    labelNames: ["database"] as const,
    registers: [registry],
    collect() {
      this.reset();
      const stats = read();
      if (stats) this.set({ database: stats.kind }, stats.waiting);
    },
  });

  return {
    registry,
    observeRequest(route, method, status, seconds) {
      const m = METHODS.has(method) ? method : "other";
      requests.inc({ route, method: m, status: String(status) });
      duration.observe({ route, method: m }, seconds);
    },
    pageCache: {
      hit: () => hits.inc(),
      miss: () => misses.inc(),
      store: () => stores.inc(),
      setBytes: (n) => bytes.set(n),
      setEntries: (n) => entries.set(n),
    },
    answerLookup: (hit) => (hit ? answerHits.inc() : answerMisses.inc()),
    setAnswerCacheSize(source) {
      answerCacheSize = source;
    },
    setDatabaseStats(source) {
      databaseStats = source;
    },
  };
}

/** The server's metrics (one registry per process). */
export const metrics = createMetrics();
/** What the page cache calls: `pageCacheMetrics.hit()`, `.miss()`, `.store()`, `.setBytes(n)`. */
export const pageCacheMetrics = metrics.pageCache;

/** Where a response keeps its route label (a property: no table to clean up after each response). */
const ROUTE_LABEL = Symbol("routeLabel");
type LabelledResponse = ServerResponse & { [ROUTE_LABEL]?: string };

/** Names the route a request was answered by (bounded: never the raw URL). */
export function setRouteLabel(res: ServerResponse, route: string): void {
  (res as LabelledResponse)[ROUTE_LABEL] = route;
}

/** The route label of an answered request; "unmatched" when nothing named one. */
export function routeLabelOf(res: ServerResponse): string {
  return (res as LabelledResponse)[ROUTE_LABEL] ?? "unmatched";
}

/**
 * The route label the application put on its response (the page's Remix route id), removed from
 * the response so it never reaches the client. Null when there is none.
 */
export function takeRouteHeader(response: Response): string | null {
  const value = response.headers.get(ROUTE_HEADER);
  if (value === null) return null;
  try {
    response.headers.delete(ROUTE_HEADER);
  } catch {
    // Immutable headers (a fetched response): the server skips the header when copying instead.
  }
  return value;
}

/**
 * The `route` label of a page request: the Remix route id the application named on its response,
 * "data" for the data requests of client-side navigation (`*.data`), "unmatched" otherwise.
 */
export function pageRouteLabel(pathname: string, response: Response): string {
  return takeRouteHeader(response) ?? (pathname.endsWith(".data") ? "data" : "unmatched");
}

/** 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6. */
export function isLoopback(address: string): boolean {
  const bare = address.replace(/^::ffff:/i, "");
  return bare === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare);
}

/**
 * Who may read GET /metrics: a loopback client, or any client sending `Authorization: Bearer
 * <METRICS_TOKEN>` when a token is configured (compared in constant time).
 */
export function mayReadMetrics(
  address: string,
  authorization: string | undefined,
  token: string | null,
): boolean {
  if (isLoopback(address)) return true;
  if (!token || !authorization) return false;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  if (!match) return false;
  const given = Buffer.from(match[1]!);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Duck-typed statistics of the database client the backend uses: a pg Pool (totalCount, idleCount,
 * waitingCount) or PGlite, whose queries queue behind one another (counted by wrapping its
 * `query`, `exec` and `transaction`: all but the running one are waiting).
 */
export function databaseStatsOf(client: unknown): (() => DatabaseStats) | null {
  if (!client || typeof client !== "object") return null;
  const pool = client as { totalCount?: unknown; idleCount?: unknown; waitingCount?: unknown };
  if (typeof pool.totalCount === "number" && typeof pool.waitingCount === "number") {
    return () => ({
      kind: "postgres",
      total: Number(pool.totalCount),
      idle: Number(pool.idleCount ?? 0),
      waiting: Number(pool.waitingCount),
    });
  }
  const pglite = client as Record<string, unknown>;
  if (typeof pglite.query !== "function" || typeof pglite.exec !== "function") return null;
  let inFlight = 0;
  for (const name of ["query", "exec", "transaction"]) {
    const original = pglite[name];
    if (typeof original !== "function") continue;
    pglite[name] = async function counted(this: unknown, ...args: unknown[]) {
      inFlight++;
      try {
        return await original.apply(this, args);
      } finally {
        inFlight--;
      }
    };
  }
  return () => ({ kind: "pglite", waiting: Math.max(0, inFlight - 1) });
}

/**
 * The answer to GET /metrics: the registry in Prometheus text format for a client allowed to read
 * it (mayReadMetrics), 404 for anyone else (the endpoint does not show that it exists).
 */
export async function metricsAnswer(
  metrics: Metrics,
  address: string,
  req: IncomingMessage,
  config: { metricsToken: string | null },
): Promise<{ status: number; body: string; headers: Record<string, string> }> {
  if (!mayReadMetrics(address, req.headers.authorization, config.metricsToken))
    return { status: 404, body: "Not Found.", headers: {} };
  return {
    status: 200,
    body: await metrics.registry.metrics(),
    headers: { "Content-Type": metrics.registry.contentType, "Cache-Control": "no-store" },
  };
}
