import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * The administration pages of the built site, read from the route manifest of the production build
 * (`build/index.js`, the one the test server serves), so a page added later is covered without
 * being listed anywhere.
 */
export interface AdminRoute {
  /** The URL pattern without the language segment: `admin/news/:id`. */
  pattern: string;
  /** An address of it, parameters filled with dummy values. */
  url: string;
  hasAction: boolean;
  hasLoader: boolean;
}

interface BuiltRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: { loader?: unknown; action?: unknown };
}

/**
 * The administration pages channel managers may open besides administrators (the start page and the
 * deal review); every other one refuses them too. Partners and visitors are refused everywhere.
 */
export const CHANNEL_MANAGER_TOO = ["admin", "admin/deals"];

/**
 * The administration pages editors may open besides administrators: the start page and the content
 * pages (news, announcements, events without their registrations, the products' lifecycle, firmware
 * releases, documents).
 */
export const EDITOR_TOO = [
  "admin",
  "admin/news",
  "admin/news/:id",
  "admin/announcements",
  "admin/announcements/:id",
  "admin/events",
  "admin/events/:id/edit",
  "admin/products",
  "admin/products/:id",
  "admin/firmware",
  "admin/firmware/new",
  "admin/firmware/:id",
  "admin/documents",
  "admin/documents/new",
  "admin/documents/:id",
];

/** Values for route parameters: an id no record has, and names the file routes accept. */
const DUMMY: Record<string, string> = { id: "999999", field: "proof", file: "picture" };

export function fillParams(pattern: string): string {
  return pattern
    .split("/")
    .map((segment) =>
      segment.startsWith(":") ? (DUMMY[segment.slice(1).replace(/\?$/, "")] ?? "x") : segment,
    )
    .join("/");
}

export async function adminRoutes(): Promise<AdminRoute[]> {
  const build = await import(pathToFileURL(path.resolve("build/index.js")).href);
  const routes = build.routes as Record<string, BuiltRoute>;
  const fullPath = (id: string): string => {
    const route = routes[id];
    if (!route || id === "root") return "";
    const parent = fullPath(route.parentId ?? "root");
    return [parent, route.path].filter(Boolean).join("/");
  };
  return Object.values(routes)
    .map((route) => ({ route, pattern: fullPath(route.id).replace(/^:lang\?\/?/, "") }))
    .filter(({ pattern }) => pattern === "admin" || pattern.startsWith("admin/"))
    .map(({ route, pattern }) => ({
      pattern,
      url: `/${fillParams(pattern)}`,
      hasAction: typeof route.module.action === "function",
      hasLoader: typeof route.module.loader === "function",
    }))
    .sort((a, b) => a.pattern.localeCompare(b.pattern));
}
