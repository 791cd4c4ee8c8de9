import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { readServerConfig } from "./config";
import { type ApplicationHandler, type AppServer, createAppServer } from "./http-app";

const publicDir = mkdtempSync(path.join(tmpdir(), "public-"));
mkdirSync(path.join(publicDir, "build"));
writeFileSync(path.join(publicDir, "build", "entry-ABC.js"), "console.log('hello');".repeat(50));
writeFileSync(
  path.join(publicDir, "build", "entry-ABC.js.br"),
  brotliCompressSync("console.log('hello');".repeat(50)),
);
writeFileSync(path.join(publicDir, "favicon.svg"), "<svg/>");

let running: AppServer | null = null;
afterEach(async () => {
  await running?.shutdown();
  running = null;
});

async function start(handler: ApplicationHandler, env: Record<string, string> = {}) {
  const config = { ...readServerConfig({ LOG_REQUESTS: "0", ...env }), port: 0, host: "127.0.0.1" };
  running = createAppServer({ config, publicDir, handleRequest: handler, version: "test" });
  await new Promise<void>((resolve) => running!.server.listen(0, "127.0.0.1", resolve));
  return (running.server.address() as AddressInfo).port;
}

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function send(
  port: number,
  method: string,
  url: string,
  headers: Record<string, string> = {},
  body?: Buffer | (() => AsyncIterable<Buffer>),
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, method, path: url, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    });
    req.on("error", (error: NodeJS.ErrnoException) => {
      // The server may close the connection after refusing an oversized body.
      if (error.code === "EPIPE" || error.code === "ECONNRESET") return;
      reject(error);
    });
    if (typeof body === "function") {
      (async () => {
        for await (const chunk of body()) {
          if (!req.write(chunk)) await new Promise((r) => req.once("drain", r));
          if (req.destroyed) return;
        }
        req.end();
      })().catch(() => undefined);
    } else {
      req.end(body);
    }
  });
}

const html: ApplicationHandler = async (_request, context) =>
  new Response(`<!doctype html><p>${"hello ".repeat(200)}</p><i>${context.cspNonce}</i>`, {
    headers: { "Content-Type": "text/html; charset=utf-8" },
  });

describe("application server", () => {
  it("answers /healthz", async () => {
    const port = await start(html);
    const reply = await send(port, "GET", "/healthz");
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body.toString())).toMatchObject({ status: "ok", version: "test" });
  });

  it("serves fingerprinted assets immutable and precompressed, other files with a short cache", async () => {
    const port = await start(html);
    const asset = await send(port, "GET", "/build/entry-ABC.js", { "accept-encoding": "br, gzip" });
    expect(asset.status).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers["content-encoding"]).toBe("br");
    const again = await send(port, "GET", "/build/entry-ABC.js", {
      "if-none-match": String(asset.headers.etag),
    });
    expect(again.status).toBe(304);
    const icon = await send(port, "GET", "/favicon.svg");
    expect(icon.headers["cache-control"]).toBe("public, max-age=3600");
    expect(icon.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("puts an enforced CSP with the request's nonce and the security headers on HTML", async () => {
    const port = await start(html);
    const reply = await send(port, "GET", "/home");
    const nonce = /<i>(.+)<\/i>/.exec(reply.body.toString())?.[1];
    expect(nonce).toBeTruthy();
    expect(reply.headers["content-security-policy"]).toContain(`'nonce-${nonce}'`);
    expect(reply.headers["x-content-type-options"]).toBe("nosniff");
    expect(reply.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(reply.headers["x-powered-by"]).toBeUndefined();
    expect(reply.headers["strict-transport-security"]).toBeUndefined();
  });

  it("adds HSTS when a trusted proxy says the request came over HTTPS", async () => {
    const port = await start(html, { TRUST_PROXY: "1" });
    const reply = await send(port, "GET", "/home", { "x-forwarded-proto": "https" });
    expect(reply.headers["strict-transport-security"]).toContain("max-age=");
  });

  it("compresses text responses and leaves images alone", async () => {
    const port = await start(async (request) =>
      request.url.endsWith(".jpg")
        ? new Response(new Uint8Array(2000), { headers: { "Content-Type": "image/jpeg" } })
        : html(request, { cspNonce: "n", clientAddress: "" }),
    );
    const page = await send(port, "GET", "/home", { "accept-encoding": "gzip" });
    expect(page.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(page.body).toString()).toContain("hello hello");
    const image = await send(port, "GET", "/photo.jpg", { "accept-encoding": "gzip" });
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.body.length).toBe(2000);
  });

  it("refuses a cross-site POST with 403 before the application sees it", async () => {
    let called = false;
    const port = await start(async () => {
      called = true;
      return new Response("ok");
    });
    const reply = await send(
      port,
      "POST",
      "/contact",
      { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      Buffer.from("a=1"),
    );
    expect(reply.status).toBe(403);
    expect(called).toBe(false);
    const same = await send(
      port,
      "POST",
      "/contact",
      { origin: `http://127.0.0.1:${port}`, "content-type": "application/x-www-form-urlencoded" },
      Buffer.from("a=1"),
    );
    expect(same.status).toBe(200);
  });

  it("answers 413 to a declared body over the limit", async () => {
    const port = await start(html, { MAX_BODY_BYTES: "1000" });
    const reply = await send(
      port,
      "POST",
      "/upload",
      { "content-length": "5000" },
      Buffer.alloc(5000),
    );
    expect(reply.status).toBe(413);
  });

  it("answers 413 while reading a streamed body that grows over the limit", async () => {
    const port = await start(
      async (request) => new Response(`read ${(await request.arrayBuffer()).byteLength}`),
      {
        MAX_BODY_BYTES: "100000",
      },
    );
    const reply = await send(
      port,
      "POST",
      "/upload",
      { "transfer-encoding": "chunked" },
      async function* () {
        for (let i = 0; i < 50; i++) yield Buffer.alloc(16_384);
      },
    );
    expect(reply.status).toBe(413);
    const small = await send(
      port,
      "POST",
      "/upload",
      { "transfer-encoding": "chunked" },
      async function* () {
        yield Buffer.alloc(1000);
      },
    );
    expect(small.body.toString()).toBe("read 1000");
  });

  it("finishes requests in flight when shutting down, then stops", async () => {
    const port = await start(async () => {
      await new Promise((r) => setTimeout(r, 300));
      return new Response("done");
    });
    const inFlight = send(port, "GET", "/slow");
    await new Promise((r) => setTimeout(r, 50));
    const stopped = running!.shutdown();
    const reply = await inFlight;
    expect(reply.status).toBe(200);
    expect(reply.body.toString()).toBe("done");
    await stopped;
    expect(running!.server.listening).toBe(false);
    running = null;
  });
});
