import path from "node:path";
import { createApi } from "./app";
import { type ApiConfig, readApiConfig } from "./config";
import {
  DEFAULT_CONNECT_TIMEOUT_MS,
  DEFAULT_QUERY_TIMEOUT_MS,
  type Database,
  openDatabase,
} from "./db/client";
import { seedIfEmpty } from "./db/seed";
import { createMailer } from "./infra/mail/mail";

export interface Backend {
  /** The /api handler: call it in-process with a Request, or mount it in the HTTP server. */
  fetch(request: Request): Promise<Response>;
  config: ApiConfig;
  /** The database, for seeding and maintenance scripts. */
  db: Database;
  /**
   * Readiness: whether the database answers a `select 1`. Resolves false within about a second when
   * it does not (down, unreachable, frozen); never throws.
   */
  ready(): Promise<boolean>;
  close(): Promise<void>;
}

export interface BackendOptions {
  config?: ApiConfig;
  brandName?: string;
  /** Keep the database in memory (tests). */
  inMemory?: boolean;
  /** Load the seed catalogue into an empty database (default true). */
  seed?: boolean;
  /** PostgreSQL: connect timeout of the serving pool (default DB_CONNECT_TIMEOUT_MS, 1000 ms). */
  connectTimeoutMs?: number;
  /** PostgreSQL: answer timeout of one query (default DB_QUERY_TIMEOUT_MS, 1500 ms). */
  queryTimeoutMs?: number;
}

function millisFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** Opens the database (PGlite under DATA_DIR, or PostgreSQL), seeds it when empty, builds the API. */
export async function createBackend(options: BackendOptions = {}): Promise<Backend> {
  const config = options.config ?? readApiConfig();
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: options.inMemory ? undefined : path.join(config.dataDir, "pglite"),
    connectTimeoutMs:
      options.connectTimeoutMs ??
      millisFromEnv("DB_CONNECT_TIMEOUT_MS", DEFAULT_CONNECT_TIMEOUT_MS),
    queryTimeoutMs:
      options.queryTimeoutMs ?? millisFromEnv("DB_QUERY_TIMEOUT_MS", DEFAULT_QUERY_TIMEOUT_MS),
    // The seed runs on the start-up connection, without the serving pool's query timeout.
    setup: options.seed !== false ? (db) => seedIfEmpty(db) : undefined,
  });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom });
  const api = createApi({
    db: handle.db,
    config,
    mailer,
    brandName: options.brandName ?? "Northlight Vision",
  });
  return {
    fetch: (request) => Promise.resolve(api.fetch(request)),
    config,
    db: handle.db,
    ready: () => handle.ping(),
    close: () => handle.close(),
  };
}
