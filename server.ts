import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { readServerConfig } from "./server/config";
import { createAppServer } from "./server/http-app";

const root = process.cwd();
const config = readServerConfig();
const build = (await import(pathToFileURL(path.join(root, "build/index.js")).href)) as ServerBuild;
const handleRemix = createRequestHandler(build, process.env.NODE_ENV ?? "production");
const { version } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  version: string;
};

const { server, shutdown } = createAppServer({
  config,
  publicDir: path.join(root, "public"),
  version,
  handleRequest: (request, context) => handleRemix(request, { ...context }),
});

server.listen(config.port, config.host, () => {
  console.log(
    JSON.stringify({
      time: new Date().toISOString(),
      event: "listening",
      url: `http://localhost:${config.port}`,
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
  shutdown().then(() => process.exit(0));
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
