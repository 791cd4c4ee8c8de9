import type { ApiResult } from "./api.server";

type Failure = Extract<ApiResult<unknown>, { ok: false }>;

const KEYS: Record<number, string> = {
  40011: "form.errors.captchaIncorrect",
  40012: "form.errors.codeIncorrect",
  40013: "form.errors.tooFrequent",
  40014: "form.errors.badCredentials",
  40015: "form.errors.tooManyAttempts",
  40016: "form.errors.accountExists",
  40017: "form.errors.resetLinkInvalid",
};

/**
 * What a form shows for a failed call (spec §8): the translated message of a known code, the timeout
 * message, the "temporarily unavailable" text when the backend is down, or the server's own message
 * (a 500's body included).
 */
/** Whether the backend is down or unreachable (503, 50300, no connection). */
function isUnavailable(result: Failure): boolean {
  return result.kind === "network" || result.status === 503 || result.code === 50300;
}

/** The status a form answers a failed call with: 503 when the backend is unavailable, else 4xx. */
export function failureStatus(result: Failure): number {
  if (isUnavailable(result)) return 503;
  return result.status >= 400 && result.status < 500 ? result.status : 400;
}

export function failureMessage(result: Failure, overrides: Record<number, string> = {}): string {
  if (result.kind === "timeout") return "form.errors.timeout";
  // The backend is down or unreachable: "temporarily unavailable, try again" (not its raw text).
  if (isUnavailable(result)) return "error.unavailableText";
  return overrides[result.code] ?? KEYS[result.code] ?? (result.message || "form.errors.generic");
}
