import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client";
import { seedIfEmpty } from "../db/seed";

declare module "vitest" {
  export interface ProvidedContext {
    /** Folder of the database dumps the backend tests start from; empty on PostgreSQL. */
    databaseTemplates: string;
  }
}

/** The dump of a migrated, empty database, in the folder the setup provides. */
export const EMPTY_TEMPLATE = "empty.tar";
/** The dump of a migrated database with the seed catalogue; its files are in `files/`. */
export const SEEDED_TEMPLATE = "seeded.tar";
export const SEEDED_FILES = "files";

async function dump(db: Awaited<ReturnType<typeof openDatabase>>, file: string) {
  const client = (db.db as unknown as { $client: { dumpDataDir(c: "none"): Promise<Blob> } })
    .$client;
  const blob = await client.dumpDataDir("none");
  writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
}

/**
 * Vitest global setup: migrates one PGlite database, and seeds it, once per run, and dumps both
 * states. Each backend test file then loads a dump in about a second instead of creating and
 * migrating (and seeding) a database of its own. Nothing to do on PostgreSQL (TEST_DATABASE_URL).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("databaseTemplates", "");
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), "api-templates-"));
  const handle = await openDatabase({});
  await dump(handle, path.join(dir, EMPTY_TEMPLATE));
  await seedIfEmpty(handle.db, { filesDir: path.join(dir, SEEDED_FILES) });
  await dump(handle, path.join(dir, SEEDED_TEMPLATE));
  await handle.close();
  project.provide("databaseTemplates", dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
