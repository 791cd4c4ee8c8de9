import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The database as services see it: the same Drizzle API on PGlite and on PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Whether the database answers `select 1` within `timeoutMs`; never throws. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(process.cwd(), "api", "db", "migrations");

/** How long the serving pool waits for a PostgreSQL connection (new, or a free one of the pool). */
export const DEFAULT_CONNECT_TIMEOUT_MS = 1000;
/** How long the serving pool waits for the answer to one query before it gives up on the connection. */
export const DEFAULT_QUERY_TIMEOUT_MS = 1200;
/** Connect timeout of the start-up connection (migrations and seed): a start fails, never hangs. */
const SETUP_CONNECT_TIMEOUT_MS = 10_000;
/** How long `ping` waits for `select 1`. */
const PING_TIMEOUT_MS = 1000;

export interface DatabaseOptions {
  /** PostgreSQL connection string; PGlite is used when absent. */
  databaseUrl?: string;
  /** Folder of the PGlite data; in memory when absent. */
  dataDir?: string;
  /**
   * In-memory PGlite: start from this dump (`dumpDataDir`) of a database instead of an empty one;
   * the migrations then find their work done. The test suite starts every file from one dump.
   */
  template?: Blob;
  /** PostgreSQL: connect timeout of the serving pool (default 1000 ms). */
  connectTimeoutMs?: number;
  /** PostgreSQL: answer timeout of one query of the serving pool (default 1200 ms). */
  queryTimeoutMs?: number;
  /** PostgreSQL: size of the serving pool (default 10). */
  poolSize?: number;
  /**
   * Runs after the migrations on the start-up connection, which has no query timeout (the seed
   * loads a catalogue and may take seconds); the serving pool opens after it.
   */
  setup?: (db: Database) => Promise<unknown>;
  /**
   * Bring the schema up to date with the migrations (default true). False when another process
   * has just done it (`prepareDatabase` in a process of its own, see server/database-setup.ts).
   */
  migrate?: boolean;
}

/**
 * PostgreSQL settings of every PGlite database, on top of PGlite's own start parameters.
 * PGlite keeps PostgreSQL's shared buffers in its WebAssembly heap, which never shrinks, and its
 * initdb sets them to 128 MB: the data folder of the full catalogue is about 30 MB, and a read that
 * misses the buffers is a read of a local file (the system's page cache), so 16 MB serve as fast
 * and keep about 110 MB out of every process (README, "Operations: memory"). WAL buffers follow
 * them (1/32).
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: "16MB",
};

/** PGlite's start parameters with PGLITE_SETTINGS. */
export function pgliteStartParams(settings = PGLITE_SETTINGS): string[] {
  return [
    ...PGlite.defaultStartParams,
    ...Object.entries(settings).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
  ];
}

const QUERY_TIMEOUT_MESSAGE = "Query read timeout";

function logDatabaseError(event: string, error: unknown) {
  console.error(
    JSON.stringify({
      time: new Date().toISOString(),
      event,
      error: describeError(error),
    }),
  );
}

/** The message and codes of an error and of its causes, on one line. */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (current instanceof Error) {
      const code = (current as { code?: unknown }).code;
      const first = current.message.split("\n")[0] ?? "";
      parts.push(typeof code === "string" ? `${first} (${code})` : first);
      current = current.cause;
    } else {
      parts.push(String(current));
      break;
    }
  }
  return parts.join(" <- ");
}

/**
 * A pool connection that never crashes the process and is thrown away after a query timeout.
 * pg's `query_timeout` fails the query but leaves it running on the connection: the next query on
 * that connection would wait behind it, so the socket is closed and the pool drops the client.
 * An 'error' on a checked-out connection (the server shut down mid-transaction) has a listener here,
 * so it is never an unhandled 'error' event; the query in flight fails on its own.
 */
class ServingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on("error", () => {
      // Reported by the query that was running, or by the pool's 'error' event when idle.
    });
  }

  private discardAfterTimeout(error: unknown) {
    if (error instanceof Error && error.message === QUERY_TIMEOUT_MESSAGE)
      this.connection.stream.destroy();
  }

  // biome-ignore lint/suspicious/noExplicitAny: passes every overload of pg's query through
  override query(...args: any[]): any {
    const at = args.findIndex((arg) => typeof arg === "function");
    if (at >= 0) {
      const callback = args[at] as (error: unknown, result: unknown) => void;
      args[at] = (error: unknown, result: unknown) => {
        this.discardAfterTimeout(error);
        callback(error, result);
      };
      return (super.query as (...a: unknown[]) => unknown)(...args);
    }
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    if (result instanceof Promise)
      return result.catch((error: unknown) => {
        this.discardAfterTimeout(error);
        throw error;
      });
    return result;
  }
}

/** `select 1` within `timeoutMs`: false on an error or no answer in time. */
async function answersWithin(run: () => Promise<unknown>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([run().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

async function openPostgres(
  databaseUrl: string,
  options: DatabaseOptions,
): Promise<DatabaseHandle> {
  // Migrations and the seed: one connection of their own, without the short serving timeouts.
  const setupClient = new pg.Client({
    connectionString: databaseUrl,
    connectionTimeoutMillis: SETUP_CONNECT_TIMEOUT_MS,
  });
  setupClient.on("error", (error) => logDatabaseError("database setup connection error", error));
  await setupClient.connect();
  try {
    const setupDb = drizzleNodePg(setupClient, { schema });
    if (options.migrate !== false)
      await migrateNodePg(setupDb, { migrationsFolder: MIGRATIONS_DIR });
    if (options.setup) await options.setup(setupDb as unknown as Database);
  } finally {
    await setupClient.end().catch(() => {});
  }

  const queryTimeoutMs = options.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    Client: ServingClient,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    // The client gives up after queryTimeoutMs (a frozen server never answers); a live server
    // cancels the statement a little earlier, so the connection stays usable.
    query_timeout: queryTimeoutMs,
    statement_timeout: Math.max(100, queryTimeoutMs - 300),
    idleTimeoutMillis: 10_000,
    keepAlive: true,
  });
  // An idle connection that the server closes (shutdown, restart, network) is removed from the
  // pool and reported here; without a listener it would be an unhandled 'error' and end the process.
  pool.on("error", (error) => logDatabaseError("database connection lost", error));
  const db = drizzleNodePg(pool, { schema });
  return {
    db: db as unknown as Database,
    kind: "postgres",
    ping: (timeoutMs = PING_TIMEOUT_MS) => answersWithin(() => pool.query("select 1"), timeoutMs),
    close: () => pool.end(),
  };
}

/** Opens the database and brings its schema up to date with the migrations (unless told not to). */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  const startParams = pgliteStartParams();
  let client: PGlite;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    client = new PGlite(options.dataDir, { startParams });
  } else {
    client = new PGlite({
      startParams,
      ...(options.template ? { loadDataDir: options.template } : {}),
    });
  }
  const db = drizzlePglite(client, { schema });
  if (options.migrate !== false) await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  if (options.setup) await options.setup(db as unknown as Database);
  return {
    db: db as unknown as Database,
    kind: "pglite",
    ping: (timeoutMs = PING_TIMEOUT_MS) => answersWithin(() => client.query("select 1"), timeoutMs),
    close: () => client.close(),
  };
}

/** Node socket errors that mean the database server cannot be reached. */
const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * PostgreSQL SQLSTATEs of a server that is going away or cannot take the call: admin or crash
 * shutdown, "cannot connect now" (starting up or shutting down), too many connections, and the
 * statement timeout set on the serving pool. Class 08 (connection exceptions) is matched apart.
 */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300", "57014"]);

/** Messages of pg and pg-pool for a lost, refused or timed-out connection. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^Query read timeout$/,
  /^timeout exceeded when trying to connect$/,
  /^timeout expired$/,
  /is not queryable$/,
];

/**
 * Whether an error (or one of its causes — Drizzle wraps driver errors) means the database is down,
 * unreachable or not answering in time: the API answers 503 for those, 500 for anything else.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== "object" || error === null) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === "string") {
    if (UNREACHABLE_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((re) => re.test(message)))
    return true;
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
