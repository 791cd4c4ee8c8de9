// Serves the minimal app's build with @remix-run/node on a plain Node `http` server (no compression,
// no static files: the benchmark asks for the page only). Usage: PORT=4300 node bench/minimal/server.mjs
import { createServer } from "node:http";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/node";

const here = path.dirname(fileURLToPath(import.meta.url));
const build = await import(pathToFileURL(path.join(here, "build/index.js")).href);
const handle = createRequestHandler(build, "production");
const port = Number(process.env.PORT ?? 4300);

createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === "string") headers.set(name, value);
    const response = await handle(new Request(url, { method: req.method, headers }));
    res.statusCode = response.status;
    for (const [name, value] of response.headers) res.setHeader(name, value);
    if (response.body) await pipeline(Readable.fromWeb(response.body), res);
    else res.end();
  } catch (error) {
    console.error(error);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  }
}).listen(port, "127.0.0.1", () => console.log(`minimal Remix app on http://127.0.0.1:${port}`));
