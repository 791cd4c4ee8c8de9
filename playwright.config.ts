import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 4173);

/** End-to-end tests against the production build served by server.ts, in Debian's Chromium. */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  // A test that fails once on a loaded machine runs again; one that fails twice fails the suite.
  retries: 1,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "js", use: { ...devices["Desktop Chrome"], javaScriptEnabled: true } },
    { name: "no-js", use: { ...devices["Desktop Chrome"], javaScriptEnabled: false } },
    // Generated bad inputs to every form action, API endpoint and page, over plain sockets (no
    // browser); docs/fuzzing.md. Its summary is printed and written by the global teardown.
    {
      name: "fuzz",
      testDir: "tests/fuzz",
      timeout: 10 * 60_000,
      retries: 0,
      use: { trace: "off" },
    },
  ],
  globalTeardown: "./tests/fuzz/summary.ts",
  webServer: {
    command: "rm -rf .e2e-data && node build/server.js",
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(PORT),
      NODE_ENV: "test",
      CAPTCHA_TEST_ANSWERS: "1",
      DATA_DIR: ".e2e-data",
      SESSION_SECRET: "e2e-session-secret",
      SEED_USERS_FILE: "tests/e2e/fixtures/users.json",
      LOG_REQUESTS: "0",
      // Forms are sent as soon as they are filled; contact.spec.ts tests the minimum fill time.
      FORM_MIN_FILL_SECONDS: "0",
      // The fuzz suite sends each request from its own X-Forwarded-For address, so that limits per
      // client address never lock the browser tests (127.0.0.1) out.
      TRUST_PROXY: "1",
    },
  },
});
