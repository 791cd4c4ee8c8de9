// Downloads through the site against a plain Node file server, in the same run: the throughput of a
// 1 GiB document through /documentation/{id}/download (page server → backend → file store), a
// download broken off and resumed with Range + If-Range giving the published sha256, the server's
// resident memory while 20 slow clients read the big file, and a batch ZIP of 50 documents (its
// size against the announced Content-Length, and `unzip -t`).
// Usage: npm run build && node bench/downloads.mjs   (BENCH_DOWNLOAD_MIB=1024, BENCH_ROUNDS=2)
import { spawn, spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import {
  createReadStream,
  createWriteStream,
  mkdtempSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { readFile } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { once } from "node:events";
import { waitForHealth } from "./lib.mjs";

const MIB = 1024 * 1024;
const SIZE_MIB = Number(process.env.BENCH_DOWNLOAD_MIB || 1024);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 2);
const SLOW_READERS = 20;
const SLOW_SECONDS = 15;
const port = 4900 + Math.floor(Math.random() * 400);
const plainPort = port + 1;
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-downloads-"));
const root = process.cwd();

// 1. The big file, written in 1 MiB blocks (never whole in memory), put in the site's file store
// through the file store module, with a document row; the database is created and seeded first.
console.log(`Writing a ${SIZE_MIB} MiB file …`);
const source = path.join(dataDir, "big.bin");
{
  const out = createWriteStream(source);
  const block = randomBytes(MIB);
  for (let i = 0; i < SIZE_MIB; i++) {
    block.writeUInt32LE(i, 0);
    if (!out.write(Buffer.from(block))) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
}
const setup = path.join(dataDir, "setup.mts");
writeFileSync(
  setup,
  `
import { createReadStream, rmSync } from "node:fs";
import { createBackend } from ${JSON.stringify(path.join(root, "api/backend.ts"))};
import { readApiConfig } from ${JSON.stringify(path.join(root, "api/config.ts"))};
import { documents } from ${JSON.stringify(path.join(root, "api/db/schema/index.ts"))};
import { folderStore } from ${JSON.stringify(path.join(root, "api/infra/file-store.ts"))};
const config = readApiConfig({ DATA_DIR: ${JSON.stringify(dataDir)}, BRAND_NAME: "Northlight Vision" });
const backend = await createBackend({ config });
const stored = await folderStore(config.filesDir).put(createReadStream(${JSON.stringify(source)}));
rmSync(${JSON.stringify(source)});
const [row] = await backend.db.insert(documents).values({
  kind: "manual", title: { en: "Benchmark file" }, language: "en", format: "pdf",
  fileKey: stored.key, sha256: stored.sha256, size: stored.size, mime: stored.mime,
  releaseDate: "2020-01-01",
}).returning();
console.log(JSON.stringify({ id: row.id, sha256: stored.sha256, size: stored.size, filesDir: config.filesDir }));
await backend.close();
`,
);
console.log("Seeding the database and storing the file …");
const made = spawnSync(path.join(root, "node_modules/.bin/tsx"), [setup], {
  cwd: root,
  encoding: "utf8",
  maxBuffer: 16 * MIB,
});
if (made.status !== 0) {
  console.error(made.stdout, made.stderr);
  process.exit(1);
}
const big = JSON.parse(made.stdout.trim().split("\n").at(-1));
const storedPath = path.join(
  big.filesDir,
  "sha256",
  big.sha256.slice(0, 2),
  big.sha256.slice(2, 4),
  big.sha256,
);

// 2. The site, and a plain Node server sending the same stored file.
const server = spawn("node", ["build/server.js"], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_REQUESTS: "0",
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    SESSION_SECRET: "bench-downloads-secret",
    PAGE_CACHE_SECONDS: "0",
  },
  stdio: "ignore",
});
const plain = http.createServer((_req, res) => {
  res.writeHead(200, { "Content-Type": "application/pdf", "Content-Length": big.size });
  const file = createReadStream(storedPath);
  res.on("close", () => file.destroy());
  file.pipe(res);
});
plain.listen(plainPort, "127.0.0.1");
const site = `http://127.0.0.1:${port}`;
const downloadUrl = `${site}/documentation/${big.id}/download`;
await waitForHealth(site, 1200);

const rss = () => {
  const status = spawnSync("cat", [`/proc/${server.pid}/status`], { encoding: "utf8" }).stdout;
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
};

/** GETs `url` reading as fast as possible; the bytes, seconds and sha256 (when `hash`). */
function get(url, { headers = {}, hash = false, stopAfter = Infinity } = {}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const digest = hash ? createHash("sha256") : null;
    const req = http.get(url, { headers }, (res) => {
      let bytes = 0;
      res.on("data", (chunk) => {
        bytes += chunk.length;
        digest?.update(chunk);
        if (bytes >= stopAfter) {
          req.destroy();
          resolve({ status: res.statusCode, headers: res.headers, bytes, stopped: true, digest });
        }
      });
      res.on("end", () =>
        resolve({
          status: res.statusCode,
          headers: res.headers,
          bytes,
          seconds: Number(process.hrtime.bigint() - started) / 1e9,
          sha256: digest?.digest("hex"),
        }),
      );
      res.on("error", () => undefined);
    });
    req.on("error", (error) => (error.code === "ECONNRESET" ? undefined : reject(error)));
  });
}

// Throughput, interleaved rounds.
const results = { site: [], plain: [] };
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, url] of round % 2 === 0
    ? [
        ["site", downloadUrl],
        ["plain", `http://127.0.0.1:${plainPort}/`],
      ]
    : [
        ["plain", `http://127.0.0.1:${plainPort}/`],
        ["site", downloadUrl],
      ]) {
    const r = await get(url);
    if (r.bytes !== big.size) throw new Error(`${name}: ${r.bytes} bytes instead of ${big.size}`);
    results[name].push(big.size / MIB / r.seconds);
  }
}
const best = (list) => Math.max(...list);
console.log("\nThroughput of the whole file (MiB/s, best of %d):", ROUNDS);
console.table({
  "site /documentation/{id}/download": best(results.site).toFixed(0),
  "plain Node file server": best(results.plain).toFixed(0),
  "ratio site / plain": (best(results.site) / best(results.plain)).toFixed(2),
});

// Resume: break off after a third, continue with Range and If-Range, hash both parts.
const first = await get(downloadUrl, { hash: true, stopAfter: Math.floor(big.size / 3) });
const etag = first.headers.etag;
const rest = await new Promise((resolve, reject) => {
  http
    .get(downloadUrl, { headers: { Range: `bytes=${first.bytes}-`, "If-Range": etag } }, (res) => {
      res.on("data", (chunk) => first.digest.update(chunk));
      res.on("end", () => resolve({ status: res.statusCode, range: res.headers["content-range"] }));
    })
    .on("error", reject);
});
const resumed = first.digest.digest("hex");
console.log("\nResumed download:", {
  brokenOffAt: first.bytes,
  status: rest.status,
  contentRange: rest.range,
  sha256Matches: resumed === big.sha256,
});

// Memory with 20 slow readers: each takes 64 KiB every 100 ms (about 640 KiB/s).
await new Promise((r) => setTimeout(r, 1000));
const before = rss();
let peak = before;
const sockets = [];
for (let i = 0; i < SLOW_READERS; i++) {
  const req = http.get(downloadUrl, (res) => {
    res.pause();
    const timer = setInterval(() => {
      res.read(64 * 1024);
    }, 100);
    res.on("close", () => clearInterval(timer));
  });
  req.on("error", () => undefined);
  sockets.push(req);
}
const until = Date.now() + SLOW_SECONDS * 1000;
while (Date.now() < until) {
  await new Promise((r) => setTimeout(r, 500));
  peak = Math.max(peak, rss());
}
for (const req of sockets) req.destroy();
await new Promise((r) => setTimeout(r, 1000));
console.log(`\nServer memory with ${SLOW_READERS} slow readers for ${SLOW_SECONDS} s:`);
console.table({
  "RSS before (MiB)": (before / MIB).toFixed(1),
  "RSS peak (MiB)": (peak / MIB).toFixed(1),
  "growth (MiB)": ((peak - before) / MIB).toFixed(1),
  "RSS after they left (MiB)": (rss() / MIB).toFixed(1),
});

// A batch ZIP of 50 public documents.
const CLIENT = `Basic ${Buffer.from("partner-portal:northlight-partner-portal").toString("base64")}`;
const list = await (
  await fetch(`${site}/api/documents?pageSize=60`, { headers: { authorization: CLIENT } })
).json();
const ids = list.data.items
  .filter((d) => !d.gated)
  .slice(0, 50)
  .map((d) => d.id);
if (ids.length < 50) {
  const more = await (
    await fetch(`${site}/api/documents?pageSize=60&page=2`, { headers: { authorization: CLIENT } })
  ).json();
  ids.push(...more.data.items.filter((d) => !d.gated).map((d) => d.id));
}
const chosen = ids.slice(0, 50);
const zipFile = path.join(dataDir, "batch.zip");
const zip = await new Promise((resolve, reject) => {
  http
    .get(
      `${site}/documentation/batch-download?${chosen.map((id) => `id=${id}`).join("&")}`,
      (res) => {
        const out = createWriteStream(zipFile);
        res.pipe(out);
        out.on("finish", () =>
          resolve({ status: res.statusCode, length: res.headers["content-length"] }),
        );
      },
    )
    .on("error", reject);
});
const unzip = spawnSync("unzip", ["-t", zipFile], { encoding: "utf8" });
console.log("\nBatch ZIP:", {
  documents: chosen.length,
  status: zip.status,
  announced: Number(zip.length),
  received: statSync(zipFile).size,
  sizeMatches: Number(zip.length) === statSync(zipFile).size,
  unzipTest: unzip.status === 0 ? "OK" : unzip.stdout.split("\n").slice(-3).join(" "),
  entries: (await readFile(zipFile)).includes(Buffer.from("PK\x05\x06", "latin1"))
    ? "central directory found"
    : "no central directory",
});

server.kill("SIGTERM");
plain.close();
await once(server, "exit");
rmSync(dataDir, { recursive: true, force: true });
