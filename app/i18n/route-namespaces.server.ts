import { type AgnosticRouteObject, matchRoutes } from "@remix-run/router";
import type { ServerBuild } from "@remix-run/server-runtime";
import { handleNamespaces } from "./namespaces";

/** The namespaces of the routes a URL renders, from each route module's `handle.i18n`. */
export type NamespacesFor = (pathname: string) => string[];

/**
 * Builds the route tree of a server build once, and answers which namespaces a page uses: the
 * union of `handle.i18n` over the routes its path matches (a data request, `/x.data` or
 * `/_root.data`, counts as the page it loads).
 */
export function routeNamespaces(routes: ServerBuild["routes"]): NamespacesFor {
  const entries = Object.values(routes);
  const tree = (parentId: string | undefined): AgnosticRouteObject[] =>
    entries
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true, path: route.path }
          : {
              id: route.id,
              path: route.path,
              caseSensitive: route.caseSensitive,
              children: tree(route.id),
            },
      );
  const top = tree(undefined);
  return (pathname) => {
    const page = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
    const matches = matchRoutes(top, page) ?? [];
    return [
      ...new Set(matches.flatMap((m) => handleNamespaces(routes[m.route.id!]?.module.handle))),
    ];
  };
}
