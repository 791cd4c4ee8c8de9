/**
 * The benchmark's reference: a minimal Remix 2.17 app (classic compiler, one route), built by
 * `npm run bench` into bench/minimal/build with the project's node_modules.
 *
 * @type {import('@remix-run/dev').AppConfig}
 */
export default {
  serverModuleFormat: "esm",
  serverPlatform: "node",
  serverBuildPath: "build/index.js",
  assetsBuildDirectory: "build/public",
  publicPath: "/build/",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
