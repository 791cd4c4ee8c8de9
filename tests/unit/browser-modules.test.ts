import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const APP = path.resolve("app");

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Route modules: their loaders and actions may import `.server` modules (Remix leaves those out). */
const isRouteModule = (file: string) => {
  const relative = path.relative(APP, file);
  if (relative === "root.tsx") return true;
  if (!relative.startsWith(`routes${path.sep}`)) return false;
  // Modules beside the routes whose names start with `__` are the area's components and helpers.
  return !relative.split(path.sep).some((part) => part.startsWith("__"));
};

/** Modules that reach the browser: not server-only, not the server's entry, not tests, not routes. */
const browserModules = files(APP).filter(
  (file) =>
    !/\.server\.tsx?$/.test(file) &&
    !/\.test\.tsx?$/.test(file) &&
    !file.endsWith("entry.server.tsx") &&
    !isRouteModule(file),
);

/** Imports of values (not `import type`) from a `.server` module. */
const SERVER_IMPORT = /^import\s+(?!type\b)[^;]*?from\s+"[^"]*\.server"/gms;

describe("browser modules", () => {
  it("are found", () => {
    expect(browserModules.length).toBeGreaterThan(50);
  });

  it("import no `.server` module (the server gives its writers through a context)", () => {
    const offenders = browserModules.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(SERVER_IMPORT)].map(
        (match) => `${path.relative(APP, file)}: ${match[0].replace(/\s+/g, " ")}`,
      ),
    );
    expect(offenders).toEqual([]);
  });
});
