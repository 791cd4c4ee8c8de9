import { readApiConfig } from "../config";
import { describeError } from "./client";
import { type Prepared, prepareDatabase } from "./prepare";

/**
 * `node build/prepare.js`: migrates the embedded database under DATA_DIR and seeds it when empty,
 * then exits (0, or 1 with the reason on stderr). The server forks it at start
 * (server/database-setup.ts) and reads the result from the IPC channel; run by hand, it prints it.
 */
async function main(): Promise<Prepared> {
  const config = readApiConfig();
  if (config.databaseUrl)
    throw new Error("DATABASE_URL is set: the server prepares PostgreSQL itself.");
  return prepareDatabase(config);
}

try {
  const prepared = await main();
  const send = process.send?.bind(process);
  if (send) await new Promise<void>((resolve) => send(prepared, () => resolve()));
  else console.log(JSON.stringify({ event: "database prepared", ...prepared }));
  process.exit(0);
} catch (error) {
  console.error(`Cannot prepare the embedded database: ${describeError(error)}`);
  process.exit(1);
}
