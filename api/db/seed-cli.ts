import { readApiConfig } from "../config";
import { openDatabase } from "./client";
import { loadCatalogue, seedIfEmpty } from "./seed";

/** `npm run seed`: reloads the catalogue from content/catalogue (accounts are created only when missing). */
const config = readApiConfig();
const handle = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pglite`,
});
try {
  const fresh = await seedIfEmpty(handle.db);
  const counts = fresh
    ? "loaded into an empty database"
    : JSON.stringify(await loadCatalogue(handle.db));
  console.log(`Seed catalogue: ${counts}`);
} finally {
  await handle.close();
}
