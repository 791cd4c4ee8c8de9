import path from "node:path";
import type { ApiConfig } from "../config";
import { openDatabase } from "./client";
import { type SeedOptions, seedIfEmpty } from "./seed";

/** The seed's options from the configuration: the brand (or the one given), accounts and files. */
export function seedOptionsOf(config: ApiConfig, brandName = config.brandName): SeedOptions {
  return { brandName, usersFile: config.seedUsersFile, filesDir: config.filesDir };
}

/** What preparing the database found: whether it was empty and has been seeded. */
export interface Prepared {
  seeded: boolean;
}

/**
 * Brings the embedded database (PGlite under `<DATA_DIR>/pglite`) up to date with the migrations,
 * loads the seed catalogue and the demo accounts when it is empty, and closes it. The server runs
 * this in a process of its own before it opens the database to serve (server/database-setup.ts):
 * migrating and seeding grow PGlite's WebAssembly heap by hundreds of megabytes, which a process
 * never gives back.
 */
export async function prepareDatabase(config: ApiConfig): Promise<Prepared> {
  let seeded = false;
  const handle = await openDatabase({
    dataDir: path.join(config.dataDir, "pglite"),
    setup: async (db) => {
      seeded = await seedIfEmpty(db, seedOptionsOf(config));
    },
  });
  await handle.close();
  return { seeded };
}
