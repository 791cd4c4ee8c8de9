import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { readApiConfig } from "../api/config";
import { SERVER_BUILD_OPTIONS } from "../scripts/server-build-options.mjs";
import { prepareAside, startBackend } from "./database-setup";

// The serving process must neither migrate nor seed the embedded database: both grow PGlite's
// WebAssembly heap for good (README, "Operations: memory"). Any call of either here fails the test.
const inProcess = vi.hoisted(() => ({ seeds: 0, migrations: 0 }));
vi.mock("../api/db/seed", async (importOriginal) => {
  const original = await importOriginal<typeof import("../api/db/seed")>();
  return {
    ...original,
    seedIfEmpty: (...args: Parameters<typeof original.seedIfEmpty>) => {
      inProcess.seeds++;
      return original.seedIfEmpty(...args);
    },
  };
});
vi.mock("drizzle-orm/pglite/migrator", async (importOriginal) => {
  const original = await importOriginal<typeof import("drizzle-orm/pglite/migrator")>();
  return {
    ...original,
    migrate: (...args: Parameters<typeof original.migrate>) => {
      inProcess.migrations++;
      return original.migrate(...args);
    },
  };
});

// The preparation script as `npm run build` compiles it (scripts/build-server.mjs), beside the
// project's node_modules so that its packages resolve.
const work = mkdtempSync(path.join(process.cwd(), "node_modules", ".database-setup-test-"));
const script = path.join(work, "prepare.js");
const dirs: string[] = [];
function dataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "database-setup-"));
  dirs.push(dir);
  return dir;
}

beforeAll(async () => {
  await build({
    entryPoints: ["api/db/prepare-cli.ts"],
    outfile: script,
    ...SERVER_BUILD_OPTIONS,
  });
});
afterAll(() => {
  for (const dir of [work, ...dirs]) rmSync(dir, { recursive: true, force: true });
});

describe("the embedded database at start", () => {
  it("is migrated and seeded by a process of its own; the serving process only opens it", async () => {
    const config = readApiConfig({ NODE_ENV: "test", DATA_DIR: dataDir() });
    const first = await startBackend({ config, prepareScript: script });
    try {
      expect(first.seeded).toBe(true);
      const rows = async (query: ReturnType<typeof sql>) =>
        ((await first.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
      const [row] = await rows(sql`select count(*)::int as n from products`);
      expect(Number(row?.n)).toBeGreaterThan(0);
      // The serving database keeps small shared buffers (api/db/client.ts, PGLITE_SETTINGS).
      expect(await rows(sql`show shared_buffers`)).toEqual([{ shared_buffers: "16MB" }]);
    } finally {
      await first.close();
    }
    // The next start finds it seeded.
    const again = await startBackend({ config, prepareScript: script });
    await again.close();
    expect(again.seeded).toBe(false);
    expect(inProcess).toEqual({ seeds: 0, migrations: 0 });
  }, 180_000);

  it("stops the start with the reason when the preparation fails", async () => {
    const file = path.join(dataDir(), "a-file");
    writeFileSync(file, "");
    // DATA_DIR under a file: the database folder cannot be created.
    const config = readApiConfig({ NODE_ENV: "test", DATA_DIR: path.join(file, "data") });
    await expect(startBackend({ config, prepareScript: script })).rejects.toThrow(
      /could not be migrated and seeded: .* ended with code 1/,
    );
  }, 60_000);

  it("does not wait for a preparation that never ends, nor accept one that reports nothing", async () => {
    const dir = dataDir();
    mkdirSync(path.join(dir, "scripts"));
    const hangs = path.join(dir, "scripts", "hangs.mjs");
    writeFileSync(hangs, "setInterval(() => {}, 1000);\n");
    await expect(prepareAside({ script: hangs, dataDir: dir, timeoutMs: 500 })).rejects.toThrow(
      /had not finished after/,
    );
    const silent = path.join(dir, "scripts", "silent.mjs");
    writeFileSync(silent, "process.exit(0);\n");
    await expect(prepareAside({ script: silent, dataDir: dir })).rejects.toThrow(
      /ended without saying what it did/,
    );
  }, 60_000);
});
