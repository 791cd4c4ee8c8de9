import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { boundedMemo } from "./bounded-memo";

const NONCE_BYTES = 16;
/** Random bytes for the next 256 nonces, drawn at once: one call to the system's generator, not one a page. */
let noncePool = Buffer.alloc(0);
let noncePoolOffset = 0;

/** A fresh CSP nonce for one response: 16 random bytes, base64, never handed out twice. */
export function cspNonce(): string {
  if (noncePoolOffset + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * 256);
    noncePoolOffset = 0;
  }
  const nonce = noncePool.toString("base64", noncePoolOffset, noncePoolOffset + NONCE_BYTES);
  noncePoolOffset += NONCE_BYTES;
  return nonce;
}

/** The Content-Security-Policy for HTML pages: scripts only from this origin or with the nonce. */
export function contentSecurityPolicy(nonce: string, secure: boolean): string {
  return pagePolicy(`'nonce-${nonce}'`, secure);
}

/**
 * The policy of a page kept in the page cache, whose bytes are the same for every visitor: scripts
 * only from this origin or with one of the hashes of its own inline scripts.
 */
export function hashedSecurityPolicy(scriptHashes: string[], secure: boolean): string {
  return pagePolicy(scriptHashes.join(" "), secure);
}

function pagePolicy(inlineScripts: string, secure: boolean): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self'${inlineScripts ? ` ${inlineScripts}` : ""}`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (secure) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/**
 * The policy for every response that is not an HTML page (JSON, SVG, plain-text errors…): nothing
 * in it may load, run or be framed if a browser renders it as a document.
 */
export const NON_HTML_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The policy of a file the site's own pages frame (a PDF shown inline: its response says
 * `X-Frame-Options: SAMEORIGIN`): still nothing loads, but this origin may frame it.
 */
export const SAME_ORIGIN_FRAMED_CSP = "default-src 'none'; frame-ancestors 'self'";

/** The policy of a response that is not an HTML page, by the framing it allows. */
export const nonHtmlPolicy = (frameOptions: string | null) =>
  frameOptions?.toUpperCase() === "SAMEORIGIN" ? SAME_ORIGIN_FRAMED_CSP : NON_HTML_CSP;

/** Headers every response carries. */
export function baseSecurityHeaders(secure: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    "Content-Security-Policy": NON_HTML_CSP,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
  };
  if (secure) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * True when a state-changing request comes from another site: its Origin is none of the site's own
 * origins (the public origin and the origin the request was sent to), or the browser marks it
 * `Sec-Fetch-Site: cross-site`.
 */
export function isCrossSiteWrite(
  method: string,
  headers: IncomingMessage["headers"],
  ownOrigins: string | readonly string[],
): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  if (headers["sec-fetch-site"] === "cross-site") return true;
  const origin = headers.origin;
  if (origin === undefined) return false;
  const own = typeof ownOrigins === "string" ? [ownOrigins] : ownOrigins;
  return !own.includes(origin.toLowerCase());
}

/** The last entry of a comma-separated forwarding header: the one the trusted proxy itself added. */
export function lastForwarded(value: string | string[] | undefined): string {
  const joined = Array.isArray(value) ? value.join(",") : (value ?? "");
  return (
    joined
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean)
      .at(-1) ?? ""
  );
}

/** Whether the client reached this server over HTTPS (behind a trusted proxy: its last X-Forwarded-Proto). */
export function isSecure(req: IncomingMessage, trustProxy: boolean): boolean {
  const forwardedProto = trustProxy
    ? lastForwarded(req.headers["x-forwarded-proto"]).toLowerCase()
    : "";
  if (forwardedProto) return forwardedProto === "https";
  return "encrypted" in req.socket && Boolean((req.socket as { encrypted?: boolean }).encrypted);
}

const HOST =
  /^(?:\[[0-9a-f:.]+\]|[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)*\.?)(?::(\d{1,5}))?$/i;

/**
 * A Host value (`name`, `name:port`, `1.2.3.4`, `[::1]:8080`) in canonical form — lower case, no
 * trailing dot — or null when it is not a valid host.
 */
export const normalizeHost: (value: string) => string | null = boundedMemo(256, hostOf);

function hostOf(value: string): string | null {
  const match = HOST.exec(value.trim());
  if (!match) return null;
  if (match[1] !== undefined && Number(match[1]) > 65535) return null;
  return value
    .trim()
    .toLowerCase()
    .replace(/\.(?=:\d+$|$)/, "");
}

/** Whether a normalized host is in the allow-list (an entry without a port allows every port). */
export function isAllowedHost(host: string, allowed: readonly string[]): boolean {
  const name = host.replace(/:\d+$/, "");
  return allowed.some((entry) => entry === host || entry === name);
}

/** Whether a string holds a control character (U+0000–U+001F or U+007F). */
function hasControl(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** A target of printable ASCII without `%`: nothing in it to decode or refuse. */
const PLAIN_TARGET = /^\/[\x21-\x24\x26-\x7e]*$/;

/**
 * Checks a request target's path and query before any handler sees it: every path segment must be
 * valid percent-encoded UTF-8 without control characters, and no query name or value may hold a
 * control character (%00–%1F, %7F). Returns the problem, or null.
 */
export function targetProblem(pathAndQuery: string): string | null {
  // Printable ASCII without percent-encoding: nothing to decode, so no control character hides in it.
  if (PLAIN_TARGET.test(pathAndQuery)) return null;
  const queryAt = pathAndQuery.indexOf("?");
  const pathname = queryAt === -1 ? pathAndQuery : pathAndQuery.slice(0, queryAt);
  const search = queryAt === -1 ? "" : pathAndQuery.slice(queryAt + 1);
  if (!pathname.startsWith("/")) return "Invalid request target.";
  for (const segment of pathname.split("/")) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return "Invalid percent-encoding in the path.";
    }
    if (hasControl(decoded)) return "Control characters are not allowed in the path.";
  }
  for (const [name, value] of new URLSearchParams(search)) {
    if (hasControl(name) || hasControl(value))
      return "Control characters are not allowed in the query.";
  }
  return null;
}

/** The client's address; behind a trusted proxy the last X-Forwarded-For entry (the one it added). */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = lastForwarded(req.headers["x-forwarded-for"]);
    if (forwarded) return forwarded;
  }
  return req.socket.remoteAddress ?? "";
}

/** Query parameters whose values are secrets (reset links, codes): never written to the log. */
const SECRET_PARAMETERS = new Set(["token", "code", "password", "refreshtoken"]);
const LOGGED_TARGET_LENGTH = 512;

/** The request target as the request log shows it: secret values hidden, cut to a sane length. */
export function loggedTarget(target: string): string {
  const query = target.indexOf("?");
  let shown = target;
  if (query !== -1) {
    const parts = target
      .slice(query + 1)
      .split("&")
      .map((part) => {
        const equals = part.indexOf("=");
        const name = equals === -1 ? part : part.slice(0, equals);
        return equals !== -1 && SECRET_PARAMETERS.has(name.toLowerCase()) ? `${name}=…` : part;
      });
    shown = `${target.slice(0, query)}?${parts.join("&")}`;
  }
  return shown.length > LOGGED_TARGET_LENGTH ? `${shown.slice(0, LOGGED_TARGET_LENGTH)}…` : shown;
}
