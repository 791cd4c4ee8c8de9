// Measures what a page costs a visitor: HTML and JavaScript bytes, raw and gzipped.
// Usage: npm run build && node bench/page-weight.mjs [/home /about …]
import { spawn } from "node:child_process";
import { gzipSync } from "node:zlib";
import { pageScripts, waitForHealth } from "./lib.mjs";

const port = 4300 + Math.floor(Math.random() * 500);
const server = spawn("node", ["build/server.js"], {
  env: { ...process.env, PORT: String(port), LOG_REQUESTS: "0", NODE_ENV: "production" },
  stdio: "ignore",
});
const base = `http://localhost:${port}`;
try {
  await waitForHealth(base, 1200);
  const paths = process.argv.slice(2).length
    ? process.argv.slice(2)
    : ["/home", "/ksa/home", "/about"];
  const rows = [];
  for (const path of paths) {
    const html = await (await fetch(base + path)).text();
    const scripts = pageScripts(html);
    let raw = 0;
    let gz = 0;
    for (const src of scripts) {
      const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
      raw += body.length;
      gz += gzipSync(body, { level: 9 }).length;
    }
    rows.push({
      page: path,
      "html KB gz": (gzipSync(html).length / 1024).toFixed(1),
      "js files": scripts.size,
      "js KB": (raw / 1024).toFixed(1),
      "js KB gz": (gz / 1024).toFixed(1),
    });
  }
  console.table(rows);
} finally {
  server.kill("SIGTERM");
}
