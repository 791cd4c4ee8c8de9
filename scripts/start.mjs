// `npm start`: builds the site when there is no build yet (or it is older than the sources), then serves it.
import { execSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { serverProcessEnv } from "./server-process.mjs";

const outputs = ["build/index.js", "build/server.js", "build/prepare.js"];
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newest(full) : statSync(full).mtimeMs;
    if (time > latest) latest = time;
  }
  return latest;
}
const builtAt = outputs.every(existsSync)
  ? Math.min(...outputs.map((f) => statSync(f).mtimeMs))
  : 0;
const sources = Math.max(
  newest("app"),
  newest("server"),
  newest("locales"),
  newest("content"),
  statSync("server.ts").mtimeMs,
);
if (builtAt < sources) {
  console.log("Building the site (on the first start and after a change; a minute at most)…");
  // The classic Remix compiler loads Vite's CommonJS entry, which warns about itself on every build.
  execSync("npm run --silent build", {
    stdio: "inherit",
    env: { ...process.env, VITE_CJS_IGNORE_WARNING: "true" },
  });
}
// A production start: test-only switches (see server.ts) cannot be on. The server runs in a process
// of its own, started with the allocator's settings (scripts/server-process.mjs); this one passes
// the stopping signals on and exits as it does.
const server = spawn(process.execPath, [path.resolve("build/server.js")], {
  stdio: "inherit",
  env: { ...serverProcessEnv(), NODE_ENV: "production" },
});
for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
