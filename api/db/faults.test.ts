import net from "node:net";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createApi } from "../app";
import { type Backend, createBackend } from "../backend";
import { CODE } from "../codes";
import { readApiConfig } from "../config";
import { client, TEST_DATABASE_URL, testBackend } from "../test/support";
import { type Database, isDatabaseUnavailable, openDatabase } from "./client";

/** console.error lines logged since the last call (the setup file fails a test on unexpected ones). */
function takeErrorLogs(): string {
  const spy = vi.mocked(console.error);
  const lines = spy.mock.calls.map((call) => call.map(String).join(" ")).join("\n");
  spy.mockClear();
  return lines;
}

beforeAll(() => {
  // Outages are logged on purpose here; each test checks and clears what it expects.
  vi.mocked(console.error).mockImplementation(() => {});
});

/** A Drizzle stand-in whose every query fails with `error`. */
function failingDb(error: unknown): Database {
  const handler: ProxyHandler<() => void> = {
    get: (_target, property) =>
      property === "then"
        ? (_resolve: unknown, reject: (reason: unknown) => void) => reject(error)
        : proxy,
    apply: () => proxy,
  };
  const proxy: unknown = new Proxy(() => {}, handler);
  return proxy as Database;
}

/** The API of a backend whose database fails every query with `error`. */
function apiFailingWith(error: unknown) {
  const config = readApiConfig({ NODE_ENV: "test", DATA_DIR: "/nonexistent" });
  const db = failingDb(error);
  const api = createApi({
    db,
    config,
    mailer: { send: async () => {}, queue: async () => {} },
    brandName: "Northlight Vision",
  });
  const backend = {
    fetch: (request: Request) => Promise.resolve(api.fetch(request)),
    config,
    db,
    ready: async () => false,
    seeded: false,
    close: async () => {},
  } satisfies Backend;
  return client(backend);
}

function withCode(message: string, code: string) {
  return Object.assign(new Error(message), { code });
}

describe("database faults in the API's answers", () => {
  const unavailable: [string, unknown][] = [
    ["connection refused", withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    ["connection reset", withCode("read ECONNRESET", "ECONNRESET")],
    ["admin shutdown", withCode("terminating connection due to administrator command", "57P01")],
    ["crash shutdown", withCode("terminating connection due to crash of another", "57P02")],
    ["cannot connect now", withCode("the database system is shutting down", "57P03")],
    ["connection exception", withCode("connection failure", "08006")],
    ["statement timeout", withCode("canceling statement due to statement timeout", "57014")],
    ["lost connection", new Error("Connection terminated unexpectedly")],
    ["query timeout", new Error("Query read timeout")],
    ["pool connect timeout", new Error("timeout exceeded when trying to connect")],
    [
      "new connection timeout",
      new Error("Connection terminated due to connection timeout", {
        cause: new Error("timeout expired"),
      }),
    ],
    [
      "wrapped by Drizzle",
      new Error("Failed query: select 1\nparams: ", {
        cause: withCode("read ECONNRESET", "ECONNRESET"),
      }),
    ],
    [
      "every address refused",
      Object.assign(new AggregateError([withCode("connect ECONNREFUSED ::1", "ECONNREFUSED")]), {
        code: "ECONNREFUSED",
      }),
    ],
  ];

  it.each(unavailable)(
    "answers 503 SERVICE_UNAVAILABLE with Retry-After for %s",
    async (_, error) => {
      expect(isDatabaseUnavailable(error)).toBe(true);
      const res = await apiFailingWith(error).call("GET", "/product/list");
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(res.body).toEqual({
        isSuccess: false,
        code: CODE.SERVICE_UNAVAILABLE,
        message: "The service is temporarily unavailable. Please try again later.",
        data: null,
      });
      expect(takeErrorLogs()).toContain("database unavailable");
    },
  );

  it.each([
    ["a plain error", new Error("something else broke")],
    ["a SQL error", withCode('relation "x" does not exist', "42P01")],
    ["a unique violation", withCode("duplicate key value", "23505")],
  ])("keeps 500 INTERNAL for %s", async (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    const res = await apiFailingWith(error).call("GET", "/product/list");
    expect(res.status).toBe(500);
    expect(res.headers.get("retry-after")).toBeNull();
    expect(res.body.code).toBe(CODE.INTERNAL);
    expect(takeErrorLogs()).not.toBe("");
  });
});

describe("readiness", () => {
  let backend: Backend;
  let closed = false;
  beforeAll(async () => {
    backend = await testBackend();
  }, 60_000);
  afterAll(() => (closed ? undefined : backend?.close()));

  it("is ready while the database answers, and the API serves", async () => {
    expect(await backend.ready()).toBe(true);
    const res = await client(backend).call("GET", "/product/list");
    expect(res.status).toBe(200);
  });

  it("is not ready once the database is closed, and says so without throwing", async () => {
    await backend.close();
    closed = true;
    const started = Date.now();
    expect(await backend.ready()).toBe(false);
    expect(Date.now() - started).toBeLessThan(1500);
  });
});

/**
 * A TCP proxy in front of PostgreSQL that can refuse connections, cut them, or freeze (hold every
 * byte both ways, as a stopped server or a network partition does).
 */
async function faultProxy(target: { host: string; port: number }) {
  interface Link {
    client: net.Socket;
    server: net.Socket;
    held: { to: net.Socket; data: Buffer }[];
  }
  const links = new Set<Link>();
  let frozen = false;
  let accepted = 0;
  const forward = (link: Link, to: net.Socket, data: Buffer) => {
    if (frozen) link.held.push({ to, data });
    else to.write(data);
  };
  const listener = net.createServer((socket) => {
    accepted++;
    const link: Link = {
      client: socket,
      server: net.connect(target.port, target.host),
      held: [],
    };
    links.add(link);
    const close = () => {
      links.delete(link);
      link.client.destroy();
      link.server.destroy();
    };
    socket.on("data", (data) => forward(link, link.server, data));
    link.server.on("data", (data) => forward(link, link.client, data));
    for (const s of [socket, link.server]) {
      s.on("error", close);
      s.on("close", close);
    }
  });
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => listener.listen(port, "127.0.0.1", () => resolve()));
  await listen();
  port = (listener.address() as net.AddressInfo).port;
  const cut = () => {
    for (const link of links) {
      link.client.destroy();
      link.server.destroy();
    }
    links.clear();
  };
  return {
    port,
    get open() {
      return links.size;
    },
    get accepted() {
      return accepted;
    },
    cut,
    /** Closes the listening socket and every connection: new connections are refused. */
    refuse: () =>
      new Promise<void>((resolve) => {
        listener.close(() => resolve());
        cut();
      }),
    listen,
    freeze: () => {
      frozen = true;
    },
    thaw: () => {
      frozen = false;
      for (const link of links) {
        for (const { to, data } of link.held.splice(0)) to.write(data);
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        cut();
        if (listener.listening) listener.close(() => resolve());
        else resolve();
      }),
  };
}

const serverUrl = TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("PostgreSQL going away, freezing and coming back", () => {
  let proxy: Awaited<ReturnType<typeof faultProxy>>;
  let backend: Backend;
  let api: ReturnType<typeof client>;
  let databaseUrl: string;

  beforeAll(async () => {
    const server = new URL(serverUrl!);
    const name = `faults_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    databaseUrl = new URL(`/${name}`, server).toString();
    proxy = await faultProxy({ host: server.hostname, port: Number(server.port || 5432) });
    const viaProxy = new URL(databaseUrl);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    backend = await createBackend({
      config: readApiConfig({
        NODE_ENV: "test",
        DATABASE_URL: viaProxy.toString(),
        DATA_DIR: "/nonexistent",
      }),
      inMemory: true,
      seed: false,
      connectTimeoutMs: 500,
      queryTimeoutMs: 700,
    });
    api = client(backend);
  }, 60_000);
  afterAll(async () => {
    await backend?.close();
    await proxy?.close();
  });
  afterEach(async () => {
    proxy.thaw();
    if (!(await backend.ready())) await proxy.listen();
    takeErrorLogs();
  });

  it("answers 503 while connections are refused, then serves again without a restart", async () => {
    expect((await api.call("GET", "/product/list")).status).toBe(200);
    await proxy.refuse();
    const down = await api.call("GET", "/product/list");
    expect(down.status).toBe(503);
    expect(down.body.code).toBe(CODE.SERVICE_UNAVAILABLE);
    expect(down.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await backend.ready()).toBe(false);
    await proxy.listen();
    expect(await backend.ready()).toBe(true);
    expect((await api.call("GET", "/product/list")).status).toBe(200);
    expect(takeErrorLogs()).toContain("database unavailable");
  });

  it("survives the server terminating its connections (admin shutdown of idle clients)", async () => {
    // Open a few pool connections, then have PostgreSQL terminate them while they are idle.
    await Promise.all([1, 2, 3].map(() => api.call("GET", "/product/list")));
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    const { rows } = await admin.query(
      "select pg_terminate_backend(pid) as done from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    await admin.end();
    expect(rows.length).toBeGreaterThan(0);
    // The process is still here (an unhandled 'error' would fail this file); calls answer 503 at
    // worst while the pool drops the dead connections, never 500, and then 200 again.
    await vi.waitFor(
      async () => {
        const res = await api.call("GET", "/product/list");
        expect([200, 503]).toContain(res.status);
        expect(res.status).toBe(200);
      },
      { timeout: 5000, interval: 50 },
    );
    expect(takeErrorLogs()).toMatch(/database connection lost|database unavailable/);
  });

  it("answers 503 quickly when the database freezes, drops the stuck connection and recovers", async () => {
    expect((await api.call("GET", "/product/list")).status).toBe(200);
    proxy.freeze();
    const openBefore = proxy.open;
    expect(openBefore).toBeGreaterThan(0);
    const started = Date.now();
    const frozen = await api.call("GET", "/product/list");
    expect(frozen.status).toBe(503);
    expect(frozen.body.code).toBe(CODE.SERVICE_UNAVAILABLE);
    expect(Date.now() - started).toBeLessThan(2000);
    const readyStarted = Date.now();
    expect(await backend.ready()).toBe(false);
    expect(Date.now() - readyStarted).toBeLessThan(1300);
    proxy.thaw();
    await vi.waitFor(
      async () => {
        expect(await backend.ready()).toBe(true);
      },
      { timeout: 5000, interval: 50 },
    );
    expect((await api.call("GET", "/product/list")).status).toBe(200);
    expect(takeErrorLogs()).toContain("database unavailable");
  });

  it.each([
    ["a plain query", false],
    ["a transaction", true],
  ])(
    "throws away a connection whose query timed out (%s) and uses a new one",
    async (_, inTransaction) => {
      const viaProxy = new URL(databaseUrl);
      viaProxy.host = `127.0.0.1:${proxy.port}`;
      const handle = await openDatabase({
        databaseUrl: viaProxy.toString(),
        poolSize: 1,
        connectTimeoutMs: 300,
        queryTimeoutMs: 500,
      });
      try {
        const openBefore = proxy.open;
        await handle.db.execute(sql`select 1`);
        expect(proxy.open).toBe(openBefore + 1);
        const acceptedBefore = proxy.accepted;
        const stuck = inTransaction
          ? handle.db.transaction(async (tx) => {
              await tx.execute(sql`select 1`);
              proxy.freeze();
              await tx.execute(sql`select 2`);
            })
          : Promise.resolve().then(() => {
              proxy.freeze();
              return handle.db.execute(sql`select 2`);
            });
        const error = await stuck.then(
          () => null,
          (e: unknown) => e,
        );
        expect(isDatabaseUnavailable(error)).toBe(true);
        // The pool closed the stuck connection instead of keeping it for the next query.
        await vi.waitFor(() => expect(proxy.open).toBe(openBefore), { timeout: 3000 });
        proxy.thaw();
        const started = Date.now();
        await handle.db.execute(sql`select 3`);
        expect(Date.now() - started).toBeLessThan(500);
        expect(proxy.accepted).toBe(acceptedBefore + 1);
      } finally {
        proxy.thaw();
        await handle.close();
      }
    },
  );
});
