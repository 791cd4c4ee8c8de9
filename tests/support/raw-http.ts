import { type Agent, type IncomingHttpHeaders, request as httpRequest } from "node:http";

export interface RawReply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * One request with node:http to 127.0.0.1:`port`, below what fetch allows: any method, any header,
 * a body given as chunks streamed (chunked when no length is set). A connection the server closes
 * after refusing a body it will not read is not an error: the reply already arrived.
 */
export function send(
  port: number,
  method: string,
  url: string,
  headers: Record<string, string> = {},
  body?: Buffer | (() => AsyncIterable<Buffer>),
  agent?: Agent,
): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port, method, path: url, headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EPIPE" || error.code === "ECONNRESET") return;
      reject(error);
    });
    if (typeof body === "function") {
      (async () => {
        for await (const chunk of body()) {
          if (req.destroyed) return;
          if (!req.write(chunk)) await new Promise((r) => req.once("drain", r));
        }
        req.end();
      })().catch(() => undefined);
    } else req.end(body);
  });
}
