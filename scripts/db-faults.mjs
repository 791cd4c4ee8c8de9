// The checks of scripts/test-db-faults.sh: the production server (SERVER_PID, at BASE_URL) on a real
// PostgreSQL (PG_BIN, data in PG_DIR/data, options PG_START_OPTIONS) is stopped, restarted, frozen and thawed; the server must
// answer 503 fast while the database is away, stay alive, and serve again when it is back.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const BASE_URL = required("BASE_URL");
const PG_BIN = required("PG_BIN");
const PG_DIR = required("PG_DIR");
const PG_START_OPTIONS = required("PG_START_OPTIONS");
const SERVER_PID = Number(required("SERVER_PID"));
const AS_POSTGRES = process.env.PG_AS_POSTGRES === "1";
/** How soon the site must answer 503 once the database is stopped or frozen. */
const FAST_MS = 2000;
/** How soon it must serve again once the database is back. */
const RECOVER_MS = 8000;

function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

const failures = [];
function pass(what, detail = "") {
  console.log(`  ok    ${what}${detail ? ` (${detail})` : ""}`);
}
function fail(what, detail) {
  failures.push(what);
  console.log(`  FAIL  ${what}: ${detail}`);
}

// --- the site -------------------------------------------------------------------------------

const API_HEADERS = {
  authorization: `Basic ${Buffer.from(
    `${process.env.API_CLIENT_ID || "partner-portal"}:${process.env.API_CLIENT_SECRET || "northlight-partner-portal"}`,
  ).toString("base64")}`,
  token: "Bearer tourist",
  tenant: process.env.BRAND_TENANT || "northlight",
  channel: "app",
  language: "en",
};

/** One request; `status` is "timeout" or "error: …" when there is no answer within timeoutMs. */
async function get(pathname, timeoutMs, headers = {}) {
  const started = Date.now();
  try {
    const res = await fetch(new URL(pathname, BASE_URL), {
      headers,
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = await res.text();
    return { status: res.status, headers: res.headers, body, ms: Date.now() - started };
  } catch (error) {
    const status =
      error?.name === "TimeoutError" ? "timeout" : `error: ${error?.cause?.code ?? error?.message}`;
    return { status, headers: new Headers(), body: "", ms: Date.now() - started };
  }
}

function decodeHtml(text) {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The translated "unavailable" title of a language folder, or null while the site has none. */
function unavailableTitle(folder) {
  const file = path.join("locales", folder, "common.json");
  if (!existsSync(file)) return null;
  const strings = JSON.parse(readFileSync(file, "utf8"));
  const title = strings?.error?.unavailableTitle ?? strings?.["error.unavailableTitle"];
  return typeof title === "string" && title ? title : null;
}

const PAGES = [
  { path: "/product-center", folder: "en", lang: "en" },
  { path: "/ksa/product-center", folder: "ksa", lang: "ar" },
];

/** What each check expects: a function of the answer that returns null when it is right. */
const expect = {
  status: (want) => (res) => (res.status === want ? null : `status ${res.status}, wanted ${want}`),
  apiOk: (res) => {
    if (res.status !== 200) return `status ${res.status}, wanted 200`;
    const body = safeJson(res.body);
    return body?.isSuccess === true && body.code === 0 ? null : `body ${res.body.slice(0, 120)}`;
  },
  apiUnavailable: (res) => {
    if (res.status !== 503) return `status ${res.status}, wanted 503`;
    const body = safeJson(res.body);
    if (body?.code !== 50300 || body.isSuccess !== false || body.data !== null)
      return `body ${res.body.slice(0, 160)}, wanted code 50300`;
    if (!/^\d+$/.test(res.headers.get("retry-after") ?? "")) return "no Retry-After header";
    return null;
  },
  pageUnavailable: (page) => (res) => {
    if (res.status !== 503) return `status ${res.status}, wanted 503`;
    if (!new RegExp(`<html[^>]*\\slang="${page.lang}"`).test(res.body))
      return `no <html lang="${page.lang}">`;
    const title = unavailableTitle(page.folder);
    if (title === null) return null;
    return decodeHtml(res.body).includes(title) ? null : `the page does not show "${title}"`;
  },
};

function safeJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Asks `pathname` until the answer is as expected, each request answering within the time left
 * before `deadline` (ms since the epoch); records a failure with the last answer otherwise.
 */
async function check(what, pathname, verdict, deadline, headers = {}) {
  let last = "no answer";
  while (true) {
    const left = deadline - Date.now();
    if (left <= 0) break;
    const res = await get(pathname, left, headers);
    const problem = typeof res.status === "number" ? verdict(res) : res.status;
    if (problem === null) return pass(what, `${res.status} in ${res.ms} ms`);
    last = `${problem} (after ${res.ms} ms)`;
    if (Date.now() >= deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  fail(what, last);
}

/** Every check of a state, at the same time, each within `withinMs` of now. */
async function checkState(state, withinMs) {
  const deadline = Date.now() + withinMs;
  const up = state === "up";
  await Promise.all([
    check(
      `API /api/product/list answers ${up ? "200" : "503 with code 50300"}`,
      "/api/product/list?pageSize=3",
      up ? expect.apiOk : expect.apiUnavailable,
      deadline,
      API_HEADERS,
    ),
    ...PAGES.map((page) =>
      check(
        `page ${page.path} answers ${up ? "200" : "503, translated"}`,
        page.path,
        up ? expect.status(200) : expect.pageUnavailable(page),
        deadline,
      ),
    ),
    check(
      `/healthz answers ${up ? 200 : 503}`,
      "/healthz",
      expect.status(up ? 200 : 503),
      deadline,
    ),
  ]);
  checkAlive();
}

function checkAlive() {
  try {
    process.kill(SERVER_PID, 0);
    pass("the server process is alive");
  } catch {
    fail("the server process is alive", `process ${SERVER_PID} has exited`);
  }
}

// --- the database ---------------------------------------------------------------------------

function pgCtl(...args) {
  const command = [path.join(PG_BIN, "pg_ctl"), "-D", path.join(PG_DIR, "data"), ...args];
  const [file, ...rest] = AS_POSTGRES ? ["runuser", "-u", "postgres", "--", ...command] : command;
  execFileSync(file, rest, { stdio: ["ignore", "ignore", "inherit"] });
}

/** The postmaster and every process under it. */
function postgresProcesses() {
  const postmaster = Number(
    readFileSync(path.join(PG_DIR, "data", "postmaster.pid"), "utf8").split("\n")[0],
  );
  const children = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(Number(entry), ppid);
    } catch {
      // The process ended while we looked.
    }
  }
  const all = [postmaster];
  for (let i = 0; i < all.length; i++) {
    for (const [pid, ppid] of children) if (ppid === all[i]) all.push(pid);
  }
  return all;
}

function signalPostgres(signal) {
  const pids = postgresProcesses();
  // Stop the postmaster first (it cannot start new backends), resume it last.
  for (const pid of signal === "SIGCONT" ? pids.reverse() : pids) {
    try {
      process.kill(pid, signal);
    } catch {
      // Gone already.
    }
  }
  return pids.length;
}

// --- the scenario ---------------------------------------------------------------------------

async function waitForServer() {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      process.kill(SERVER_PID, 0);
    } catch {
      throw new Error("the server exited while starting (see its log above)");
    }
    const res = await get("/healthz", 1000);
    if (res.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the server did not answer /healthz within 90 s");
}

const started = Date.now();
await waitForServer();
for (const page of PAGES) {
  if (!unavailableTitle(page.folder))
    console.log(
      `  note  locales/${page.folder}/common.json has no error.unavailableTitle: the ${page.path} check asks only for 503 and <html lang="${page.lang}">`,
    );
}

console.log("== healthy");
await checkState("up", 5000);

console.log(`== PostgreSQL stopped (pg_ctl stop -m fast): 503 within ${FAST_MS} ms`);
pgCtl("-m", "fast", "-w", "stop");
await checkState("down", FAST_MS);

console.log(`== PostgreSQL started again: 200 within ${RECOVER_MS} ms, same process`);
pgCtl("-l", path.join(PG_DIR, "log"), "-o", PG_START_OPTIONS, "-w", "start");
await checkState("up", RECOVER_MS);

console.log(
  `== PostgreSQL frozen (SIGSTOP, ${signalPostgres("SIGSTOP")} processes): 503 within ${FAST_MS} ms`,
);
try {
  await checkState("down", FAST_MS);
} finally {
  signalPostgres("SIGCONT");
}

console.log(`== PostgreSQL resumed (SIGCONT): 200 within ${RECOVER_MS} ms, same process`);
await checkState("up", RECOVER_MS);

const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (failures.length) {
  console.log(`${failures.length} database fault check(s) failed (${seconds} s):`);
  for (const what of failures) console.log(`  - ${what}`);
  process.exit(1);
}
console.log(`All database fault checks passed (${seconds} s).`);
