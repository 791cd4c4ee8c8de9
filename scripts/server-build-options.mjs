// How the server's scripts are compiled (scripts/build-server.mjs): one bundle for Node, the
// packages left to node_modules. server/database-setup.test.ts compiles the preparation the same way.

/** @type {import("esbuild").BuildOptions} */
export const SERVER_BUILD_OPTIONS = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  logLevel: "warning",
};
