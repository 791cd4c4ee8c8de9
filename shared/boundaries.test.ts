import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The seams between the three code folders: the backend (api/) never imports the site (app/), and
 * shared/ imports neither, so the backend can be split off or replaced without taking the site along.
 */
const root = path.resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(m?[jt]sx?)$/.test(e.name))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

/** Every module specifier of `import`/`export … from`, `import("…")` and `require("…")`. */
function importSpecifiers(source: string): string[] {
  const pattern =
    /\b(?:import|export)\s+(?:type\s+)?(?:[^"'`;]*?\sfrom\s+)?["']([^"']+)["']|\b(?:import|require)\s*\(\s*["']([^"']+)["']\s*\)/g;
  return [...source.matchAll(pattern)].map((m) => (m[1] ?? m[2])!);
}

/** The top folder a specifier of `file` lands in ("app", "api", "shared", …); null for packages. */
function targetFolder(file: string, specifier: string): string | null {
  if (specifier.startsWith("~/")) return "app";
  if (!specifier.startsWith(".")) return null;
  const resolved = path.relative(root, path.resolve(root, path.dirname(file), specifier));
  return resolved.split(path.sep)[0] ?? null;
}

const thisFile = path.relative(root, import.meta.filename);

function crossings(dir: string, forbidden: string[]) {
  // This file's own samples are strings, not imports.
  return sourceFiles(dir)
    .filter((file) => file !== thisFile)
    .flatMap((file) =>
      importSpecifiers(readFileSync(path.join(root, file), "utf8"))
        .filter((specifier) => forbidden.includes(targetFolder(file, specifier) ?? ""))
        .map((specifier) => `${file} imports ${specifier}`),
    );
}

describe("import boundaries", () => {
  it("reads every kind of import", () => {
    const source = [
      'import { a } from "../app/x";',
      'import type { B } from "~/lib/b";',
      'export * from "../../app/c";',
      'const d = await import("../app/d");',
      'import "../app/e";',
      "import {\n  f,\n  g,\n} from '../app/f';",
    ].join("\n");
    expect(importSpecifiers(source)).toEqual([
      "../app/x",
      "~/lib/b",
      "../../app/c",
      "../app/d",
      "../app/e",
      "../app/f",
    ]);
    expect(targetFolder("api/areas/x/routes.ts", "../../../app/lib/email")).toBe("app");
    expect(targetFolder("api/areas/x/routes.ts", "../../http/context")).toBe("api");
  });

  it("api/ imports nothing from app/", () => {
    expect(sourceFiles("api").length).toBeGreaterThan(20);
    expect(crossings("api", ["app"])).toEqual([]);
  });

  it("shared/ imports neither app/ nor api/", () => {
    expect(sourceFiles("shared").length).toBeGreaterThan(2);
    expect(crossings("shared", ["app", "api"])).toEqual([]);
  });

  it("api/ reads the environment only in config.ts (and the test harness in api/test/)", () => {
    const readers = sourceFiles("api").filter(
      (file) =>
        file !== path.join("api", "config.ts") &&
        !file.startsWith(path.join("api", "test") + path.sep) &&
        /\bprocess\.env\b/.test(readFileSync(path.join(root, file), "utf8")),
    );
    expect(readers).toEqual([]);
  });
});
