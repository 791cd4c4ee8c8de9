import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { readConfig } from "@remix-run/dev/dist/config.js";
import type { ServerBuild } from "@remix-run/node";
import { beforeAll, describe, expect, it } from "vitest";
import { handleNamespaces } from "~/i18n/namespaces";
import { type NamespacesFor, routeNamespaces } from "~/i18n/route-namespaces.server";

/**
 * Each route declares the translation namespaces it renders (`export const handle = { i18n: [...] }`)
 * and a page embeds `common` and those only. These tests read the route manifest the way the Remix
 * compiler builds it and each route file's `handle`, then check what a URL embeds and that no route
 * (with the area modules it imports) uses a namespace it does not declare.
 */

const root = path.resolve(import.meta.dirname, "../..");
const appDir = path.join(root, "app");
const NAMESPACES = readdirSync(path.join(root, "locales", "en"))
  .filter((f) => f.endsWith(".json"))
  .map((f) => f.slice(0, -".json".length));

type Manifest = Record<
  string,
  { id: string; parentId?: string; path?: string; index?: boolean; file: string }
>;

/** The code of a file without its comments (a comment may quote a key such as "products:center"). */
const code = (file: string) =>
  readFileSync(file, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "");

/** `handle.i18n` of a route file, as written in it. */
function declared(file: string): string[] {
  const match = /export const handle = (\{[^;]*\});/.exec(code(file));
  if (!match) return [];
  const i18n = /i18n:\s*(\[[^\]]*\]|"[^"]*")/.exec(match[1]!)?.[1];
  return i18n ? handleNamespaces({ i18n: JSON.parse(i18n) }) : [];
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
    try {
      if (/\.tsx?$/.test(candidate)) return readFileSync(candidate) && candidate;
    } catch {}
  }
  return undefined;
}

/**
 * The namespaces a file and the area modules it imports (relative imports, transitively) translate
 * with. Shared modules (`~/components`, `~/lib`) translate with `common`.
 */
function used(file: string, seen = new Set<string>()): Set<string> {
  const found = new Set<string>();
  if (seen.has(file)) return found;
  seen.add(file);
  const text = code(file);
  for (const m of text.matchAll(/useTranslation\("(\w+)"\)/g)) found.add(m[1]!);
  for (const m of text.matchAll(/["'`](\w+):[\w.$]/g))
    if (NAMESPACES.includes(m[1]!)) found.add(m[1]!);
  for (const m of text.matchAll(/from "(\.{1,2}\/[^"]+)"/g)) {
    const target = resolveImport(file, m[1]!);
    if (target) for (const ns of used(target, seen)) found.add(ns);
  }
  return found;
}

let manifest: Manifest;
let namespacesFor: NamespacesFor;

beforeAll(async () => {
  const config = await readConfig(root);
  manifest = config.routes as Manifest;
  const routes = Object.fromEntries(
    Object.values(manifest).map((route) => [
      route.id,
      {
        ...route,
        module: { handle: { i18n: declared(path.join(appDir, route.file)) } },
      },
    ]),
  ) as unknown as ServerBuild["routes"];
  namespacesFor = routeNamespaces(routes);
});

describe("the namespaces a page embeds", () => {
  it.each([
    ["/home", ["marketing"]],
    ["/", []],
    ["/_root.data", []],
    ["/product-center", ["products"]],
    ["/ksa/product-center", ["products"]],
    ["/product-center.data", ["products"]],
    ["/tur/product-center/detail/bullet/nv-1.data", ["products"]],
    ["/product-comparison", ["products"]],
    ["/solution", ["solutions"]],
    ["/jp/case/c-1/detail", ["solutions"]],
    ["/algorithmstore", ["algorithms"]],
    ["/ksa/algorithm-details-page/a-1", ["algorithms"]],
    ["/sitemap", ["marketing", "solutions"]],
    ["/personal-center", ["account", "deals", "products"]],
    ["/admin", ["admin", "news", "events", "feedback", "reseller", "certification"]],
    ["/admin/outbox", ["admin"]],
    ["/no-such-page", []],
  ])("%s embeds common and %j", (pathname, namespaces) => {
    expect(namespacesFor(pathname).sort()).toEqual([...namespaces].sort());
  });
});

describe("route namespaces", () => {
  it("every route declares each namespace it (or an area module it imports) translates with", () => {
    const missing: string[] = [];
    for (const route of Object.values(manifest)) {
      const file = path.join(appDir, route.file);
      const have = new Set(["common", ...declared(file)]);
      for (const ns of used(file)) if (!have.has(ns)) missing.push(`${route.file}: ${ns}`);
    }
    expect(missing).toEqual([]);
  });

  it("declares only namespaces that exist", () => {
    const unknown = Object.values(manifest).flatMap((route) =>
      declared(path.join(appDir, route.file))
        .filter((ns) => !NAMESPACES.includes(ns))
        .map((ns) => `${route.file}: ${ns}`),
    );
    expect(unknown).toEqual([]);
  });
});
