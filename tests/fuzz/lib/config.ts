import { createHash } from "node:crypto";

/** Settings of a fuzz run, from the environment (see docs/fuzzing.md). */
export const PORT = Number(process.env.E2E_PORT ?? 4173);
export const HOST = "127.0.0.1";
/** What the site believes its origin is: requests carry `Host: localhost:PORT`. */
export const BASE = new URL(`http://localhost:${PORT}`);

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer`);
  return n;
}

/** Generated inputs per target (each target may scale it with its own `runs` factor). */
export const RUNS = positiveInteger("FUZZ_RUNS", 60);
/** The base seed; every target derives its own from it and its name, so the run is reproducible. */
export const SEED = positiveInteger("FUZZ_SEED", 20260501);
/** How long one request may take before it counts as a dropped connection. */
export const REQUEST_TIMEOUT_MS = positiveInteger("FUZZ_TIMEOUT_MS", 10_000);
/** How long fast-check may spend shrinking the first failure of a target. */
export const SHRINK_MS = positiveInteger("FUZZ_SHRINK_MS", 15_000);

/** A target's own seed: stable when targets are added or removed. */
export function seedFor(target: string): number {
  const digest = createHash("sha256").update(`${SEED}:${target}`).digest();
  return digest.readUInt32BE(0) & 0x7fffffff;
}

/** The fixture account the fuzz suite signs in with (tests/e2e/fixtures/users.json). */
export const FUZZ_USER = {
  email: "fuzz@northlight-vision.example",
  password: "fuzz user password",
};
export const CLIENT_AUTHORIZATION = `Basic ${Buffer.from("partner-portal:northlight-partner-portal").toString("base64")}`;
