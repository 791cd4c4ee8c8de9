// /healthz latency alone (the baseline) and while 8 clients sign in at once, again and again
// (argon2id on every sign-in), measured in the same run against the production build.
// Usage: npm run build && node bench/login-load.mjs
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { waitForHealth } from "./lib.mjs";

const CLIENTS = 8;
/** /healthz samples of the baseline. */
const HEALTH_SAMPLES = 1000;
/** How long the sign-in loops run; /healthz is sampled all that time (bounded: at most 20,000). */
const LOAD_SECONDS = 15;

const port = 4800 + Math.floor(Math.random() * 500);
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-login-"));
// One account per client, as eight people signing in (the per-account limit counts attempts in
// flight, so eight sign-ins to one account at once would meet it).
const USERS = Array.from({ length: CLIENTS }, (_, i) => ({
  email: `bench-${i}@integrator.example`,
  password: `bench password ${i}`,
  name: `Bench ${i}`,
  company: "Bench Integrators",
  country: "Portugal",
  roles: ["partner"],
}));
const usersFile = path.join(dataDir, "bench-users.json");
writeFileSync(usersFile, JSON.stringify(USERS));
const server = spawn("node", ["build/server.js"], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_REQUESTS: "0",
    NODE_ENV: "test",
    CAPTCHA_TEST_ANSWERS: "1",
    DATA_DIR: dataDir,
    SESSION_SECRET: "bench-session-secret",
    SEED_USERS_FILE: usersFile,
  },
  stdio: "ignore",
});
const base = `http://127.0.0.1:${port}`;
const CLIENT = `Basic ${Buffer.from("partner-portal:northlight-partner-portal").toString("base64")}`;

const now = () => Number(process.hrtime.bigint()) / 1e6;
function summary(name, samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { name, runs: samples.length, p50: at(0.5), p99: at(0.99) };
}
const row = ({ name, runs, p50, p99 }) => ({
  name,
  runs,
  "p50 ms": p50.toFixed(1),
  "p99 ms": p99.toFixed(1),
});

async function health() {
  const start = now();
  const r = await fetch(`${base}/healthz`);
  await r.arrayBuffer();
  if (!r.ok) throw new Error(`/healthz answered ${r.status}`);
  return now() - start;
}

/** /healthz one request after another, as a monitor would, until `samples` or `until()`. */
async function healthSeries(samples, until = () => false) {
  const out = [];
  while (out.length < samples && !until()) out.push(await health());
  return out;
}

let signInFailures = 0;
async function signIn(user) {
  const key = `bench-${Math.random().toString(36).slice(2, 12)}`;
  const captcha = await fetch(`${base}/api/oauth/anno/captcha?key=${key}`);
  await captcha.arrayBuffer();
  const code = captcha.headers.get("x-captcha-answer");
  const start = now();
  const r = await fetch(`${base}/api/oauth/noToken/login`, {
    method: "POST",
    headers: { authorization: CLIENT, "content-type": "application/json" },
    body: JSON.stringify({ account: user.email, password: user.password, key, code }),
  });
  const body = await r.json();
  if (!body.isSuccess) signInFailures++;
  return now() - start;
}

try {
  await waitForHealth(base, 300);
  // Warm up: the first sign-ins and requests compile code paths and fill caches.
  for (const user of USERS) await signIn(user);
  await healthSeries(50);

  const baseline = summary("/healthz alone (baseline)", await healthSeries(HEALTH_SAMPLES));

  let stop = false;
  const deadline = Date.now() + LOAD_SECONDS * 1000;
  const signIns = [];
  const clients = USERS.map(async (user) => {
    while (!stop && Date.now() < deadline) signIns.push(await signIn(user));
  });
  const loadStart = now();
  const underLoad = summary(
    `/healthz during ${CLIENTS} concurrent sign-in loops`,
    await healthSeries(20_000, () => Date.now() >= deadline),
  );
  stop = true;
  await Promise.all(clients);
  const seconds = (now() - loadStart) / 1000;
  const logins = summary(`sign in (POST /api/oauth/noToken/login), ${CLIENTS} at once`, signIns);

  console.table([row(baseline), row(underLoad), row(logins)]);
  console.log(
    `sign-ins: ${signIns.length} in ${seconds.toFixed(1)} s (${(signIns.length / seconds).toFixed(1)}/s), ${signInFailures} refused`,
  );
  console.log(
    `/healthz under load vs alone: p50 ×${(underLoad.p50 / baseline.p50).toFixed(1)}, p99 ×${(underLoad.p99 / baseline.p99).toFixed(1)} (goal: p99 ≤ 50 ms, now ${underLoad.p99.toFixed(1)} ms)`,
  );
} finally {
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
