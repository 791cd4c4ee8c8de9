import type { IncomingMessage } from "node:http";

/** The Content-Security-Policy for HTML pages: scripts only from this origin or with the nonce. */
export function contentSecurityPolicy(nonce: string, secure: boolean): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
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

/** Headers every response carries. */
export function baseSecurityHeaders(secure: boolean): Record<string, string> {
  const headers: Record<string, string> = {
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
 * True when a state-changing request comes from another site: its Origin names another origin,
 * or the browser marks it `Sec-Fetch-Site: cross-site`.
 */
export function isCrossSiteWrite(
  method: string,
  headers: IncomingMessage["headers"],
  ownOrigin: string,
): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  if (headers["sec-fetch-site"] === "cross-site") return true;
  const origin = headers.origin;
  if (origin === undefined) return false;
  return origin !== ownOrigin;
}

/** The scheme and origin the client used, honouring a trusted proxy's X-Forwarded-* headers. */
export function requestOrigin(
  req: IncomingMessage,
  trustProxy: boolean,
): { secure: boolean; origin: string } {
  const forwardedProto = trustProxy
    ? String(req.headers["x-forwarded-proto"] ?? "")
        .split(",")[0]
        ?.trim()
    : "";
  const encrypted =
    "encrypted" in req.socket && Boolean((req.socket as { encrypted?: boolean }).encrypted);
  const secure = forwardedProto ? forwardedProto === "https" : encrypted;
  const host =
    (trustProxy
      ? String(req.headers["x-forwarded-host"] ?? "")
          .split(",")[0]
          ?.trim()
      : "") ||
    req.headers.host ||
    "localhost";
  return { secure, origin: `${secure ? "https" : "http"}://${host}` };
}

/** The client's address, from X-Forwarded-For only behind a trusted proxy. */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = String(req.headers["x-forwarded-for"] ?? "")
      .split(",")[0]
      ?.trim();
    if (forwarded) return forwarded;
  }
  return req.socket.remoteAddress ?? "";
}
