import { createHmac, timingSafeEqual } from "node:crypto";
import type { SubmissionResult } from "@conform-to/react";
import { data } from "@remix-run/node";
import { siteConfig } from "./env.server";
import { sessionSecret } from "./session.server";

/**
 * The spam defence of public forms, without JavaScript and without third parties:
 *
 * 1. the honeypot (`checkHoneypot`, form-action.server.ts), a 400 before anything else;
 * 2. a minimum fill time: the page's loader issues a signed, timestamped token
 *    (`issueFormToken()`), the form carries it in a hidden field (`<SpamGuard token={…} />`, which
 *    also renders the honeypot), and the action refuses with the input kept (`refuseSpam`) a
 *    submission sent sooner than FORM_MIN_FILL_SECONDS (3 s) after the page was rendered, or whose
 *    token is missing, forged or older than a day;
 * 3. a limit of submissions per client address and form, kept in the database by the backend
 *    (`limitFormSubmission` in api/infra/form-limit.ts, 429): pass `SPAM_OVERRIDES` to `invalid` so
 *    the visitor reads "too many submissions" in the page's language.
 */

/** The hidden field that carries the token. */
export const FORM_TOKEN_FIELD = "formToken";
/** A token older than this is refused (the page was left open too long, or the token was kept). */
export const FORM_TOKEN_MAX_AGE_SECONDS = 24 * 60 * 60;
/** `invalid(submission, failure, {}, { overrides: SPAM_OVERRIDES })`: the backend's 429. */
export const SPAM_OVERRIDES: Record<number, string> = { 40013: "spamGuard.tooMany" };

export type TokenVerdict = "ok" | "tooFast" | "invalid" | "expired";

interface GuardOptions {
  /** The time in milliseconds (a controlled clock in tests). */
  now?: number;
  secret?: string;
  minSeconds?: number;
  maxSeconds?: number;
}

const sign = (issued: string, secret: string) =>
  createHmac("sha256", secret).update(`form-token:${issued}`).digest("base64url");

/** A token saying when the page was rendered: `<milliseconds>.<HMAC with the session secret>`. */
export function issueFormToken({ now = Date.now(), secret = sessionSecret() }: GuardOptions = {}) {
  const issued = String(Math.floor(now));
  return `${issued}.${sign(issued, secret)}`;
}

/**
 * A public form's page data with its token. The token says when this visitor got the page, so the
 * page is rendered for each visitor and never kept by the page cache or a shared cache (`no-store`,
 * which makes the whole document private): a kept page would hand one token to everyone for minutes
 * and its minimum fill time would count from when it was kept.
 */
export function withFormToken<T extends object>(value: T) {
  return data(
    { ...value, formToken: issueFormToken() },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** What a submitted token says: fine, sent too fast, missing or forged, or too old. */
export function readFormToken(token: unknown, options: GuardOptions = {}): TokenVerdict {
  const {
    now = Date.now(),
    secret = sessionSecret(),
    minSeconds = siteConfig().formMinFillSeconds,
    maxSeconds = FORM_TOKEN_MAX_AGE_SECONDS,
  } = options;
  if (typeof token !== "string") return "invalid";
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return "invalid";
  const [, issued, mac] = match as unknown as [string, string, string];
  const expected = Buffer.from(sign(issued, secret));
  if (!timingSafeEqual(Buffer.from(mac), expected)) return "invalid";
  const elapsed = now - Number(issued);
  // A token from the future (another clock, or a forged time) counts as sent too fast.
  if (elapsed < minSeconds * 1000 || elapsed < 0) return "tooFast";
  if (elapsed > maxSeconds * 1000) return "expired";
  return "ok";
}

/** What `refuseSpam` needs of a conform submission. */
interface Replying {
  reply(options?: { formErrors?: string[] }): SubmissionResult<string[]>;
}

const MESSAGE: Record<Exclude<TokenVerdict, "ok">, string> = {
  tooFast: "spamGuard.tooFast",
  invalid: "spamGuard.invalid",
  expired: "spamGuard.invalid",
};

/**
 * The action's check of the token, right after parsing: null when the submission may go on, else
 * the form again with its input and the translated reason as the form's error (status 400).
 */
export function refuseSpam(formData: FormData, submission: Replying, options: GuardOptions = {}) {
  const verdict = readFormToken(formData.get(FORM_TOKEN_FIELD), options);
  if (verdict === "ok") return null;
  return data(submission.reply({ formErrors: [MESSAGE[verdict]] }), { status: 400 });
}
