import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "~": path.resolve(import.meta.dirname, "app"),
      "#shared": path.resolve(import.meta.dirname, "shared"),
    },
  },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "shared/**/*.test.ts",
      "server/**/*.test.ts",
      "api/**/*.test.ts",
      "tests/unit/**/*.test.ts",
    ],
    testTimeout: 20_000,
    environment: "node",
    setupFiles: ["tests/unit/setup.ts"],
    globalSetup: ["api/test/database-templates.ts"],
    env: { SESSION_SECRET: "unit-test-session-secret" },
  },
});
