import { fork } from "node:child_process";
import path from "node:path";
import { type Backend, createBackend } from "../api/backend";
import type { ApiConfig } from "../api/config";
import type { Prepared } from "../api/db/prepare";
import type { ContentEvents } from "#shared/content-events";

/**
 * How long migrating and seeding may take before the start is given up: about 10 s on an idle
 * machine of two cores, a minute or two on a busy one.
 */
export const PREPARE_TIMEOUT_MS = 10 * 60 * 1000;

/**
 * Runs `script` (build/prepare.js: api/db/prepare-cli.ts) in a Node process of its own and waits for
 * it to end. It migrates the embedded database and seeds it when empty. Resolves with what it
 * reports; rejects, with a message naming the folder, when it fails, ends without a report, or
 * has not ended after `timeoutMs` (it is then killed). Its output goes to this process's.
 */
export function prepareAside(options: {
  script: string;
  dataDir: string;
  env?: NodeJS.ProcessEnv;
  timeoutMs?: number;
}): Promise<Prepared> {
  const folder = path.join(options.dataDir, "pglite");
  const timeoutMs = options.timeoutMs ?? PREPARE_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    let report: Prepared | undefined;
    let timedOut = false;
    const child = fork(options.script, [], {
      env: { ...(options.env ?? process.env), DATA_DIR: options.dataDir },
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, timeoutMs);
    const fail = (why: string) =>
      reject(
        new Error(`the embedded database in ${folder} could not be migrated and seeded: ${why}`),
      );
    child.on("message", (message) => {
      const seeded = (message as { seeded?: unknown } | null)?.seeded;
      if (typeof seeded === "boolean") report = { seeded };
    });
    child.on("error", (error) => {
      clearTimeout(timer);
      fail(`${options.script} did not start (${error.message})`);
    });
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      if (timedOut) fail(`it had not finished after ${Math.round(timeoutMs / 1000)} s`);
      else if (code === 0 && report) resolve(report);
      else if (code === 0) fail(`${options.script} ended without saying what it did`);
      else fail(`${options.script} ended with ${signal ? `signal ${signal}` : `code ${code}`}`);
    });
  });
}

/**
 * The serving process's backend. On PostgreSQL (DATABASE_URL) it migrates and seeds in this process,
 * on its start-up connection, as before. On the embedded database, `prepareScript` migrates and
 * seeds it in a process of its own first, which ends before the database is opened here to serve:
 * what PGlite grew to while loading the catalogue goes with that process (README, "Operations:
 * memory"; decision 0024).
 */
export async function startBackend(options: {
  config: ApiConfig;
  contentEvents?: ContentEvents;
  /** The built preparation script (build/prepare.js). */
  prepareScript: string;
  prepareTimeoutMs?: number;
}): Promise<Backend> {
  const { config, contentEvents } = options;
  if (config.databaseUrl) return createBackend({ config, contentEvents });
  const prepared = await prepareAside({
    script: options.prepareScript,
    dataDir: config.dataDir,
    timeoutMs: options.prepareTimeoutMs,
  });
  return createBackend({ config, contentEvents, prepared });
}
