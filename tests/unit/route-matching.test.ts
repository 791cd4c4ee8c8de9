import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { readConfig } from "@remix-run/dev/dist/config.js";
import type * as Router from "@remix-run/router";
import type { AgnosticRouteObject } from "@remix-run/router";
// The browser build of the router, as published: the reference.
import * as browserBuild from "@remix-run/router/dist/router.js";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The server matches URLs with the router's CommonJS build, patched (`patches/`, applied by
 * `npm ci`) so that a route tree is flattened, ranked and indexed once per shape instead of on each
 * of the several matches a request makes, and only the branches whose static segments agree with
 * the URL are tried. The browser keeps the published build. Both must send every URL to the same
 * routes with the same parameters; this test compares them on the site's own route tree.
 */
const server = createRequire(import.meta.url)("@remix-run/router") as typeof Router;
const published = browserBuild as unknown as typeof Router;

type Manifest = Record<
  string,
  { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean }
>;

let manifest: Manifest;
beforeAll(async () => {
  manifest = (await readConfig(path.resolve(import.meta.dirname, "../.."))).routes as Manifest;
});

/** A new route tree from the root down, as Remix builds one for each render. */
function routeTree(parentId?: string): AgnosticRouteObject[] {
  return Object.values(manifest)
    .filter((route) => route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, path: route.path, index: true }
        : {
            id: route.id,
            path: route.path,
            caseSensitive: route.caseSensitive,
            children: routeTree(route.id),
          },
    );
}

/** URLs for every route: parameters filled in, with and without a language, in capitals, longer. */
function sampleUrls(): string[] {
  const fullPaths: string[] = [];
  const walk = (parentId: string, prefix: string) => {
    for (const route of Object.values(manifest).filter((r) => r.parentId === parentId)) {
      const full = route.path ? `${prefix}/${route.path}` : prefix;
      fullPaths.push(full);
      walk(route.id, full);
    }
  };
  walk("root", "");

  const urls = new Set([
    "/",
    "",
    "//",
    "/ksa",
    "/KSA/HOME",
    "/home/",
    "/home//",
    "/%2F",
    "/a%2Fb/c",
  ]);
  for (const full of fullPaths) {
    const filled = full
      .replace(/:lang\?\/?/, "")
      .replace(/\/:\w+\?/g, "")
      .replace(/:\w+/g, "v1")
      .replace(/\*/g, "a/b");
    for (const language of ["", "/ksa", "/jp", "/xx"]) {
      urls.add(`${language}${filled}`);
      urls.add(`${language}${filled}`.toUpperCase());
      urls.add(`${language}${filled}/more`);
    }
  }
  return [...urls];
}

const described = (matches: ReturnType<typeof published.matchRoutes>) =>
  matches?.map((m) => ({
    id: m.route.id,
    params: m.params,
    pathname: m.pathname,
    base: m.pathnameBase,
  }));

describe("route matching on the server", () => {
  it("is the patched build (npm ci applies patches/)", () => {
    const source = createRequire(import.meta.url).resolve("@remix-run/router");
    expect(path.basename(source)).toBe("router.cjs.js");
    expect(String(server.matchRoutes)).toContain("matchRoutesImpl");
    expect(readFileSync(source, "utf8")).toContain("rankedBranchesFor");
  });

  it("sends every URL to the routes and parameters the published router does", () => {
    const urls = sampleUrls();
    expect(urls.length).toBeGreaterThan(1000);
    const tree = routeTree();
    for (const url of urls) {
      expect(described(server.matchRoutes(tree, url)), url).toEqual(
        described(published.matchRoutes(tree, url)),
      );
    }
  });

  it("takes every wiki label of the catalogue to its wiki, in both builds", () => {
    // `/camerawiki/:label` ranks with `/:lang/<page>`: a label named like a page ("firmware")
    // would open that page under a language called "camerawiki", and 404. Labels avoid page names.
    const catalogue = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, "../../content/catalogue/wiki.json"), "utf8"),
    ) as { labels: { slug: string }[] };
    const tree = routeTree();
    for (const product of ["camera", "nvr", "thermal"]) {
      for (const { slug } of catalogue.labels) {
        for (const router of [server, published]) {
          const url = `/${product}wiki/${slug}`;
          expect(router.matchRoutes(tree, url)?.at(-1)?.route.id, url).toBe(
            `routes/($lang)+/_wiki+/${product}wiki.$label._index`,
          );
        }
      }
    }
  });

  it("returns the routes of the tree it is given, not of an earlier tree of the same shape", () => {
    const first = routeTree();
    server.matchRoutes(first, "/ksa/home");
    const second = routeTree();
    let level: AgnosticRouteObject[] | undefined = second;
    for (const match of server.matchRoutes(second, "/ksa/home") ?? []) {
      expect(level).toContain(match.route);
      level = match.route.children;
    }
  });

  it("sees a route added to a new tree of a shape it has matched before", () => {
    const tree = routeTree();
    expect(server.matchRoutes(tree, "/brand-new-page")?.at(-1)?.route.id).not.toBe("added");
    const grown = routeTree();
    grown.push({ id: "added", path: "brand-new-page" });
    expect(server.matchRoutes(grown, "/brand-new-page")?.at(-1)?.route.id).toBe("added");
  });

  it("does not walk a tree it has matched before again (the server's trees never change)", () => {
    const tree = routeTree();
    server.matchRoutes(tree, "/home");
    let reads = 0;
    const last = tree.at(-1)!;
    const path = last.path;
    Object.defineProperty(last, "path", {
      get: () => {
        reads++;
        return path;
      },
    });
    expect(server.matchRoutes(tree, "/ksa/product-center")?.at(-1)?.route.id).toBe(
      "routes/($lang)+/_products+/product-center",
    );
    expect(reads).toBe(0);
  });
});
