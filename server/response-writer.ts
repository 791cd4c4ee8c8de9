import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { carriesSiteCookie } from "#shared/site-cookies";
import { firstBurst, joinBursts } from "./bursts";
import { chooseEncoding, compressWhole, compressor, isCompressible } from "./compression";
import type { ServerConfig } from "./config";
import { ROUTE_HEADER } from "./metrics";
import { pageCacheControl, personalAnswerCacheControl } from "./page-cache";
import { dropUnreadBody, settleUnreadBody } from "./request-guards";
import {
  baseSecurityHeaders,
  contentSecurityPolicy,
  NON_HTML_CSP,
  nonHtmlPolicy,
} from "./security";

/*
 * How the server writes an answer: the application's Response onto Node's, with the security
 * policy, the cache contract and compression; and its own short plain-text answers.
 */

/** The security headers every answer starts with, over plain HTTP and over HTTPS. */
export const BASE_HEADERS = [false, true].map((secure) =>
  Object.entries(baseSecurityHeaders(secure)),
);

const BODYLESS_STATUS = new Set([101, 204, 205, 304]);
export function sendText(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  settleUnreadBody(req, res);
  res.statusCode = status;
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader("Content-Security-Policy", NON_HTML_CSP);
  res.setHeader("Content-Length", Buffer.byteLength(text));
  res.end(req.method === "HEAD" ? undefined : text);
  dropUnreadBody(req, res);
}

/** What writing an answer needs besides the answer itself. */
export interface AnswerOf {
  /** The page's script nonce, for its security policy. */
  nonce: string;
  secure: boolean;
  pathname: string;
  /** The server is shutting down: the connection closes after this answer. */
  closing: boolean;
  config: Pick<ServerConfig, "pageCacheSeconds" | "pageCacheStaleSeconds">;
}

/** The cache policy of a page's answer (`pageCacheControl` with the server's settings). */
export function pageCacheHeader(
  config: Pick<ServerConfig, "pageCacheSeconds" | "pageCacheStaleSeconds">,
  value: string | null,
  method: string,
  pathname: string,
  status: number,
  personalRequest = false,
) {
  return pageCacheControl(
    value,
    method,
    pathname,
    status,
    config.pageCacheSeconds,
    config.pageCacheStaleSeconds,
    personalRequest,
  );
}

/** The application's answer, written onto Node's response. */
export async function writeResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
  { nonce, secure, pathname, closing, config }: AnswerOf,
) {
  settleUnreadBody(req, res);
  res.statusCode = response.status;
  if (closing) res.setHeader("Connection", "close");
  for (const [name, value] of response.headers) {
    if (name === "set-cookie" || name === "connection" || name === ROUTE_HEADER) continue;
    res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
  const contentType = response.headers.get("content-type");
  const html = contentType?.toLowerCase().startsWith("text/html") ?? false;
  res.setHeader(
    "Content-Security-Policy",
    html
      ? contentSecurityPolicy(nonce, secure)
      : nonHtmlPolicy(response.headers.get("x-frame-options")),
  );
  // The cache contract: an answer to a request that carries one of the site's cookies is
  // private, whatever the application said.
  const personalRequest = carriesSiteCookie(req.headers.cookie);
  const cacheControl = html
    ? pageCacheHeader(
        config,
        response.headers.get("cache-control"),
        req.method ?? "GET",
        pathname,
        response.status,
        personalRequest,
      )
    : personalRequest
      ? personalAnswerCacheControl(response.headers.get("cache-control"))
      : null;
  if (cacheControl) res.setHeader("Cache-Control", cacheControl);
  dropUnreadBody(req, res);

  if (!response.body || req.method === "HEAD" || BODYLESS_STATUS.has(response.status)) {
    await response.body?.cancel();
    res.end();
    return;
  }
  const encoding =
    isCompressible(contentType) &&
    !response.headers.has("content-encoding") &&
    // A file served by byte ranges is sent as it is stored: ranges count its own bytes.
    !response.headers.has("accept-ranges")
      ? chooseEncoding(req.headers["accept-encoding"])
      : null;
  if (!encoding) {
    await pipeline(
      Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
      joinBursts(),
      res,
    );
    return;
  }
  res.removeHeader("Content-Length");
  res.setHeader("Content-Encoding", encoding);
  res.setHeader("Vary", "Accept-Encoding");
  // A rendered page is usually whole by the end of its first burst: then it is compressed in one
  // go, which costs half of what the streaming compressor does, and sent with its length.
  const burst = await firstBurst(response.body as WebReadableStream<Uint8Array>);
  if (burst.whole) {
    const bytes = compressWhole(burst.bytes, encoding);
    res.setHeader("Content-Length", bytes.byteLength);
    res.end(bytes);
    return;
  }
  const body = Readable.from(burst.rest(), { objectMode: false });
  await pipeline(body, joinBursts(), compressor(encoding), res);
}
