import path from "node:path";
import { createApi } from "./app";
import { type ApiConfig, readApiConfig } from "./config";
import { type Database, openDatabase } from "./db/client";
import { seedIfEmpty } from "./db/seed";
import { createMailer } from "./services/mail";

export interface Backend {
  /** The /api handler: call it in-process with a Request, or mount it in the HTTP server. */
  fetch(request: Request): Promise<Response>;
  config: ApiConfig;
  /** The database, for seeding and maintenance scripts. */
  db: Database;
  close(): Promise<void>;
}

export interface BackendOptions {
  config?: ApiConfig;
  brandName?: string;
  /** Keep the database in memory (tests). */
  inMemory?: boolean;
  /** Load the seed catalogue into an empty database (default true). */
  seed?: boolean;
}

/** Opens the database (PGlite under DATA_DIR, or PostgreSQL), seeds it when empty, builds the API. */
export async function createBackend(options: BackendOptions = {}): Promise<Backend> {
  const config = options.config ?? readApiConfig();
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: options.inMemory ? undefined : path.join(config.dataDir, "pglite"),
  });
  if (options.seed !== false) await seedIfEmpty(handle.db);
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
    close: () => handle.close(),
  };
}
