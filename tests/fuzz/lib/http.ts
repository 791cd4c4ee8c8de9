import { connect, type Socket } from "node:net";
import { HOST, PORT, REQUEST_TIMEOUT_MS } from "./config";

/**
 * One request as it goes on the wire. Sent over a plain TCP socket (node:net) so that anything can
 * be sent: odd methods, raw request targets, invalid headers, broken framing.
 */
export interface FuzzRequest {
  method: string;
  /** The request target exactly as written on the request line (path and query, or any text). */
  target: string;
  /** Header lines in order; `Host` and `Connection: close` are added when absent. */
  headers: [string, string][];
  body?: Buffer;
  /** `length` (default): Content-Length; `chunked`: Transfer-Encoding chunked; `raw`: as given. */
  framing?: "length" | "chunked" | "raw";
  /**
   * A client that gives up: declares more bytes than it sends, then `half-close`s its side or
   * `reset`s the connection. No answer is required then, only that the server stays up.
   */
  truncate?: "half-close" | "reset";
  /** Write the head exactly as given (no Host, no Connection added). */
  rawHead?: boolean;
  /** The whole request as bytes, written instead of anything above (garbage that is not HTTP). */
  wire?: Buffer;
  /** Large bodies for fixed cases, written chunk by chunk with backpressure. */
  bodyStream?: () => AsyncIterable<Buffer>;
  /** Its own time limit, for bodies of many megabytes (default REQUEST_TIMEOUT_MS). */
  timeoutMs?: number;
}

export type Failure = "timeout" | "reset" | "refused" | "closed" | "incomplete";

export interface Outcome {
  status?: number;
  headers: [string, string][];
  /** The body bytes as received (chunk framing included), at most BODY_LIMIT of them. */
  body: Buffer;
  /** Set when no complete response arrived. */
  failure?: Failure;
  detail?: string;
  ms: number;
}

const BODY_LIMIT = 512 * 1024;
/** Responses larger than this are not kept whole (nothing the suite sends asks for one). */
const RECEIVE_LIMIT = 16 * 1024 * 1024;

function header(request: FuzzRequest, name: string): string | undefined {
  return request.headers.find(([n]) => n.toLowerCase() === name)?.[1];
}

function head(request: FuzzRequest, bodyLength: number): string {
  const lines = [`${request.method} ${request.target} HTTP/1.1`];
  if (!request.rawHead) {
    if (header(request, "host") === undefined) lines.push(`Host: localhost:${PORT}`);
    if (header(request, "connection") === undefined) lines.push("Connection: close");
  }
  for (const [name, value] of request.headers) lines.push(`${name}: ${value}`);
  const framing = request.framing ?? "length";
  if (framing === "chunked" && header(request, "transfer-encoding") === undefined)
    lines.push("Transfer-Encoding: chunked");
  if (framing === "length" && header(request, "content-length") === undefined) {
    const declared = request.truncate ? bodyLength + 4096 : bodyLength;
    if (declared > 0 || !["GET", "HEAD"].includes(request.method))
      lines.push(`Content-Length: ${declared}`);
  }
  return `${lines.join("\r\n")}\r\n\r\n`;
}

function chunked(body: Buffer, finish: boolean): Buffer {
  const parts: Buffer[] = [];
  for (let at = 0; at < body.length; at += 8192) {
    const piece = body.subarray(at, at + 8192);
    parts.push(Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from("\r\n"));
  }
  if (finish) parts.push(Buffer.from("0\r\n\r\n"));
  return Buffer.concat(parts);
}

/** Parses what came back: status, headers, and whether the body arrived whole. */
export function parseResponse(raw: Buffer, method: string): Omit<Outcome, "ms"> {
  const end = raw.indexOf("\r\n\r\n");
  const none = Buffer.alloc(0);
  if (end < 0) return { headers: [], body: none, failure: raw.length ? "incomplete" : "closed" };
  const lines = raw.subarray(0, end).toString("latin1").split("\r\n");
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? "");
  if (!match) return { headers: [], body: none, failure: "incomplete", detail: lines[0] };
  const status = Number(match[1]);
  const headers = lines.slice(1).map((line): [string, string] => {
    const colon = line.indexOf(":");
    return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
  });
  const bodyBytes = raw.subarray(end + 4);
  const body = bodyBytes.subarray(0, BODY_LIMIT);
  const bodyless = method === "HEAD" || status === 204 || status === 304 || status < 200;
  const length = headers.find(([n]) => n === "content-length")?.[1];
  const isChunked = headers.some(([n, v]) => n === "transfer-encoding" && /chunked/i.test(v));
  let whole = true;
  // The last chunk is empty: "0" CRLF, then the (empty) trailer section's CRLF.
  if (!bodyless && isChunked) whole = bodyBytes.subarray(-5).toString("latin1") === "0\r\n\r\n";
  else if (!bodyless && length !== undefined) whole = bodyBytes.length >= Number(length);
  return whole
    ? { status, headers, body }
    : { status, headers, body, failure: "incomplete", detail: "response body cut short" };
}

async function write(socket: Socket, data: Buffer | string): Promise<void> {
  if (socket.destroyed) return;
  if (!socket.write(data)) {
    await new Promise<void>((resolve) => {
      const done = () => {
        socket.off("drain", done);
        socket.off("close", done);
        resolve();
      };
      socket.on("drain", done);
      socket.on("close", done);
    });
  }
}

/** Sends one request on a fresh connection and waits for the whole answer (or the time limit). */
export function exchange(request: FuzzRequest): Promise<Outcome> {
  const started = Date.now();
  return new Promise<Outcome>((resolve) => {
    const received: Buffer[] = [];
    let size = 0;
    let socketError: NodeJS.ErrnoException | undefined;
    let timedOut = false;
    let settled = false;
    const socket = connect({ host: HOST, port: PORT });
    const timer = setTimeout(() => {
      timedOut = true;
      socket.destroy();
    }, request.timeoutMs ?? REQUEST_TIMEOUT_MS);

    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const parsed = parseResponse(Buffer.concat(received), request.method);
      const outcome: Outcome = { ...parsed, ms: Date.now() - started };
      if (parsed.failure) {
        if (timedOut) outcome.failure = "timeout";
        else if (socketError?.code === "ECONNREFUSED") outcome.failure = "refused";
        else if (socketError && parsed.failure === "closed") outcome.failure = "reset";
        outcome.detail = socketError?.code ?? parsed.detail;
      }
      resolve(outcome);
    };

    socket.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= RECEIVE_LIMIT) received.push(chunk);
    });
    socket.on("error", (error: NodeJS.ErrnoException) => {
      socketError ??= error;
    });
    socket.on("close", finish);
    socket.on("connect", async () => {
      const body = request.body ?? Buffer.alloc(0);
      const framing = request.framing ?? "length";
      try {
        if (request.wire) await write(socket, request.wire);
        else await write(socket, head(request, body.length));
        if (request.wire) {
          // written whole above
        } else if (request.bodyStream) {
          for await (const piece of request.bodyStream()) {
            if (socket.destroyed) break;
            await write(socket, framing === "chunked" ? chunked(piece, false) : piece);
          }
          if (framing === "chunked") await write(socket, "0\r\n\r\n");
        } else if (body.length > 0 || framing === "chunked") {
          await write(socket, framing === "chunked" ? chunked(body, !request.truncate) : body);
        }
        if (request.truncate === "reset") {
          await new Promise((r) => setTimeout(r, 20));
          socket.resetAndDestroy();
        } else if (request.truncate === "half-close") socket.end();
      } catch (error) {
        socketError ??= error as NodeJS.ErrnoException;
      }
    });
  });
}

/** A plain GET, for set-up calls and health checks. */
export async function get(target: string, headers: [string, string][] = []): Promise<Outcome> {
  return exchange({ method: "GET", target, headers });
}

export function headerValue(outcome: Outcome, name: string): string | undefined {
  return outcome.headers.find(([n]) => n === name)?.[1];
}

/** The body without chunk framing (for the set-up calls that read JSON). */
export function bodyText(outcome: Outcome): string {
  if (!outcome.headers.some(([n, v]) => n === "transfer-encoding" && /chunked/i.test(v)))
    return outcome.body.toString("utf8");
  const pieces: Buffer[] = [];
  let at = 0;
  for (;;) {
    const line = outcome.body.indexOf("\r\n", at);
    const size = line < 0 ? 0 : Number.parseInt(outcome.body.subarray(at, line).toString(), 16);
    if (!size) return Buffer.concat(pieces).toString("utf8");
    pieces.push(outcome.body.subarray(line + 2, line + 2 + size));
    at = line + 2 + size + 2;
  }
}
