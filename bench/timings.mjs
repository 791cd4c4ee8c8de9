// Server-side timings of pages and of signing in, next to /healthz (plain Node) as the baseline
// measured in the same run. Usage: npm run build && node bench/timings.mjs
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { waitForHealth } from "./lib.mjs";

const port = 4800 + Math.floor(Math.random() * 500);
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-"));
const server = spawn("node", ["build/server.js"], {
  env: {
    ...process.env,
    PORT: String(port),
    LOG_REQUESTS: "0",
    NODE_ENV: "test",
    CAPTCHA_TEST_ANSWERS: "1",
    DATA_DIR: dataDir,
    SESSION_SECRET: "bench-session-secret",
    SEED_USERS_FILE: "tests/e2e/fixtures/users.json",
  },
  stdio: "ignore",
});
const base = `http://localhost:${port}`;

async function time(fn) {
  const start = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}
function summary(name, samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return {
    name,
    runs: samples.length,
    "median ms": at(0.5).toFixed(1),
    "p95 ms": at(0.95).toFixed(1),
  };
}
async function measure(name, runs, fn) {
  for (let i = 0; i < 5; i++) await fn();
  const samples = [];
  for (let i = 0; i < runs; i++) samples.push(await time(fn));
  return summary(name, samples);
}
const get = (p) => async () => {
  const r = await fetch(base + p);
  await r.arrayBuffer();
  if (!r.ok) throw new Error(`${p}: ${r.status}`);
};

async function signIn() {
  const page = await (await fetch(`${base}/login`)).text();
  const key = /name="key" value="([^"]+)"/.exec(page)[1];
  const captcha = await fetch(`${base}/api/oauth/anno/captcha?key=${key}`);
  const code = captcha.headers.get("x-captcha-answer");
  const body = new URLSearchParams({
    email: "e2e-partner@integrator.example",
    password: "e2e partner password",
    key,
    code,
    redirectTo: "",
  });
  let status = 0;
  const ms = await time(async () => {
    const r = await fetch(`${base}/login`, {
      method: "POST",
      body,
      redirect: "manual",
      headers: { origin: base },
    });
    status = r.status;
    await r.arrayBuffer();
  });
  if (status !== 302) throw new Error(`sign-in answered ${status}`);
  return ms;
}

try {
  await waitForHealth(base, 200);
  const rows = [
    await measure("/healthz (baseline)", 200, get("/healthz")),
    await measure("/home", 100, get("/home")),
    await measure("/ksa/about", 100, get("/ksa/about")),
    await measure("/login", 100, get("/login")),
    await measure("/product-center", 100, get("/product-center")),
    await measure(
      "/product-center?productClass=camera&sort=hot",
      100,
      get("/product-center?productClass=camera&sort=hot"),
    ),
    await measure(
      "/product-center/detail/bullet/nv-b580-ai",
      100,
      get("/product-center/detail/bullet/nv-b580-ai"),
    ),
  ];
  const logins = [];
  for (let i = 0; i < 3; i++) await signIn();
  for (let i = 0; i < 20; i++) logins.push(await signIn());
  rows.push(summary("sign in (POST /login, argon2id)", logins));
  console.table(rows);
} finally {
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
