/**
 * Readers of environment variables, shared by the parts that parse their settings once at start
 * (the site's `app/lib/env.server.ts`, the backend's `api/config.ts`). A value that cannot be used
 * throws a ConfigError naming the variable; URLs are never echoed (they may hold passwords).
 */
export type Env = Record<string, string | undefined>;

/** A setting that cannot be used; the message names the variable and what it must be. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/** A whole number from `min` to `max` written in decimal digits; `fallback` when unset or empty. */
export function integer(
  env: Env,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const n = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max)
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return n;
}

/** An absolute URL with one of `protocols`; undefined when unset or empty. */
export function url(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute ${protocols.join("/")} URL`);
  }
  if (!protocols.includes(parsed.protocol.slice(0, -1)))
    throw new ConfigError(
      `${name} must be a ${protocols.join("/")} URL, got one with "${parsed.protocol}"`,
    );
  return raw;
}

/** A non-empty text; `fallback` when unset or empty. */
export function text(env: Env, name: string, fallback: string): string {
  return env[name]?.trim() || fallback;
}
