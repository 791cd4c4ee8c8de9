import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Areas keep to themselves (decision 0004): an area is a `+` folder under `app/routes`, and the files
 * directly in `app/routes` and directly in `app/routes/($lang)+` are one area each. A module of an area
 * is imported only from inside that area; what two or more areas use lives in `app/components`,
 * `app/lib` or a shared folder named for what it is (`app/downloads`, `app/pictures` …).
 */
const root = path.resolve(import.meta.dirname, "../..");
const app = path.join(root, "app");
const routes = path.join(app, "routes");

function appFiles(): string[] {
  return readdirSync(app, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(tsx?|css)$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

/** Every module specifier of `import`/`export … from`, `import("…")`, `require("…")` and `vi.mock("…")`. */
function importSpecifiers(source: string): string[] {
  const pattern =
    /\b(?:import|export)\s+(?:type\s+)?(?:[^"'`;]*?\sfrom\s+)?["']([^"']+)["']|\b(?:import|require|vi\.mock|vi\.doMock|vi\.importActual)\s*\(\s*["']([^"']+)["']|@import\s+(?:url\(\s*)?["']([^"']+)["']/g;
  return [...source.matchAll(pattern)].map((m) => (m[1] ?? m[2] ?? m[3])!);
}

const extensions = ["", ".ts", ".tsx", ".css", "/index.ts", "/index.tsx"];

/** The file a relative or `~/` specifier of `file` names (absolute path), null for packages. */
function resolveSpecifier(file: string, specifier: string): string | null {
  const bare = specifier.replace(/\?.*$/, "");
  let base: string;
  if (bare.startsWith("~/")) base = path.join(app, bare.slice(2));
  else if (bare.startsWith(".")) base = path.resolve(path.dirname(file), bare);
  else return null;
  for (const ext of extensions) {
    const candidate = base + ext;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return base;
}

/** The area a file belongs to (its `+` folder relative to `app/routes`), null outside `app/routes`. */
function areaOf(file: string): string | null {
  const relative = path.relative(routes, file);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return null;
  const folders = relative.split(path.sep).slice(0, -1);
  let area = ".";
  folders.forEach((folder, i) => {
    if (folder.endsWith("+")) area = folders.slice(0, i + 1).join("/");
  });
  return area;
}

function crossings(): string[] {
  return appFiles().flatMap((file) => {
    const from = areaOf(file);
    return importSpecifiers(readFileSync(file, "utf8")).flatMap((specifier) => {
      const target = resolveSpecifier(file, specifier);
      if (target === null) return [];
      const to = areaOf(target);
      return to !== null && to !== from
        ? [`${path.relative(root, file)} imports ${specifier} (area ${to})`]
        : [];
    });
  });
}

describe("area boundaries", () => {
  it("reads every kind of import", () => {
    const source = [
      'import { a } from "../_news+/__news";',
      'import type { B } from "~/lib/b";',
      'export * from "./c";',
      'const d = await import("~/routes/d");',
      'import "../_news+/news.css";',
      "import {\n  f,\n  g,\n} from '../f';",
      'import styles from "./x.css?url";',
      'vi.mock("~/lib/g");',
    ].join("\n");
    expect(importSpecifiers(source)).toEqual([
      "../_news+/__news",
      "~/lib/b",
      "./c",
      "~/routes/d",
      "../_news+/news.css",
      "../f",
      "./x.css?url",
      "~/lib/g",
    ]);
  });

  it("knows the areas", () => {
    expect(areaOf(path.join(routes, "($lang)+/_news+/__news.ts"))).toBe("($lang)+/_news+");
    expect(areaOf(path.join(routes, "($lang)+/_news+/__x/y.ts"))).toBe("($lang)+/_news+");
    expect(areaOf(path.join(routes, "($lang)+/_layout.tsx"))).toBe("($lang)+");
    expect(areaOf(path.join(routes, "_apps+/__apps.ts"))).toBe("_apps+");
    expect(areaOf(path.join(routes, "robots[.]txt.tsx"))).toBe(".");
    expect(areaOf(path.join(app, "lib/intl.ts"))).toBeNull();
    const newsEditor = path.join(routes, "($lang)+/admin+/__news-editor.tsx");
    expect(areaOf(resolveSpecifier(newsEditor, "../_news+/news.css")!)).toBe("($lang)+/_news+");
    expect(resolveSpecifier(newsEditor, "react")).toBeNull();
  });

  it("no module imports another area's module", () => {
    expect(appFiles().length).toBeGreaterThan(300);
    expect(crossings()).toEqual([]);
  });

  it("spells an area's server-only modules one way: x.server.ts, never __x.server.ts", () => {
    const twice = appFiles()
      .filter((file) => /\/__[^/]*\.server\./.test(file))
      .map((file) => path.relative(root, file));
    expect(twice).toEqual([]);
  });
});
