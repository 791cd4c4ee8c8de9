/** Business codes of the `{ isSuccess, code, message, data }` envelope (documented in docs/api.md). */
export const CODE = {
  OK: 0,
  /** No user token on a call that needs one (anonymous `tourist` token or none). */
  TOKEN_MISSING: 40000,
  /** The token is unknown. */
  TOKEN_INVALID: 40001,
  /** The access token has expired: refresh it or sign in again. */
  TOKEN_EXPIRED: 40002,
  /** The token was revoked by logout or a password change. */
  TOKEN_REVOKED: 40003,
  /** The refresh token is unknown, revoked or expired. */
  REFRESH_INVALID: 40005,
  /** The account is disabled. */
  ACCOUNT_DISABLED: 40006,
  /** The `tenant` header does not match the tenant the token was issued for. */
  TENANT_MISMATCH: 40008,
  /** The client's basic `Authorization` is missing or wrong. */
  CLIENT_UNAUTHORIZED: 40009,
  VALIDATION: 40010,
  CAPTCHA_INCORRECT: 40011,
  CODE_INCORRECT: 40012,
  TOO_FREQUENT: 40013,
  BAD_CREDENTIALS: 40014,
  TOO_MANY_ATTEMPTS: 40015,
  ACCOUNT_EXISTS: 40016,
  RESET_LINK_INVALID: 40017,
  FORBIDDEN: 40300,
  NOT_FOUND: 40400,
  /** The file was withdrawn and is no longer served (HTTP 410); its page says why. */
  GONE: 41000,
  INTERNAL: 50000,
  /** The database is down, unreachable or not answering in time: try again later (HTTP 503). */
  SERVICE_UNAVAILABLE: 50300,
} as const;

export type Code = (typeof CODE)[keyof typeof CODE];

/** Codes after which the client drops its session and sends the user to sign in (spec §8). */
export const SESSION_CODES: readonly number[] = [40000, 40001, 40002, 40003, 40005, 40006, 40008];

/** The spec's own wording where it has one. */
export const MESSAGES = {
  tooFrequent: "Getting the authentication code is too frequent. Please try again in 3 minute.",
  captchaIncorrect: "The image verification code is incorrect.",
  codeIncorrect: "The verification code is incorrect or has expired.",
  badCredentials: "The account or password is incorrect.",
  tooManyAttempts: "Too many failed attempts. Please try again later.",
  loginExpired: "Your login has expired. Please log in again.",
  serviceUnavailable: "The service is temporarily unavailable. Please try again later.",
} as const;
