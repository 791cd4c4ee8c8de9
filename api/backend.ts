import path from "node:path";
import { sql } from "drizzle-orm";
import type { ContentEvents } from "#shared/content-events";
import { createApi } from "./app";
import { type ApiConfig, readApiConfig } from "./config";
import { type Database, openDatabase } from "./db/client";
import { seedOptionsOf } from "./db/prepare";
import { seedIfEmpty } from "./db/seed";
import { pgListeningClient, startContentNotifier } from "./infra/content-notify";
import { createMailer } from "./infra/mail/mail";
import { startCertificateReminders } from "./areas/certification/service";
import { startDealReminders } from "./areas/deals/service";

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
  /** Whether this start found the database empty and loaded the seed catalogue and demo accounts. */
  seeded: boolean;
  close(): Promise<void>;
}

export interface BackendOptions {
  /** The settings; read from the environment (readApiConfig) when not given. */
  config?: ApiConfig;
  /** Overrides config.brandName. */
  brandName?: string;
  /** Keep the database in memory (tests). */
  inMemory?: boolean;
  /** In memory: start from this dump of a database (see DatabaseOptions.template). */
  template?: Blob;
  /** Load the seed catalogue into an empty database (default true). */
  seed?: boolean;
  /**
   * The database was migrated, and seeded when empty, by another process that has ended
   * (`prepareDatabase`, run aside by server/database-setup.ts): open it to serve only, without
   * migrating or seeding here. `seeded` is what that process reported.
   */
  prepared?: { seeded: boolean };
  /** PostgreSQL: connect timeout of the serving pool (default config.dbConnectTimeoutMs). */
  connectTimeoutMs?: number;
  /** PostgreSQL: answer timeout of one query (default config.dbQueryTimeoutMs). */
  queryTimeoutMs?: number;
  /**
   * PostgreSQL: carry these content events to and from the other replicas on the same database
   * (LISTEN/NOTIFY, api/infra/content-notify.ts). Without it, or on PGlite, they stay in-process.
   */
  contentEvents?: ContentEvents;
}

/** Opens the database (PGlite under DATA_DIR, or PostgreSQL), seeds it when empty, builds the API. */
export async function createBackend(options: BackendOptions = {}): Promise<Backend> {
  const config = options.config ?? readApiConfig();
  const brandName = options.brandName ?? config.brandName;
  const seedOptions = seedOptionsOf(config, brandName);
  let seeded = options.prepared?.seeded ?? false;
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: options.inMemory ? undefined : path.join(config.dataDir, "pglite"),
    template: options.inMemory ? options.template : undefined,
    connectTimeoutMs: options.connectTimeoutMs ?? config.dbConnectTimeoutMs,
    queryTimeoutMs: options.queryTimeoutMs ?? config.dbQueryTimeoutMs,
    migrate: !options.prepared,
    // The seed runs on the start-up connection, without the serving pool's query timeout.
    setup:
      options.seed !== false && !options.prepared
        ? async (db) => {
            seeded = await seedIfEmpty(db, seedOptions);
          }
        : undefined,
  });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom });
  const api = createApi({
    db: handle.db,
    config,
    mailer,
    brandName,
  });
  const notifier =
    config.databaseUrl && options.contentEvents
      ? startContentNotifier({
          events: options.contentEvents,
          connect: pgListeningClient(
            config.databaseUrl,
            options.connectTimeoutMs ?? config.dbConnectTimeoutMs,
          ),
          send: (channel, payload) =>
            handle.db.execute(sql`select pg_notify(${channel}, ${payload})`),
        })
      : null;
  await notifier?.started;
  const reminderDeps = {
    db: handle.db,
    mailer,
    brandName,
    siteOrigin: config.siteUrl ? new URL(config.siteUrl).origin : "",
  };
  const stopReminders = startCertificateReminders(reminderDeps);
  const stopDealReminders = startDealReminders(reminderDeps);
  return {
    fetch: (request) => Promise.resolve(api.fetch(request)),
    config,
    db: handle.db,
    ready: () => handle.ping(),
    seeded,
    close: async () => {
      stopReminders();
      stopDealReminders();
      await notifier?.close();
      await handle.close();
    },
  };
}
