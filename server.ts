import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { createBackend } from "./api/backend";
import { readBrand } from "./app/lib/brand.server";
import { readServerConfig } from "./server/config";
import { apiHandler } from "./server/api-proxy";
import { createAppServer } from "./server/http-app";
import { onContentChanged } from "./shared/content-events";

if (process.env.CAPTCHA_TEST_ANSWERS && process.env.NODE_ENV !== "test") {
  console.error("CAPTCHA_TEST_ANSWERS is for test runs only (NODE_ENV=test); refusing to start.");
  process.exit(1);
}

const root = process.cwd();
const config = readServerConfig();
const build = (await import(pathToFileURL(path.join(root, "build/index.js")).href)) as ServerBuild;
const handleRemix = createRequestHandler(build, process.env.NODE_ENV ?? "production");
const { version } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  version: string;
};

const apiOrigin = process.env.API_ORIGIN;
const backend = apiOrigin ? null : await createBackend({ brandName: readBrand().name });
const api = apiHandler(backend, apiOrigin);

const { server, shutdown, pageCache } = createAppServer({
  config,
  publicDir: path.join(root, "public"),
  version,
  // /healthz answers 503 while the database does not answer (a readiness check for load balancers).
  readiness: backend ? () => backend.ready() : undefined,
  handleRequest: (request, context) => {
    if (new URL(request.url).pathname.startsWith("/api/"))
      return api(request, context.clientAddress);
    return handleRemix(request, { ...context, api });
  },
});

// Pages kept for visitors go when content changes (a catalogue reload, an administrator's edit).
onContentChanged((change) => pageCache?.clear(change.pathPrefix));

server.listen(config.port, config.host, () => {
  console.log(
    JSON.stringify({
      time: new Date().toISOString(),
      event: "listening",
      url: `http://localhost:${config.port}`,
      backend: apiOrigin ? "remote" : backend?.config.databaseUrl ? "postgresql" : "pglite",
    }),
  );
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
