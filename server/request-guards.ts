import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { ServerConfig } from "./config";
import { isAllowedHost, lastForwarded, normalizeHost, targetProblem } from "./security";

/*
 * What the server checks of a request before the application sees it: its target, host, method
 * and body type, and what happens to a body nobody reads.
 */

/** Methods of the site's pages, and of the backend under /api. */
export const PAGE_METHODS = ["GET", "HEAD", "POST", "OPTIONS"] as const;
export const API_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
/** The body types a page action accepts (forms, with and without files). */
export const PAGE_BODY_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
/**
 * An unread request body up to this size is read and thrown away after an early answer, so the
 * connection stays open for the next request; a larger (or unsized) one closes the connection.
 */
export const DRAIN_LIMIT_BYTES = 1024 * 1024;
export function isApiPath(pathname: string): boolean {
  return pathname === "/api" || pathname.startsWith("/api/");
}

/** A listener for errors that need no handling (a client going away mid-request). */
export function ignore(): void {}

export function hasBody(req: IncomingMessage): boolean {
  return (
    req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0
  );
}

/**
 * Before an answer goes out: when part of the request body is still to come, either it is small
 * enough to be read and dropped after the answer (the connection stays open), or the answer closes
 * the connection. Either way the next request is served, on this connection or a new one.
 */
export function settleUnreadBody(req: IncomingMessage, res: ServerResponse): void {
  if (res.headersSent || !hasBody(req) || req.readableEnded) return;
  const declared = Number(req.headers["content-length"] ?? Number.NaN);
  if (!req.complete && !(Number.isFinite(declared) && declared <= DRAIN_LIMIT_BYTES))
    res.setHeader("Connection", "close");
}

/** How long a connection being closed on an unread body keeps reading what the client still sends. */
const LINGER_MS = 5_000;

/**
 * Closing a connection while the client is still sending makes the kernel answer with a reset, and
 * the client may lose the answer it was sent. So a connection closed on an unread body first ends
 * its sending side (the answer, then a FIN), keeps reading and dropping what still comes for a short
 * while (a lingering close, RFC 9112 §9.6), then closes.
 */
function lingerBeforeClosing(req: IncomingMessage): void {
  const socket = req.socket;
  if (!socket || socket.destroyed) return;
  // Node's server calls destroySoon() once the answer of a closing connection is written.
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (this.writable) this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once("close", () => clearTimeout(timer));
  };
}

/**
 * After the answer: the request body nobody read is dropped (never left to block the connection).
 * Should the connection close after this answer (the server's choice or the client's own
 * `Connection: close`), it lingers first.
 */
export function dropUnreadBody(req: IncomingMessage, res: ServerResponse): void {
  if (!hasBody(req)) return;
  if (!req.readableEnded) lingerBeforeClosing(req);
  const drop = () => {
    if (req.readableEnded || req.destroyed) return;
    req.unpipe();
    req.resume();
    // A client that stops sending does not keep the connection for ever.
    const timer = setTimeout(() => req.socket?.destroy(), 5_000);
    timer.unref();
    req.once("end", () => clearTimeout(timer));
    req.once("close", () => clearTimeout(timer));
  };
  if (res.writableFinished) drop();
  else res.once("finish", drop);
}

export function toHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(":")) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  return headers;
}

/** The media type of a Content-Type value, lower case, and whether it names a boundary. */
export function mediaType(contentType: string | undefined): { type: string; boundary: boolean } {
  const [type = "", ...params] = (contentType ?? "").split(";");
  return {
    type: type.trim().toLowerCase(),
    boundary: params.some((p) => /^\s*boundary\s*=\s*\S/i.test(p)),
  };
}

export type Target =
  | { ok: true; path: string; authority: string | null }
  | { ok: false; message: string };

/**
 * Splits the request target: origin-form (`/path?q`) as it is; absolute-form (`http://host/path`,
 * RFC 9112 §3.2.2) gives its path and an authority that replaces the Host header.
 */
export function parseTarget(raw: string): Target {
  let path = raw;
  let authority: string | null = null;
  const absolute = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)(.*)$/i.exec(raw);
  if (absolute) {
    const scheme = absolute[1]!.toLowerCase();
    if (scheme !== "http" && scheme !== "https")
      return { ok: false, message: "Invalid request target." };
    authority = absolute[2]!.replace(/^[^@]*@/, "");
    path = absolute[3] || "/";
    if (path.startsWith("?")) path = `/${path}`;
  }
  if (path.includes("#")) return { ok: false, message: "Invalid request target." };
  const problem = targetProblem(path);
  return problem ? { ok: false, message: problem } : { ok: true, path, authority };
}

/**
 * The origin a request was sent to, and the only one the application ever sees (SITE_URL's, or
 * the allowed one asked for); or what is wrong with the host it asked for.
 */
export function originsOf(
  config: Pick<ServerConfig, "trustProxy" | "siteOrigin" | "allowedHosts">,
  req: IncomingMessage,
  authority: string | null,
  scheme: string,
): { ok: true; ownOrigin: string | null; publicOrigin: string } | { ok: false; message: string } {
  // The host the client asked for: the absolute-form target's, a trusted proxy's, or Host.
  const forwardedHost = config.trustProxy ? lastForwarded(req.headers["x-forwarded-host"]) : "";
  const askedHost = authority ?? (forwardedHost || req.headers.host || "");
  const host = askedHost ? normalizeHost(askedHost) : null;
  if (askedHost && !host) return { ok: false, message: "Invalid Host header." };
  if (!config.siteOrigin && (!host || !isAllowedHost(host, config.allowedHosts)))
    return { ok: false, message: "Unknown host." };
  const ownOrigin = host ? `${scheme}://${host}` : null;
  return { ok: true, ownOrigin, publicOrigin: config.siteOrigin ?? (ownOrigin as string) };
}
