#!/usr/bin/env node
/**
 * `npm run bench:upload`: how much a firmware release upload raises the server's memory. Starts the
 * production build on PGlite in a temporary DATA_DIR, signs in as the demo editor, streams a
 * generated 1 GiB firmware file (made on the fly, never written here) as a new release to
 * `POST /api/admin/firmware-releases`, and prints the server's resident memory before, at its peak
 * during the upload (VmHWM, reset just before; VmRSS sampled every 50 ms as well) and after, with a
 * pass or fail against +64 MB. Settings: `BENCH_UPLOAD_BYTES` (default 1 GiB), `BENCH_PORT`.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serverProcessEnv } from "../scripts/server-process.mjs";
import { memory, waitForHealth } from "./lib.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SIZE = Number(process.env.BENCH_UPLOAD_BYTES ?? 1024 ** 3);
const PORT = Number(process.env.BENCH_PORT ?? 20_000 + Math.floor(Math.random() * 20_000));
const LIMIT_MB = 64;
const EDITOR = { account: "eva.lindgren@northlight-vision.example", password: "Fjord-Editor-31!" };
const CLIENT = `Basic ${Buffer.from("partner-portal:northlight-partner-portal").toString("base64")}`;
const base = `http://127.0.0.1:${PORT}`;

if (!existsSync(path.join(root, "build", "server.js"))) {
  console.error("No build: run `npm run build` first.");
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), "bench-upload-"));
const server = spawn(process.execPath, ["build/server.js"], {
  cwd: root,
  env: {
    ...serverProcessEnv(),
    // Test mode only so the sign-in's image code can be read by this script (CAPTCHA_TEST_ANSWERS).
    NODE_ENV: "test",
    CAPTCHA_TEST_ANSWERS: "1",
    HOST: "127.0.0.1",
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_REQUESTS: "0",
    SESSION_SECRET: "bench-session-secret",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
const stop = () => {
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
};
process.on("SIGINT", () => {
  stop();
  process.exit(130);
});

const mb = (value) => `${value.toFixed(1)} MB`;

try {
  await waitForHealth(base, 3000);
  const headers = { authorization: CLIENT, channel: "app", token: "Bearer tourist" };
  const key = `bench-${Date.now()}`;
  const captcha = await fetch(`${base}/api/oauth/anno/captcha?key=${key}`, { headers });
  const login = await fetch(`${base}/api/oauth/noToken/login`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json", "x-forwarded-for": "192.0.2.7" },
    body: JSON.stringify({ ...EDITOR, key, code: captcha.headers.get("x-captcha-answer") }),
  });
  const session = (await login.json()).data;
  if (!session?.token) throw new Error("The editor could not sign in.");

  // Settle after start, then measure from here.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const before = memory(server.pid).rss;
  // Resets VmHWM to the current resident size (Linux: "5" in clear_refs), so the peak is the upload's.
  let hwmReset = true;
  try {
    writeFileSync(`/proc/${server.pid}/clear_refs`, "5");
  } catch {
    hwmReset = false;
  }
  let sampledPeak = before;
  const sampler = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, memory(server.pid).rss);
  }, 50);

  const boundary = `----bench-${Date.now()}`;
  const field = (name, value) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    field("models", "NV-D560-AI") +
      field("line", "bench-upload") +
      field("version", `9.9.${Date.now() % 100000}`) +
      field("track", "active") +
      field("releaseDate", new Date().toISOString().slice(0, 10)) +
      field("notes.en", "Memory benchmark upload.") +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.bin"\r\n` +
      "Content-Type: application/octet-stream\r\n\r\n",
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = randomBytes(1024 * 1024);
  chunk.write("NLVFW\x01\x00\x00", 0, "latin1");
  const started = Date.now();
  const answer = await new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base}/api/admin/firmware-releases`,
      {
        method: "POST",
        headers: {
          ...headers,
          token: `Bearer ${session.token}`,
          tenant: session.tenant,
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": String(head.length + SIZE + tail.length),
        },
      },
      (res) => {
        let text = "";
        res.on("data", (c) => {
          text += c;
        });
        res.on("end", () => resolve({ status: res.statusCode, text }));
      },
    );
    req.on("error", reject);
    (async () => {
      req.write(head);
      for (let sent = 0; sent < SIZE; sent += chunk.length) {
        // The same 1 MiB over and over, a few bytes changed so the file is not all one pattern.
        chunk.writeUInt32LE(sent / chunk.length, 8);
        const part = chunk.subarray(0, Math.min(chunk.length, SIZE - sent));
        if (!req.write(part)) await new Promise((r) => req.once("drain", r));
      }
      req.end(tail);
    })().catch(reject);
  });
  const seconds = (Date.now() - started) / 1000;
  clearInterval(sampler);
  const peak = Math.max(hwmReset ? memory(server.pid).hwm : 0, sampledPeak);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const after = memory(server.pid).rss;
  const reply = JSON.parse(answer.text);
  const rise = peak - before;
  console.log(
    `upload: ${(SIZE / 1024 ** 3).toFixed(2)} GiB in ${seconds.toFixed(1)} s, answer ${answer.status}`,
  );
  if (reply.data?.sha256)
    console.log(`stored: ${reply.data.size} bytes, sha256 ${reply.data.sha256}`);
  else console.log(`refused: ${answer.text.slice(0, 300)}`);
  console.log(`resident memory before: ${mb(before)}`);
  console.log(
    `peak during the upload: ${mb(peak)} (${hwmReset ? "VmHWM reset before, and " : ""}VmRSS sampled every 50 ms)`,
  );
  console.log(`after: ${mb(after)}`);
  const passed = answer.status === 200 && rise <= LIMIT_MB;
  console.log(`${passed ? "PASS" : "FAIL"}: peak − before = ${mb(rise)} (at most +${LIMIT_MB} MB)`);
  process.exitCode = passed ? 0 : 1;
} finally {
  stop();
}
