import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readServerConfig } from "./config";
import { type AppServer, createAppServer } from "./http-app";
import {
  apiRouteLabel,
  createMetrics,
  databaseStatsOf,
  isLoopback,
  mayReadMetrics,
  type Metrics,
} from "./metrics";

const TOKEN = "a-metrics-token-of-32-characters";

describe("access to /metrics", () => {
  it("lets loopback clients in, IPv4, IPv6 and IPv4-mapped", () => {
    for (const address of ["127.0.0.1", "127.1.2.3", "::1", "::ffff:127.0.0.1"])
      expect(isLoopback(address)).toBe(true);
    for (const address of [
      "10.0.0.1",
      "203.0.113.9",
      "::ffff:10.0.0.1",
      "",
      "fe80::1",
      "127.0.0.1.5",
    ])
      expect(isLoopback(address)).toBe(false);
  });

  it("lets other clients in only with the configured bearer token", () => {
    expect(mayReadMetrics("203.0.113.9", undefined, null)).toBe(false);
    expect(mayReadMetrics("203.0.113.9", `Bearer ${TOKEN}`, null)).toBe(false);
    expect(mayReadMetrics("203.0.113.9", undefined, TOKEN)).toBe(false);
    expect(mayReadMetrics("203.0.113.9", `Bearer ${TOKEN}x`, TOKEN)).toBe(false);
    expect(mayReadMetrics("203.0.113.9", `Basic ${TOKEN}`, TOKEN)).toBe(false);
    expect(mayReadMetrics("203.0.113.9", `Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(mayReadMetrics("203.0.113.9", `bearer  ${TOKEN}`, TOKEN)).toBe(true);
    expect(mayReadMetrics("127.0.0.1", undefined, TOKEN)).toBe(true);
  });
});

describe("labels", () => {
  it("names /api requests by their area, never by the raw path", () => {
    expect(apiRouteLabel("/api/product/list")).toBe("api/product");
    expect(apiRouteLabel("/api/oauth/anno/captcha")).toBe("api/oauth");
    expect(apiRouteLabel("/api/x9f8e7d6c5")).toBe("api/other");
    expect(apiRouteLabel("/api")).toBe("api/other");
  });

  it("counts requests and durations by route, method and status; odd methods as 'other'", async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    metrics.observeRequest("routes/home", "GET", 200, 0.02);
    metrics.observeRequest("routes/home", "GET", 200, 0.03);
    metrics.observeRequest("unmatched", "BREW", 405, 0.001);
    const text = await metrics.registry.metrics();
    expect(text).toContain('http_requests_total{route="routes/home",method="GET",status="200"} 2');
    expect(text).toContain('http_requests_total{route="unmatched",method="other",status="405"} 1');
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.05",route="routes/home",method="GET"} 2',
    );
  });

  it("shows the page cache's counters", async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    metrics.pageCache.hit();
    metrics.pageCache.hit();
    metrics.pageCache.miss();
    metrics.pageCache.store();
    metrics.pageCache.setBytes(4096);
    metrics.pageCache.setEntries(3);
    const text = await metrics.registry.metrics();
    expect(text).toContain("page_cache_hits_total 2");
    expect(text).toContain("page_cache_misses_total 1");
    expect(text).toContain("page_cache_stores_total 1");
    expect(text).toContain("page_cache_bytes 4096");
    expect(text).toContain("page_cache_entries 3");
  });

  it("includes Node's process metrics with the event-loop lag", async () => {
    const text = await createMetrics().registry.metrics();
    expect(text).toContain("nodejs_eventloop_lag_seconds");
    expect(text).toContain("process_resident_memory_bytes");
  });
});

describe("database gauges", () => {
  it("reads a pg pool's counts", async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    metrics.setDatabaseStats(databaseStatsOf({ totalCount: 4, idleCount: 1, waitingCount: 2 }));
    const text = await metrics.registry.metrics();
    expect(text).toContain('db_pool_connections{state="total"} 4');
    expect(text).toContain('db_pool_connections{state="idle"} 1');
    expect(text).toContain('db_queries_waiting{database="postgres"} 2');
  });

  it("counts the queries queued behind the running one in a PGlite-like client", async () => {
    const gates: (() => void)[] = [];
    const client = {
      query: () => new Promise<void>((resolve) => gates.push(resolve)),
      exec: () => Promise.resolve(),
    };
    const metrics = createMetrics({ defaultMetrics: false });
    metrics.setDatabaseStats(databaseStatsOf(client));
    const running = [client.query(), client.query(), client.query()];
    expect(await metrics.registry.metrics()).toContain('db_queries_waiting{database="pglite"} 2');
    for (const open of gates) open();
    await Promise.all(running);
    expect(await metrics.registry.metrics()).toContain('db_queries_waiting{database="pglite"} 0');
  });

  it("shows no database gauge values without a source", async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    metrics.setDatabaseStats(databaseStatsOf(undefined));
    expect(await metrics.registry.metrics()).not.toMatch(/^db_queries_waiting\{/m);
  });
});

describe("GET /metrics on the server", () => {
  let running: AppServer | null = null;
  afterEach(async () => {
    await running?.shutdown();
    running = null;
  });

  async function start(metrics: Metrics, env: Record<string, string> = {}) {
    const config = {
      ...readServerConfig({ LOG_REQUESTS: "0", ...env }),
      port: 0,
      host: "127.0.0.1",
    };
    running = createAppServer({
      config,
      metrics,
      publicDir: mkdtempSync(path.join(tmpdir(), "public-")),
      handleRequest: async (request) => {
        const { pathname } = new URL(request.url);
        if (pathname === "/home")
          return new Response("<p>home</p>", {
            headers: { "Content-Type": "text/html", "X-Route-Id": "routes/home" },
          });
        if (pathname.startsWith("/api/")) return Response.json({ ok: true });
        return new Response("missing", { status: 404 });
      },
    });
    await new Promise<void>((resolve) => running!.server.listen(0, "127.0.0.1", resolve));
    return (running.server.address() as AddressInfo).port;
  }

  function get(port: number, url: string, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
      (resolve, reject) => {
        const req = httpRequest({ host: "127.0.0.1", port, path: url, headers }, (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (chunk) => {
            body += chunk;
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        });
        req.on("error", reject);
        req.end();
      },
    );
  }

  it("answers loopback clients, counting pages by route id and stripping the route header", async () => {
    const port = await start(createMetrics({ defaultMetrics: false }));
    const page = await get(port, "/home", { Host: "localhost" });
    expect(page.status).toBe(200);
    expect(page.headers["x-route-id"]).toBeUndefined();
    await get(port, "/api/product/x", { Host: "localhost" });
    await get(port, "/no/such/page/123", { Host: "localhost" });
    await get(port, "/home", { Host: "evil.example" });

    const scrape = await get(port, "/metrics", { Host: "10.1.2.3:9100" });
    expect(scrape.status).toBe(200);
    expect(scrape.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(scrape.headers["cache-control"]).toBe("no-store");
    expect(scrape.body).toContain(
      'http_requests_total{route="routes/home",method="GET",status="200"} 1',
    );
    expect(scrape.body).toContain(
      'http_requests_total{route="api/product",method="GET",status="200"} 1',
    );
    expect(scrape.body).toContain(
      'http_requests_total{route="unmatched",method="GET",status="404"} 1',
    );
    // Refused before any route: counted too.
    expect(scrape.body).toContain(
      'http_requests_total{route="unmatched",method="GET",status="400"} 1',
    );
    expect(scrape.body).not.toContain("/no/such/page");

    const again = await get(port, "/metrics");
    expect(again.body).toContain(
      'http_requests_total{route="metrics",method="GET",status="200"} 1',
    );
  });

  it("answers 404 to a client that is not on loopback (behind a trusted proxy) without the token", async () => {
    const port = await start(createMetrics({ defaultMetrics: false }), {
      TRUST_PROXY: "1",
      METRICS_TOKEN: TOKEN,
    });
    const outside = { "X-Forwarded-For": "203.0.113.9" };
    expect((await get(port, "/metrics", outside)).status).toBe(404);
    expect(
      (await get(port, "/metrics", { ...outside, Authorization: "Bearer wrong-token-wrong-token" }))
        .status,
    ).toBe(404);
    const allowed = await get(port, "/metrics", { ...outside, Authorization: `Bearer ${TOKEN}` });
    expect(allowed.status).toBe(200);
    expect(allowed.body).toContain("http_requests_total");
  });
});
