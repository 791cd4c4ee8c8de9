import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { readApiConfig } from "./api/config";
import { resolveLanguage } from "./app/i18n/route-language.server";
import { routeNamespaces } from "./app/i18n/route-namespaces.server";
import { readServerConfig } from "./server/config";
import { createAnswerCache } from "./server/answer-cache";
import { apiHandler } from "./server/api-proxy";
import { startBackend } from "./server/database-setup";
import { limitHeapGrowth } from "./server/heap";
import { renderSlots } from "./server/render-slots";
import { createAppServer } from "./server/http-app";
import { databaseStatsOf, metrics } from "./server/metrics";
import { startupMessage } from "./server/startup-message";
import { contentEvents, onContentChanged } from "./shared/content-events";

if (process.env.CAPTCHA_TEST_ANSWERS && process.env.NODE_ENV !== "test") {
  console.error("CAPTCHA_TEST_ANSWERS is for test runs only (NODE_ENV=test); refusing to start.");
  process.exit(1);
}

limitHeapGrowth();

const root = process.cwd();
/** Settings are read once, here; a value that cannot be used stops the start with its name. */
function readSettings() {
  try {
    return { config: readServerConfig(), api: readApiConfig() };
  } catch (error) {
    console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
const { config, api: apiConfig } = readSettings();
// The site reads its own settings (app/lib/env.server.ts) when its build is loaded.
const build = (await import(pathToFileURL(path.join(root, "build/index.js")).href).catch(
  (error: unknown) => {
    if (!(error instanceof Error && error.name === "ConfigError")) throw error;
    console.error(`Cannot start: ${error.message}`);
    process.exit(1);
  },
)) as ServerBuild;
const handleRemix = createRequestHandler(build, process.env.NODE_ENV ?? "production");
const namespacesFor = routeNamespaces(build.routes);
const { version } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  version: string;
};

const apiOrigin = process.env.API_ORIGIN;
/**
 * The backend, when this process serves /api itself. PGlite is migrated and seeded by
 * build/prepare.js in a process of its own, which ends before this one opens it (server/database-setup.ts).
 * With PostgreSQL, content changes reach every replica on the same database (LISTEN/NOTIFY).
 */
async function openBackend() {
  try {
    return await startBackend({
      config: apiConfig,
      contentEvents,
      prepareScript: path.join(path.dirname(fileURLToPath(import.meta.url)), "prepare.js"),
    });
  } catch (error) {
    console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
const backend = apiOrigin ? null : await openBackend();
const api = apiHandler(backend, apiOrigin);
// GET /metrics: the database pool (PostgreSQL) or the queries queued in PGlite.
metrics.setDatabaseStats(
  databaseStatsOf((backend?.db as { $client?: unknown } | undefined)?.$client),
);

// Public reads of the backend, reused by the pages rendered (signed-in visitors, new queries).
const answers =
  config.answerCacheSeconds > 0
    ? createAnswerCache({
        seconds: config.answerCacheSeconds,
        maxEntries: 1000,
        maxCharacters: 32 * 1024 * 1024,
        onLookup: metrics.answerLookup,
      })
    : undefined;
metrics.setAnswerCacheSize(answers ? () => answers.size : null);

// Pages (GET and HEAD) rendered side by side take turns on this one thread (the embedded database
// too): at most RENDER_CONCURRENCY at once.
const renders = renderSlots(config.renderConcurrency);

const { server, shutdown, pageCache } = createAppServer({
  config,
  publicDir: path.join(root, "public"),
  version,
  // /healthz answers 503 while the database does not answer (a readiness check for load balancers).
  readiness: backend ? () => backend.ready() : undefined,
  handleRequest: (request, context) => {
    if (new URL(request.url).pathname.startsWith("/api/"))
      return api(request, context.clientAddress);
    const render = () =>
      handleRemix(request, {
        ...context,
        api,
        answers,
        language: resolveLanguage(new URL(request.url)),
        namespacesFor,
      });
    // Forms go straight through: an upload reads its body from the client for as long as the
    // client takes, and must not hold up the pages.
    return request.method === "GET" || request.method === "HEAD" ? renders.run(render) : render();
  },
});

// Pages kept for visitors go when content changes (a catalogue reload, an administrator's edit).
// So do the backend's kept answers: whichever page changed, an answer may feed it.
onContentChanged((change) => {
  pageCache?.clear(change.pathPrefix);
  answers?.clear();
});

const database = apiOrigin
  ? ({ kind: "remote" } as const)
  : backend?.config.databaseUrl
    ? ({ kind: "postgresql" } as const)
    : ({ kind: "pglite", folder: path.join(apiConfig.dataDir, "pglite") } as const);
server.listen(config.port, config.host, () => {
  const url = `http://localhost:${config.port}`;
  const seeded = backend?.seeded ?? false;
  console.log(
    JSON.stringify({
      time: new Date().toISOString(),
      event: "listening",
      url,
      backend: database.kind,
      seeded,
    }),
  );
  // A person at a terminal (`npm start`) is told in words; log collectors get the JSON line only.
  if (process.stdout.isTTY)
    process.stdout.write(startupMessage({ brandName: apiConfig.brandName, url, database, seeded }));
});

let stopping = false;
function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(JSON.stringify({ time: new Date().toISOString(), event: "stopping", signal }));
  const force = setTimeout(() => {
    console.error(
      JSON.stringify({ event: "shutdown timed out", afterMs: config.shutdownTimeoutMs }),
    );
    process.exit(1);
  }, config.shutdownTimeoutMs);
  force.unref();
  shutdown()
    .then(() => backend?.close())
    .then(() => process.exit(0));
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
