// The benchmark's "plain Node" reference: a Node `http` server that answers each path with the exact
// status, headers and (already compressed) bytes the production server sent for it, fetched once
// at start by bench/run.mjs. Usage: PORT=4304 node bench/static-server.mjs <pages.json>
// pages.json: { "<path>": { "status": 200, "headers": [["content-type", "…"], …], "body": "<base64>" } }
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const pages = new Map(
  Object.entries(JSON.parse(readFileSync(process.argv[2], "utf8"))).map(([path, page]) => {
    const body = Buffer.from(page.body, "base64");
    const headers = Object.fromEntries(page.headers);
    headers["content-length"] = String(body.length);
    return [path, { status: page.status, headers, body }];
  }),
);
const port = Number(process.env.PORT ?? 4304);

createServer((req, res) => {
  const page = pages.get(req.url ?? "/");
  if (!page) {
    res.writeHead(404, { "content-type": "text/plain" }).end("Not Found");
    return;
  }
  res.writeHead(page.status, page.headers);
  res.end(req.method === "HEAD" ? undefined : page.body);
}).listen(port, "127.0.0.1", () => console.log(`plain Node server on http://127.0.0.1:${port}`));
