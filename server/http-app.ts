import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { pipeline as pipelineCallback } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { BodyLimit, BodyTooLargeError } from "./body-limit";
import { chooseEncoding, compressor, isCompressible } from "./compression";
import type { ServerConfig } from "./config";
import {
  baseSecurityHeaders,
  clientAddress,
  contentSecurityPolicy,
  isCrossSiteWrite,
  requestOrigin,
} from "./security";
import { serveStaticFile } from "./static-files";

/** What every request handed to the application knows besides the request itself. */
export interface RequestContext {
  cspNonce: string;
  clientAddress: string;
}

export type ApplicationHandler = (request: Request, context: RequestContext) => Promise<Response>;

export interface AppServerOptions {
  config: ServerConfig;
  publicDir: string;
  handleRequest: ApplicationHandler;
  version?: string;
  log?: (line: string) => void;
}

export interface AppServer {
  server: Server;
  /** Stops accepting connections, lets requests in flight finish, resolves when all are done. */
  shutdown(): Promise<void>;
}

const BODYLESS_STATUS = new Set([101, 204, 205, 304]);

function sendText(res: ServerResponse, status: number, text: string): void {
  res.statusCode = status;
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("Content-Length", Buffer.byteLength(text));
  res.end(text);
}

function toHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(":")) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  return headers;
}

export function createAppServer(options: AppServerOptions): AppServer {
  const { config, publicDir, handleRequest } = options;
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  const startedAt = Date.now();
  let shuttingDown = false;
  let inFlight = 0;
  let drained: (() => void) | null = null;

  async function writeResponse(
    req: IncomingMessage,
    res: ServerResponse,
    response: Response,
    nonce: string,
    secure: boolean,
  ) {
    res.statusCode = response.status;
    if (shuttingDown) res.setHeader("Connection", "close");
    for (const [name, value] of response.headers) {
      if (name === "set-cookie") continue;
      res.setHeader(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
    const contentType = response.headers.get("content-type");
    if (contentType?.startsWith("text/html")) {
      res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, secure));
    }

    if (!response.body || req.method === "HEAD" || BODYLESS_STATUS.has(response.status)) {
      await response.body?.cancel();
      res.end();
      return;
    }
    const body = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
    const encoding =
      isCompressible(contentType) && !response.headers.has("content-encoding")
        ? chooseEncoding(req.headers["accept-encoding"])
        : null;
    if (encoding) {
      res.removeHeader("Content-Length");
      res.setHeader("Content-Encoding", encoding);
      res.setHeader("Vary", "Accept-Encoding");
      await pipeline(body, compressor(encoding), res);
    } else {
      await pipeline(body, res);
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const nonce = randomBytes(16).toString("base64");
    const { secure, origin } = requestOrigin(req, config.trustProxy);
    for (const [name, value] of Object.entries(baseSecurityHeaders(secure)))
      res.setHeader(name, value);
    if (shuttingDown) res.setHeader("Connection", "close");

    const rawUrl = req.url ?? "/";
    const pathname = rawUrl.split("?")[0] ?? "/";
    const method = req.method ?? "GET";

    if (isCrossSiteWrite(method, req.headers, origin)) {
      sendText(res, 403, "Cross-site requests are not allowed.");
      return;
    }
    const declaredLength = Number(req.headers["content-length"] ?? 0);
    if (declaredLength > config.maxBodyBytes) {
      res.setHeader("Connection", "close");
      sendText(res, 413, "The request body is too large.");
      return;
    }
    if (pathname === "/healthz" && (method === "GET" || method === "HEAD")) {
      const body = JSON.stringify({
        status: shuttingDown ? "stopping" : "ok",
        version: options.version ?? "dev",
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      });
      res.setHeader("Cache-Control", "no-store");
      res.setHeader("Content-Type", "application/json");
      res.statusCode = shuttingDown ? 503 : 200;
      res.end(method === "HEAD" ? undefined : body);
      return;
    }
    if (await serveStaticFile(req, res, publicDir, pathname)) return;

    const controller = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) controller.abort();
    });

    let body: ReadableStream<Uint8Array> | undefined;
    if (method !== "GET" && method !== "HEAD") {
      const limited = new BodyLimit(config.maxBodyBytes);
      pipelineCallback(req, limited, (error) => {
        if (error instanceof BodyTooLargeError && !res.headersSent) {
          res.setHeader("Connection", "close");
          sendText(res, 413, "The request body is too large.");
          controller.abort();
        }
      });
      body = Readable.toWeb(limited) as unknown as ReadableStream<Uint8Array>;
    }

    const request = new Request(new URL(`${origin}${rawUrl}`), {
      method,
      headers: toHeaders(req),
      body,
      signal: controller.signal,
      // Node's fetch needs this for streamed request bodies.
      duplex: "half",
    } as RequestInit);
    const response = await handleRequest(request, {
      cspNonce: nonce,
      clientAddress: clientAddress(req, config.trustProxy),
    });
    if (res.headersSent) {
      await response.body?.cancel().catch(() => undefined);
      return;
    }
    await writeResponse(req, res, response, nonce, secure);
  }

  const server = createServer((req, res) => {
    const started = process.hrtime.bigint();
    inFlight++;
    res.on("close", () => {
      inFlight--;
      if (config.logRequests) {
        log(
          JSON.stringify({
            time: new Date().toISOString(),
            method: req.method,
            path: req.url,
            status: res.statusCode,
            ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
            bytes: Number(res.getHeader("content-length") ?? 0) || undefined,
            aborted: !res.writableFinished || undefined,
          }),
        );
      }
      if (shuttingDown) {
        server.closeIdleConnections();
        if (inFlight === 0) drained?.();
      }
    });
    handle(req, res).catch((error: unknown) => {
      // The body was refused with 413 while the application was still reading it.
      if (
        error instanceof BodyTooLargeError ||
        (error instanceof Error && error.cause instanceof BodyTooLargeError)
      ) {
        if (!res.headersSent) sendText(res, 413, "The request body is too large.");
        return;
      }
      if (
        error instanceof Error &&
        (error.name === "AbortError" ||
          (error as NodeJS.ErrnoException).code === "ERR_STREAM_PREMATURE_CLOSE")
      ) {
        res.destroy();
        return;
      }
      console.error(error);
      if (!res.headersSent) sendText(res, 500, "Internal Server Error");
      else res.destroy();
    });
  });
  server.keepAliveTimeout = 5_000;

  function shutdown(): Promise<void> {
    shuttingDown = true;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const finished =
      inFlight === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            drained = resolve;
          });
    return Promise.all([closed, finished]).then(() => undefined);
  }

  return { server, shutdown };
}
