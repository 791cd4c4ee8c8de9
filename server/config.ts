/** Server settings from the environment, with the embedded defaults used by `npm start`. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Largest accepted request body in bytes; larger bodies get 413 while they are read. */
  maxBodyBytes: number;
  /** Honour X-Forwarded-Proto / X-Forwarded-For from a reverse proxy. */
  trustProxy: boolean;
  /** Milliseconds SIGTERM waits for requests in flight before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** Write one JSON line per request to stdout. */
  logRequests: boolean;
}

function integer(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`Expected a non-negative integer, got "${value}"`);
  return n;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === "") return fallback;
  return ["1", "true", "yes", "on"].includes(value.toLowerCase());
}

export function readServerConfig(
  env: Record<string, string | undefined> = process.env,
): ServerConfig {
  return {
    port: integer(env.PORT, 3000),
    host: env.HOST || "0.0.0.0",
    // 50 MB uploads (spec §9) plus room for the other form fields and multipart framing.
    maxBodyBytes: integer(env.MAX_BODY_BYTES, 51 * 1024 * 1024),
    trustProxy: flag(env.TRUST_PROXY, false),
    shutdownTimeoutMs: integer(env.SHUTDOWN_TIMEOUT_MS, 10_000),
    logRequests: flag(env.LOG_REQUESTS, true),
  };
}
