import { sql } from "drizzle-orm";
import { readApiConfig } from "../config";
import { CONTENT_CHANNEL, encodeChange } from "../infra/content-notify";
import { openDatabase } from "./client";
import { loadCatalogue, seedIfEmpty } from "./seed";

/** `npm run seed`: reloads the catalogue from content/catalogue (accounts are created only when missing). */
const config = readApiConfig();
// The catalogue loads on the set-up connection, which has no query timeout (large inserts).
const handle = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite`,
  setup: async (db) => {
    const seed = {
      brandName: config.brandName,
      usersFile: config.seedUsersFile,
      filesDir: config.filesDir,
    };
    const fresh = await seedIfEmpty(db, seed);
    const counts = fresh
      ? "loaded into an empty database"
      : JSON.stringify(await loadCatalogue(db, seed.brandName, seed.filesDir));
    console.log(`Seed catalogue: ${counts}`);
  },
});
// On PostgreSQL the running servers hear of it (LISTEN/NOTIFY) and clear their page caches.
if (config.databaseUrl) {
  const payload = encodeChange("seed", { reason: "catalogue" });
  await handle.db.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${payload})`);
}
await handle.close();
