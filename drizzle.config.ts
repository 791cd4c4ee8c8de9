import { defineConfig } from "drizzle-kit";

/** `npx drizzle-kit generate` writes a new SQL migration after a schema change. */
export default defineConfig({
  dialect: "postgresql",
  schema: "./api/db/schema/index.ts",
  out: "./api/db/migrations",
});
