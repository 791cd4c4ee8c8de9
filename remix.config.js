import { flatRoutes } from "remix-flat-routes";

/**
 * Routes are grouped by area in remix-flat-routes `+` folders (docs/decisions/0004-routes-by-area.md).
 * Beside a route may sit code only its area uses: `__x.tsx` / `__x.ts` modules, `x.server.ts`,
 * stylesheets and tests, none of which is a route.
 *
 * @type {import('@remix-run/dev').AppConfig}
 */
export default {
  ignoredRouteFiles: ["**/*"],
  routes: async (defineRoutes) =>
    flatRoutes("routes", defineRoutes, {
      ignoredRouteFiles: ["**/.*", "**/*.test.*", "**/*.server.*", "**/*.css", "**/__*.*"],
    }),
  serverModuleFormat: "esm",
  serverPlatform: "node",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
