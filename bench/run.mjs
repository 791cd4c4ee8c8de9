// `npm run bench`: the site's pages against a minimal Remix app and a plain Node server, measured in
// the same run, in interleaved rounds. See bench/README.md for what each column means.
// Settings (environment): BENCH_SECONDS (5), BENCH_ROUNDS (3), BENCH_WARMUP_SECONDS (5),
// BENCH_CONNECTIONS (32),
// BENCH_PATHS (comma-separated; default /home, /product-center, a product detail, /ksa/home),
// BENCH_ENCODING (Accept-Encoding sent, default "br, gzip"; empty for none), BENCH_PORT (4300),
// BENCH_VARIANTS (1; 0 leaves out the site's variants without a patch or kept markup),
// BENCH_SWEEP (1; 0 leaves out the sitemap sweep),
// DATABASE_URL (also runs the site on PostgreSQL).
import { execFileSync, execSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { serverProcessEnv } from "../scripts/server-process.mjs";
import { memory, pageScripts } from "./lib.mjs";
import { sweepReport, sweepSitemap } from "./sitemap-sweep.mjs";
import { variantFolder, variants } from "./variants.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);

const SECONDS = positive("BENCH_SECONDS", 5);
const ROUNDS = positive("BENCH_ROUNDS", 3);
const WARMUP_SECONDS = positive("BENCH_WARMUP_SECONDS", 5);
const CONNECTIONS = positive("BENCH_CONNECTIONS", 32);
const PORT = positive("BENCH_PORT", 4300);
const ENCODING = process.env.BENCH_ENCODING ?? "br, gzip";
const VARIANTS = process.env.BENCH_VARIANTS !== "0";
const SWEEP = process.env.BENCH_SWEEP !== "0";
/** The rendered pages the variants are measured on (when measured at all). */
const VARIANT_PATHS = ["/home", "/product-center"];
/** Pages whose JavaScript the compiler's variant is compared on (decision 0017 measured /firmware). */
const WEIGHT_PATHS = ["/home", "/product-center", "/firmware"];
const CLK_TCK = Number(run("getconf", ["CLK_TCK"]) || 100);

function positive(name, fallback) {
  const value = process.env[name];
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer`);
  return n;
}

/** Runs a command; its trimmed stdout, or null when it cannot run or fails. */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: "utf8", ...options });
  return result.status === 0 ? result.stdout.trim() : null;
}

const log = (line) => process.stderr.write(`${line}\n`);

// ---- Preparation: builds, load generator, CPU pinning ---------------------------------------

function ensureSiteBuild() {
  if (existsSync("build/server.js") && existsSync("build/index.js")) return;
  log("Building the site (npm run build)…");
  execSync("npm run build", { stdio: "inherit" });
}

function buildMinimalApp() {
  log("Building the minimal Remix app (bench/minimal)…");
  execFileSync(path.join(root, "node_modules/.bin/remix"), ["build"], {
    cwd: path.join(root, "bench/minimal"),
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production" },
  });
}

/** wrk from Debian, installed as root or through sudo when missing; null when it cannot be had. */
function ensureWrk() {
  if (spawnSync("wrk", ["--version"]).error === undefined) return "wrk";
  log("Installing Debian's wrk for the benchmark…");
  const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
  const apt = (args) =>
    spawnSync(sudo[0] ?? "apt-get", [...(sudo.length ? ["apt-get"] : []), ...args], {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    }).status === 0;
  if (apt(["update", "-qq"]) && apt(["install", "-y", "-qq", "wrk"])) return "wrk";
  log("wrk could not be installed: using the built-in Node load generator (less precise).");
  return null;
}

const cores = availableParallelism();
const hasTaskset = run("taskset", ["--version"]) !== null;
/** Servers run on the last core, the load generator on the first (when there are two or more). */
const SERVER_CORE = String(cores - 1);
const LOAD_CORE = cores > 1 ? "0" : null;
const pinned = (core, command, args) =>
  hasTaskset && core !== null ? ["taskset", ["-c", core, command, ...args]] : [command, args];

// ---- Servers --------------------------------------------------------------------------------

const servers = [];
const tempDirs = [];

async function startServer({ name, script, args = [], env, port, readyPath, cwd = root }) {
  const [command, argv] = pinned(SERVER_CORE, process.execPath, [script, ...args]);
  const child = spawn(command, argv, {
    cwd,
    env: { ...env, PORT: String(port) },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const server = { name, port, child, pid: child.pid, base: `http://127.0.0.1:${port}` };
  servers.push(server);
  // PGlite opens and seeds its database at start: on a busy machine that can take a minute or two.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(server.base + readyPath);
      await response.arrayBuffer();
      if (response.ok) {
        server.memoryAfterStart = memory(child.pid);
        return server;
      }
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} did not start on port ${port}:\n${stderr}`);
}

async function stopServers() {
  await Promise.all(
    servers.map(
      ({ child }) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once("exit", resolve);
          child.kill("SIGTERM");
          setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
        }),
    ),
  );
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
}

/** The production server (node build/server.js) as `npm start` runs it, with its own data folder. */
function siteEnv(extra) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-data-"));
  tempDirs.push(dataDir);
  const env = {
    ...serverProcessEnv(),
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_REQUESTS: "0",
    SESSION_SECRET: "bench-session-secret",
    ...extra,
  };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
  return env;
}

// ---- Measuring ------------------------------------------------------------------------------

/** CPU time of a process so far, in milliseconds (user + system, from /proc/PID/stat). */
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLK_TCK;
}

function toMs(value, unit) {
  const n = Number(value);
  return unit === "us" ? n / 1000 : unit === "s" ? n * 1000 : unit === "m" ? n * 60_000 : n;
}

function wrk(url, seconds) {
  // A long timeout: on a busy machine a slow page still counts (wrk's default is 2 s).
  const args = ["-t1", `-c${CONNECTIONS}`, `-d${seconds}s`, "--timeout", "30s", "--latency"];
  if (ENCODING) args.push("-H", `Accept-Encoding: ${ENCODING}`);
  const [command, argv] = pinned(LOAD_CORE, "wrk", [...args, url]);
  const out = run(command, argv, { maxBuffer: 1 << 20 });
  if (out === null) throw new Error(`wrk failed on ${url}`);
  const latency = (p) => {
    const m = new RegExp(`^\\s*${p}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, "m").exec(out);
    return m ? toMs(m[1], m[2]) : Number.NaN;
  };
  return {
    requests: Number(/(\d+) requests in/.exec(out)?.[1] ?? 0),
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
    p50: latency(50),
    p99: latency(99),
    errors:
      Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0) +
      Number(/timeout (\d+)/.exec(out)?.[1] ?? 0),
  };
}

/** The fallback load generator: CONNECTIONS keep-alive loops for `seconds`, in this process. */
async function nodeLoad(url, seconds) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const headers = ENCODING ? { "accept-encoding": ENCODING } : {};
  const latencies = [];
  let errors = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  const one = () =>
    new Promise((resolve) => {
      const t0 = performance.now();
      const req = httpRequest(url, { agent, headers }, (res) => {
        res.resume();
        res.on("end", () => {
          if (res.statusCode >= 400) errors++;
          latencies.push(performance.now() - t0);
          resolve();
        });
      });
      req.on("error", () => {
        errors++;
        resolve();
      });
      req.end();
    });
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) await one();
    }),
  );
  agent.destroy();
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    errors,
  };
}

// ---- Pages ----------------------------------------------------------------------------------

async function defaultPaths(base) {
  const html = await pageHtml(base, "/product-center");
  const detail = /href="(\/product-center\/detail\/[^"?#]+)"/.exec(html)?.[1];
  if (!detail) log("No product detail link found on /product-center: measuring without one.");
  return ["/home", "/product-center", ...(detail ? [detail] : []), "/ksa/home"];
}

/**
 * The exact answer of the production server for a path, by default as the load generator asks for
 * it: node:http on a connection of its own, the bytes as they travel (still compressed).
 */
function capture(base, pagePath, encoding = ENCODING) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      base + pagePath,
      { agent: false, headers: encoding ? { "accept-encoding": encoding } : {} },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => {
          const skip = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);
          resolve({
            status: res.statusCode,
            headers: Object.entries(res.headers).filter(([name]) => !skip.has(name)),
            body: Buffer.concat(chunks).toString("base64"),
          });
        });
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** A page's HTML, uncompressed. */
async function pageHtml(base, pagePath) {
  return Buffer.from((await capture(base, pagePath, "")).body, "base64").toString("utf8");
}

/**
 * JavaScript a page loads (its <script src>, modulepreload links and the inline module's imports),
 * read from the build in `publicDir`.
 */
function pageWeight(html, publicDir = "public") {
  const scripts = pageScripts(html);
  let gz = 0;
  let raw = 0;
  for (const src of scripts) {
    const file = path.join(publicDir, new URL(src, "http://x").pathname);
    if (!existsSync(file)) continue;
    const data = readFileSync(file);
    raw += data.length;
    gz += existsSync(`${file}.gz`)
      ? statSync(`${file}.gz`).size
      : gzipSync(data, { level: 9 }).length;
  }
  return { files: scripts.size, raw, gz, htmlGz: gzipSync(html).length };
}

// ---- Report ---------------------------------------------------------------------------------

const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const fixed = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : "–");
const ratio = (a, b) => (Number.isFinite(a / b) && b > 0 ? `${(a / b).toFixed(3)}×` : "–");

function table(header, rows) {
  const lines = [`| ${header.join(" | ")} |`, `|${header.map(() => "---").join("|")}|`];
  for (const row of rows) lines.push(`| ${row.join(" | ")} |`);
  return lines.join("\n");
}

// ---- The run --------------------------------------------------------------------------------

async function main() {
  ensureSiteBuild();
  buildMinimalApp();
  const wrkCommand = ensureWrk();
  const load = wrkCommand ? wrk : nodeLoad;

  const siteTargets = [
    { key: "site", label: "site, page cache default", env: { PAGE_CACHE_SECONDS: undefined } },
    { key: "site-nocache", label: "site, page cache off", env: { PAGE_CACHE_SECONDS: "0" } },
  ];
  const pgUrl = process.env.DATABASE_URL;
  if (pgUrl)
    siteTargets.push({
      key: "site-pg",
      label: "site on PostgreSQL, page cache default",
      env: { PAGE_CACHE_SECONDS: undefined, DATABASE_URL: pgUrl },
    });
  log("Starting the servers…");
  const targets = [];
  let port = PORT;
  for (const target of siteTargets) {
    const env = siteEnv({ DATABASE_URL: undefined, ...target.env });
    const server = await startServer({
      name: target.label,
      script: "build/server.js",
      env,
      port: port++,
      readyPath: "/healthz",
    });
    targets.push({ ...target, server });
  }
  const minimal = await startServer({
    name: "minimal Remix",
    script: "bench/minimal/server.mjs",
    env: { ...process.env, NODE_ENV: "production" },
    port: port++,
    readyPath: "/",
  });

  // The site without one part of its performance layer (bench/variants.mjs), page cache off.
  const measuredVariants = [];
  const weightVariants = [];
  if (VARIANTS)
    for (const variant of variants()) {
      const dir = variantFolder(root, variant, log);
      tempDirs.push(dir);
      const server = await startServer({
        name: variant.label,
        script: path.join(dir, "build/server.js"),
        env: siteEnv({ DATABASE_URL: undefined, PAGE_CACHE_SECONDS: "0", ...variant.env }),
        port: port++,
        readyPath: "/healthz",
        cwd: dir,
      });
      (variant.rebuild ? weightVariants : measuredVariants).push({ ...variant, dir, server });
    }

  const site = targets[0].server;
  const paths = process.env.BENCH_PATHS
    ? process.env.BENCH_PATHS.split(",").map((p) => p.trim())
    : await defaultPaths(site.base);
  const pages = {};
  for (const p of paths) pages[p] = await capture(site.base, p);
  const weights = [];
  for (const p of paths) {
    const w = pageWeight(await pageHtml(site.base, p));
    weights.push([
      p,
      String(w.files),
      fixed(w.raw / 1024),
      fixed(w.gz / 1024),
      fixed(w.htmlGz / 1024),
    ]);
  }
  const pagesDir = mkdtempSync(path.join(tmpdir(), "bench-pages-"));
  tempDirs.push(pagesDir);
  const pagesFile = path.join(pagesDir, "pages.json");
  writeFileSync(pagesFile, JSON.stringify(pages));
  const plain = await startServer({
    name: "plain Node",
    script: "bench/static-server.mjs",
    args: [pagesFile],
    env: { ...process.env },
    port: port++,
    readyPath: paths[0],
  });

  // Every measured pair: [row key, path label, server, URL].
  const runs = [["minimal", "(one route)", minimal, `${minimal.base}/`]];
  for (const p of paths) {
    for (const target of targets) runs.push([target.key, p, target.server, target.server.base + p]);
    runs.push(["plain", p, plain, plain.base + p]);
    if (!VARIANT_PATHS.includes(p)) continue;
    for (const variant of measuredVariants)
      runs.push([variant.key, p, variant.server, variant.server.base + p]);
  }

  // Every target runs under load before it is measured, so that the rounds measure servers whose
  // code is compiled (V8 optimises a function after it has run many times); a short warm-up
  // measures the site's hundreds of components while they still run in the interpreter.
  log(`Warming up (${runs.length} targets, ${WARMUP_SECONDS} s each)…`);
  for (const [, , , url] of runs) await load(url, WARMUP_SECONDS);

  const samples = new Map();
  for (let round = 0; round < ROUNDS; round++) {
    // Interleaved: each round runs every target once, starting at a different one.
    const order = runs.map((_, i) => runs[(i + round * 3) % runs.length]);
    for (const [key, p, server, url] of order) {
      log(`round ${round + 1}/${ROUNDS}: ${server.name} ${p}`);
      const cpuBefore = cpuMs(server.pid);
      const result = await load(url, SECONDS);
      const cpu = cpuMs(server.pid) - cpuBefore;
      const id = `${key} ${p}`;
      if (!samples.has(id)) samples.set(id, { key, path: p, server, results: [] });
      samples.get(id).results.push({ ...result, cpu });
    }
  }
  // Every page of the sitemap once, on the site with its default caches (after the rounds, so the
  // memory it adds is what a crawl adds to a server that has been busy).
  if (SWEEP) log("Sweeping the sitemap…");
  const sweep = SWEEP ? await sweepSitemap(site.base, { clients: 16, pid: site.pid }) : null;
  for (const server of servers) server.memoryAfterRun = memory(server.pid);

  const summary = new Map();
  for (const [id, { key, path: p, server, results }] of samples) {
    const requests = results.reduce((sum, r) => sum + r.requests, 0);
    // A round in which no request finished has no rate or latency (the page is slower than the run).
    const done = results.filter((r) => r.requests > 0);
    summary.set(id, {
      key,
      path: p,
      name: server.name,
      rps: median(done.map((r) => r.rps)),
      p50: median(done.map((r) => r.p50)),
      p99: median(done.map((r) => r.p99)),
      cpuPerRequest: requests ? results.reduce((sum, r) => sum + r.cpu, 0) / requests : Number.NaN,
      errors: results.reduce((sum, r) => sum + r.errors, 0),
    });
  }
  const minimalRow = summary.get("minimal (one route)");
  // The targets, as same-run ratios: a rendered page (page cache off) at least half the minimal
  // Remix app's req/s, a cached page at least half plain Node's, at most 125 KB of JavaScript.
  const targetRows = [];
  const meets = (value, floor) => (Number.isFinite(value) && value >= floor ? "met" : "missed");
  for (const p of paths) {
    const rendered = summary.get(`site-nocache ${p}`);
    const cached = summary.get(`site ${p}`);
    const plainRow = summary.get(`plain ${p}`);
    targetRows.push([
      p,
      "rendered ÷ minimal Remix ≥ 0.5",
      ratio(rendered.rps, minimalRow.rps),
      meets(rendered.rps / minimalRow.rps, 0.5),
    ]);
    targetRows.push([
      p,
      "cached ÷ plain Node ≥ 0.5",
      ratio(cached.rps, plainRow.rps),
      meets(cached.rps / plainRow.rps, 0.5),
    ]);
  }
  for (const [p, , , gz] of weights)
    targetRows.push([
      p,
      "JavaScript ≤ 125 KB gzip",
      `${gz} KB`,
      Number(gz) <= 125 ? "met" : "missed",
    ]);
  const rows = [];
  const row = (s, plainRps) => [
    s.path,
    s.name + (s.errors ? ` (${s.errors} non-2xx or timed out)` : ""),
    fixed(s.rps, 0),
    fixed(s.p50),
    fixed(s.p99),
    fixed(s.cpuPerRequest, 2),
    ratio(s.rps, minimalRow.rps),
    plainRps === null ? "–" : ratio(s.rps, plainRps),
  ];
  rows.push(row(minimalRow, null));
  for (const p of paths) {
    const plainRow = summary.get(`plain ${p}`);
    for (const target of targets) rows.push(row(summary.get(`${target.key} ${p}`), plainRow.rps));
    rows.push(row(plainRow, plainRow.rps));
  }
  // What each part of the performance layer saves: the site (page cache off) against the same site
  // without that part, in this run.
  const partRows = [];
  for (const variant of measuredVariants)
    for (const p of paths.filter((p) => VARIANT_PATHS.includes(p))) {
      const without = summary.get(`${variant.key} ${p}`);
      const withIt = summary.get(`site-nocache ${p}`);
      const saved = without.cpuPerRequest - withIt.cpuPerRequest;
      partRows.push([
        variant.label,
        p,
        fixed(without.rps, 0),
        fixed(withIt.rps, 0),
        fixed(without.cpuPerRequest, 2),
        fixed(withIt.cpuPerRequest, 2),
        `${fixed(saved, 2)} ms (${fixed((100 * saved) / without.cpuPerRequest, 0)} %)`,
      ]);
    }
  const weightRows = [];
  for (const variant of weightVariants)
    for (const p of WEIGHT_PATHS) {
      const withIt = pageWeight(await pageHtml(site.base, p));
      const without = pageWeight(
        await pageHtml(variant.server.base, p),
        path.join(variant.dir, "public"),
      );
      weightRows.push([
        variant.label,
        p,
        `${without.files} files, ${fixed(without.gz / 1024)} KB`,
        `${withIt.files} files, ${fixed(withIt.gz / 1024)} KB`,
        `${without.files - withIt.files} files, ${fixed((without.gz - withIt.gz) / 1024)} KB`,
      ]);
    }

  const out = [];
  out.push(
    `## Throughput (${ROUNDS} interleaved rounds × ${SECONDS} s, ${CONNECTIONS} connections, ` +
      `${wrkCommand ? "wrk" : "built-in Node load generator"}, Accept-Encoding: ${ENCODING || "none"}, ` +
      `${hasTaskset && LOAD_CORE !== null ? `servers pinned to core ${SERVER_CORE}, load on core ${LOAD_CORE}` : "no CPU pinning"})`,
    "",
    table(
      [
        "path",
        "target",
        "req/s",
        "p50 ms",
        "p99 ms",
        "CPU ms/req",
        "÷ minimal Remix",
        "÷ plain Node",
      ],
      rows,
    ),
    "",
    "req/s, p50 and p99 are medians over the rounds; CPU ms/req is the server's user+system CPU over all rounds ÷ its requests.",
    "Ratios compare req/s within this run only; absolute numbers depend on the machine and its neighbours.",
    "A dash: no request finished within a round (raise BENCH_SECONDS or lower BENCH_CONNECTIONS).",
    "",
    "## Server memory (MB)",
    "",
    table(
      ["server", "resident after start", "resident after the run", "peak resident"],
      servers.map((s) => [
        s.name,
        fixed(s.memoryAfterStart.rss, 0),
        fixed(s.memoryAfterRun.rss, 0),
        fixed(s.memoryAfterRun.hwm, 0),
      ]),
    ),
    "",
    pgUrl
      ? "The site ran on PGlite and on PostgreSQL (DATABASE_URL)."
      : "PGlite only: set DATABASE_URL to measure the site on PostgreSQL too.",
    "",
    "## JavaScript per page (the page's scripts, modulepreloads and imports, from public/build)",
    "",
  );
  out.push(table(["path", "JS files", "JS KB", "JS KB gzip", "HTML KB gzip"], weights));
  if (VARIANTS)
    out.push(
      "",
      "## What each part of the performance layer saves (same run, page cache off)",
      "",
      table(
        [
          "without",
          "path",
          "req/s without it",
          "req/s with it",
          "CPU ms/req without it",
          "CPU ms/req with it",
          "CPU it saves per request",
        ],
        partRows,
      ),
      "",
      "The site as built, against the same site run without that part: a patch reverted in a copy of",
      "its packages (patches/README.md), or KEPT_MARKUP=0. The CPU column is the steadiest.",
      "",
      table(
        ["built", "path", "JS without it (gzip)", "JS with it (gzip)", "the patch saves"],
        weightRows,
      ),
    );
  out.push(
    "",
    sweep ? sweepReport(sweep) : "The sitemap was not swept (BENCH_SWEEP=0).",
    "",
    "## Targets",
    "",
    table(["path", "target", "this run", ""], targetRows),
  );
  console.log(out.join("\n"));
}

try {
  await main();
} finally {
  await stopServers();
}
