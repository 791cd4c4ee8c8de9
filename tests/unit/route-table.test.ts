import { readFileSync } from "node:fs";
import path from "node:path";
import { readConfig } from "@remix-run/dev/dist/config.js";
import { describe, expect, it } from "vitest";

/**
 * The site's URLs are fixed by the spec; route files only say where code lives. This test builds the
 * route manifest the way the Remix compiler does (`remix.config.js`, its `routes` and
 * `ignoredRouteFiles`) and compares every URL pattern, with its index flag and the URL of the route it
 * renders inside, to `route-table.snapshot.json`. Moving or renaming a route file never changes it;
 * changing a URL, or which layout a page renders in, does.
 *
 * Pathless layouts (a `_x` folder's `_layout.tsx`) add no URL: they are folded into their parent, so a
 * page's `parent` is the nearest enclosing route that has a path (`/` for the root).
 */

const SNAPSHOT = path.join(import.meta.dirname, "route-table.snapshot.json");

interface RouteRow {
  path: string;
  index: boolean;
  parent: string;
}

type Manifest = Record<
  string,
  { id: string; parentId?: string; path?: string; index?: boolean; file: string }
>;

function joinPath(parent: string, segment: string | undefined): string {
  if (!segment) return parent;
  return parent === "/" ? `/${segment}` : `${parent}/${segment}`;
}

function routeTable(routes: Manifest): RouteRow[] {
  const fullPath = (id: string): string => {
    const route = routes[id];
    if (!route || id === "root") return "/";
    return joinPath(fullPath(route.parentId ?? "root"), route.path);
  };
  /** The nearest ancestor that adds a path segment (pathless layouts are folded into their parent). */
  const parentWithPath = (id: string): string => {
    let parentId = routes[id]?.parentId;
    while (parentId && parentId !== "root" && !routes[parentId]?.path) {
      parentId = routes[parentId]?.parentId;
    }
    return parentId ? fullPath(parentId) : "/";
  };
  return Object.values(routes)
    .filter((route) => route.id !== "root" && (route.path || route.index))
    .map((route) => ({
      path: fullPath(route.id),
      index: route.index === true,
      parent: parentWithPath(route.id),
    }))
    .sort((a, b) =>
      a.path === b.path ? Number(a.index) - Number(b.index) : a.path < b.path ? -1 : 1,
    );
}

describe("route table", () => {
  it("keeps every URL, index flag and parent of the snapshot", async () => {
    const config = await readConfig(path.resolve(import.meta.dirname, "../.."));
    const table = routeTable(config.routes as Manifest);
    if (process.env.UPDATE_ROUTE_TABLE === "1") {
      const { writeFileSync } = await import("node:fs");
      writeFileSync(SNAPSHOT, `${JSON.stringify(table, null, 2)}\n`);
    }
    const snapshot = JSON.parse(readFileSync(SNAPSHOT, "utf8")) as RouteRow[];
    expect(table).toEqual(snapshot);
  });
});
