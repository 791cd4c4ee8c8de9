import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { Agent } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { send } from "../tests/support/raw-http";
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

async function start(
  handler: ApplicationHandler,
  env: Record<string, string> = {},
  readiness?: () => Promise<boolean>,
) {
  const config = { ...readServerConfig({ LOG_REQUESTS: "0", ...env }), port: 0, host: "127.0.0.1" };
  running = createAppServer({
    config,
    publicDir,
    handleRequest: handler,
    version: "test",
    readiness,
  });
  await new Promise<void>((resolve) => running!.server.listen(0, "127.0.0.1", resolve));
  return (running.server.address() as AddressInfo).port;
}

const STRICT_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Sends raw bytes on a new connection; resolves with everything the server wrote until it closed. */
function raw(port: number, data: string | Buffer, options: { closeAfterMs?: number } = {}) {
  return new Promise<{ text: string; status: number }>((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (c: Buffer) => chunks.push(c));
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "ECONNRESET" && error.code !== "EPIPE") reject(error);
    });
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      resolve({ text, status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0) });
    });
    socket.write(data);
    if (options.closeAfterMs !== undefined)
      setTimeout(() => socket.destroy(), options.closeAfterMs);
  });
}

/** A handler that answers with what it was asked: method, URL and client address. */
const echo: ApplicationHandler = async (request, context) =>
  Response.json({ method: request.method, url: request.url, client: context.clientAddress });

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
    for (const url of ["/upload", "/api/upload"]) {
      const reply = await send(
        port,
        "POST",
        url,
        { "transfer-encoding": "chunked", "content-type": "application/x-www-form-urlencoded" },
        async function* () {
          for (let i = 0; i < 50; i++) yield Buffer.alloc(16_384);
        },
      );
      expect(reply.status).toBe(413);
      expect(reply.headers.connection).toBe("close");
      expect(reply.headers["content-security-policy"]).toBe(STRICT_CSP);
    }
    const small = await send(
      port,
      "POST",
      "/upload",
      { "transfer-encoding": "chunked", "content-type": "application/x-www-form-urlencoded" },
      async function* () {
        yield Buffer.alloc(1000);
      },
    );
    expect(small.body.toString()).toBe("read 1000");
    expect((await send(port, "GET", "/healthz")).status).toBe(200);
  });

  it("takes a larger body on the firmware release upload only (FIRMWARE_UPLOAD_MAX_BYTES)", async () => {
    const port = await start(
      async (request) => new Response(`read ${(await request.arrayBuffer()).byteLength}`),
      { MAX_BODY_BYTES: "1000", FIRMWARE_UPLOAD_MAX_BYTES: "4000000" },
    );
    const post = (url: string, size: number) =>
      send(
        port,
        "POST",
        url,
        { "content-type": "multipart/form-data; boundary=x", "content-length": String(size) },
        Buffer.alloc(size),
      );
    for (const url of [
      "/admin/firmware/new",
      "/ksa/admin/firmware/new",
      "/admin/firmware/new.data",
      "/api/admin/firmware-releases",
    ]) {
      const reply = await post(url, 3_000_000);
      expect(reply.status, url).toBe(200);
      expect(reply.body.toString()).toBe("read 3000000");
      // Its own limit, plus 1 MiB for the form's fields.
      expect((await post(url, 4_000_000 + 1024 * 1024 + 1)).status, url).toBe(413);
    }
    for (const url of [
      "/admin/firmware/12",
      "/admin/news/new",
      "/api/admin/firmware-releases/3",
      "/reseller",
    ])
      expect((await post(url, 5000)).status, url).toBe(413);
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

describe("odd and hostile requests", () => {
  it("survives a client that breaks off in the middle of a body, and serves the next request", async () => {
    let failure: unknown = null;
    let reading!: () => void;
    const started = new Promise<void>((resolve) => {
      reading = resolve;
    });
    let failed!: () => void;
    const gaveUp = new Promise<void>((resolve) => {
      failed = resolve;
    });
    const port = await start(async (request) => {
      reading();
      try {
        await request.arrayBuffer();
      } catch (error) {
        failure = error;
        failed();
      }
      return new Response("read");
    });
    // The client goes away with 99 000 of the 100 000 bytes it announced still to come.
    const client = connect(port, "127.0.0.1");
    client.on("error", () => undefined);
    client.write(
      `POST /upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100000\r\n\r\n${"a".repeat(1000)}`,
    );
    await started;
    client.destroy();
    await gaveUp;
    expect(failure).toBeTruthy();
    expect((await send(port, "GET", "/healthz")).status).toBe(200);
  });

  it("serves the next request on a keep-alive connection after an answer that did not read the body", async () => {
    const port = await start(async (request) =>
      request.method === "POST"
        ? new Response("sign in first", { status: 403 })
        : echo(request, { cspNonce: "", clientAddress: "" }),
    );
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const form = { "content-type": "application/x-www-form-urlencoded" };
      const refused = await send(
        port,
        "POST",
        "/account",
        form,
        Buffer.alloc(300_000, 0x61),
        agent,
      );
      expect(refused.status).toBe(403);
      const next = await send(port, "GET", "/home", {}, undefined, agent);
      expect(next.status).toBe(200);
      // Unsized (chunked) and still coming: the refusal closes the connection instead.
      const chunked = await send(
        port,
        "POST",
        "/account",
        { ...form, "transfer-encoding": "chunked" },
        async function* () {
          for (let i = 0; i < 40; i++) yield Buffer.alloc(65_536, 0x61);
        },
        agent,
      );
      expect(chunked.status).toBe(403);
      expect(chunked.headers.connection).toBe("close");
      expect((await send(port, "GET", "/home", {}, undefined, agent)).status).toBe(200);
    } finally {
      agent.destroy();
    }
  }, 10_000);

  it("delivers its whole answer to a client that asked to close while it is still sending the body", async () => {
    const page = "<p>not here</p>".repeat(6_000);
    const port = await start(
      async () =>
        new Response(page, {
          status: 404,
          headers: {
            "Content-Type": "text/html; charset=utf-8",
            "Content-Length": String(page.length),
          },
        }),
    );
    const received = await new Promise<string>((resolve, reject) => {
      const client = connect(port, "127.0.0.1");
      const chunks: Buffer[] = [];
      client.on("data", (chunk: Buffer) => chunks.push(chunk));
      client.on("error", reject);
      client.on("close", () => resolve(Buffer.concat(chunks).toString("latin1")));
      // The answer waits unread in the client's buffers while the body is still being written.
      client.pause();
      const piece = Buffer.alloc(16_384, 0x61);
      const pieces = 24;
      client.write(
        `POST /xx/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nAccept-Encoding: identity\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${piece.length * pieces}\r\n\r\n`,
      );
      let sent = 0;
      const sendNext = () => {
        if (sent === pieces) {
          client.resume();
          return;
        }
        sent++;
        client.write(piece, () => setImmediate(sendNext));
      };
      sendNext();
    });
    expect(received).toMatch(/^HTTP\/1\.1 404/);
    expect(received.endsWith("<p>not here</p>")).toBe(true);
    expect(received.length).toBeGreaterThan(page.length);
  });

  it("answers 405 with Allow to methods a URL does not take, 204 with Allow to OPTIONS on pages", async () => {
    const seen: string[] = [];
    const port = await start(async (request, context) => {
      seen.push(`${request.method} ${new URL(request.url).pathname}`);
      return echo(request, context);
    });
    for (const method of ["TRACE", "PUT", "DELETE", "PATCH"]) {
      const reply = await send(port, method, "/home");
      expect(reply.status, method).toBe(405);
      expect(reply.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
    }
    const trace = await send(port, "TRACE", "/api/product/list");
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    const options = await send(port, "OPTIONS", "/home");
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
    expect((await send(port, "DELETE", "/api/product/favorites/x")).status).toBe(200);
    expect(seen).toEqual(["DELETE /api/product/favorites/x"]);
  });

  it("answers 400 to an invalid Host and to a host it does not serve", async () => {
    let called = false;
    const port = await start(async () => {
      called = true;
      return new Response("ok");
    });
    for (const host of ["a b", "evil.example/x", "[::1", "localhost:99999"]) {
      const reply = await raw(
        port,
        `GET /home HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      );
      expect(reply.status, host).toBe(400);
    }
    const unknown = await raw(
      port,
      "GET /robots.txt HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n",
    );
    expect(unknown.status).toBe(400);
    expect(unknown.text).toContain("Unknown host.");
    expect(called).toBe(false);
  });

  it("serves the path of an absolute-form target, under the same host rules", async () => {
    const port = await start(echo);
    const own = await raw(
      port,
      `GET http://127.0.0.1:${port}/x?y=1 HTTP/1.1\r\nHost: other\r\nConnection: close\r\n\r\n`,
    );
    expect(own.status).toBe(200);
    expect(own.text).toContain(`"url":"http://127.0.0.1:${port}/x?y=1"`);
    const other = await raw(
      port,
      "GET http://other.example/x HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
    );
    expect(other.status).toBe(400);
    const ftp = await raw(
      port,
      "GET ftp://127.0.0.1/x HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
    );
    expect(ftp.status).toBe(400);
  });

  it("answers 400 to bad percent-encoding or control characters in the path or the query", async () => {
    const seen: string[] = [];
    const port = await start(async (request, context) => {
      seen.push(new URL(request.url).pathname);
      return echo(request, context);
    });
    for (const url of [
      "/api/product/%00",
      "/api/content/cases/%zz%zz",
      "/%C0%AF",
      "/home/%E0%A4%A",
      "/home?q=a%00b",
      "/home?q=%1f",
      "/api/product/list?type=%7F",
      "/home?%0Aname=x",
    ]) {
      const reply = await send(port, "GET", url);
      expect(reply.status, url).toBe(400);
      expect(reply.headers["content-security-policy"]).toBe(STRICT_CSP);
    }
    expect(seen).toEqual([]);
    expect((await send(port, "GET", "/caf%C3%A9?q=50%25&r=a+b")).status).toBe(200);
  });

  it("answers 415 to page POSTs of a type no form sends, before the application runs", async () => {
    const seen: string[] = [];
    const port = await start(async (request, context) => {
      seen.push(new URL(request.url).pathname);
      return echo(request, context);
    });
    const refused: [string, Record<string, string>][] = [
      ["/login", { "content-type": "application/json" }],
      ["/login.data", { "content-type": "application/json" }],
      ["/login", { "content-type": "text/plain" }],
      ["/login", {}],
      ["/login", { "content-type": "multipart/form-data" }],
    ];
    for (const [url, headers] of refused) {
      const reply = await send(port, "POST", url, headers, Buffer.from('{"a":1}'));
      expect(reply.status, JSON.stringify(headers)).toBe(415);
      expect(reply.headers["accept-post"]).toBe(
        "application/x-www-form-urlencoded, multipart/form-data",
      );
      expect(reply.body.toString()).toContain("application/x-www-form-urlencoded");
    }
    expect(seen).toEqual([]);
    const form = { "content-type": "application/x-www-form-urlencoded;charset=UTF-8" };
    expect((await send(port, "POST", "/login", form, Buffer.from("a=1"))).status).toBe(200);
    const multipart = { "content-type": "multipart/form-data; boundary=xyz" };
    expect(
      (await send(port, "POST", "/report", multipart, Buffer.from("--xyz--\r\n"))).status,
    ).toBe(200);
    expect((await send(port, "POST", "/logout")).status).toBe(200);
    const json = { "content-type": "application/json" };
    expect(
      (await send(port, "POST", "/api/oauth/noToken/login", json, Buffer.from("{}"))).status,
    ).toBe(200);
  });

  it("sends a CSP that allows nothing on every response that is not HTML", async () => {
    const port = await start(async (request, context) =>
      new URL(request.url).pathname === "/home"
        ? html(request, context)
        : new Response('<svg xmlns="http://www.w3.org/2000/svg"/>', {
            headers: {
              "Content-Type": "image/svg+xml",
              "Content-Security-Policy": "default-src *",
            },
          }),
    );
    const svg = await send(port, "GET", "/api/oauth/anno/captcha");
    expect(svg.headers["content-security-policy"]).toBe(STRICT_CSP);
    expect((await send(port, "GET", "/healthz")).headers["content-security-policy"]).toBe(
      STRICT_CSP,
    );
    expect((await send(port, "GET", "/favicon.svg")).headers["content-security-policy"]).toBe(
      STRICT_CSP,
    );
    expect((await send(port, "TRACE", "/home")).headers["content-security-policy"]).toBe(
      STRICT_CSP,
    );
    expect((await send(port, "GET", "/home")).headers["content-security-policy"]).toContain(
      "script-src 'self' 'nonce-",
    );
  });

  it("hands the application the public origin, never a Host it was not told to serve", async () => {
    const withSite = await start(echo, { SITE_URL: "https://www.example.com/some/path" });
    const poisoned = await send(withSite, "GET", "/robots.txt", { host: "evil.example" });
    expect(poisoned.status).toBe(200);
    expect(JSON.parse(poisoned.body.toString()).url).toBe("https://www.example.com/robots.txt");
    // Writes from the public origin and from the origin the browser was on are not cross-site.
    for (const origin of ["https://www.example.com", `http://127.0.0.1:${withSite}`]) {
      const write = await send(withSite, "POST", "/contact", {
        origin,
        "content-type": "application/x-www-form-urlencoded",
      });
      expect(write.status, origin).toBe(200);
    }
    const foreign = await send(withSite, "POST", "/contact", { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    await running!.shutdown();

    const listed = await start(echo, { ALLOWED_HOSTS: "shop.example, admin.example:8443" });
    const shop = await send(listed, "POST", "/forgetPassword", {
      host: "shop.example:8080",
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(JSON.parse(shop.body.toString()).url).toBe("http://shop.example:8080/forgetPassword");
    expect((await send(listed, "GET", "/home", { host: "admin.example:8443" })).status).toBe(200);
    expect((await send(listed, "GET", "/home", { host: "admin.example:8080" })).status).toBe(400);
    expect((await send(listed, "GET", "/home", { host: "127.0.0.1" })).status).toBe(400);
    const evil = await send(listed, "POST", "/forgetPassword", {
      host: "evil.example",
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(evil.status).toBe(400);
    expect(evil.body.toString()).not.toContain("evil.example");
    await running!.shutdown();

    const byDefault = await start(echo);
    const local = await send(byDefault, "GET", "/home", { host: `localhost:${byDefault}` });
    expect(JSON.parse(local.body.toString()).url).toBe(`http://localhost:${byDefault}/home`);
    expect((await send(byDefault, "GET", "/home", { host: "evil.example" })).status).toBe(400);
  });

  it("behind a trusted proxy, takes the last X-Forwarded-* entries and checks the forwarded host", async () => {
    const port = await start(echo, { TRUST_PROXY: "1" });
    const reply = await send(port, "GET", "/home", {
      "x-forwarded-for": "203.0.113.66, 198.51.100.7",
      "x-forwarded-proto": "https, http",
      "x-forwarded-host": "evil.example, localhost",
    });
    const seen = JSON.parse(reply.body.toString());
    expect(seen.client).toBe("198.51.100.7");
    expect(seen.url).toBe("http://localhost/home");
    expect(reply.headers["strict-transport-security"]).toBeUndefined();
    const forged = await send(port, "GET", "/home", { "x-forwarded-host": "evil.example" });
    expect(forged.status).toBe(400);
  });

  it("reports readiness on /healthz: ok, unavailable, a failing or hanging check", async () => {
    let ready = true;
    let calls = 0;
    const port = await start(echo, {}, async () => {
      calls++;
      return ready;
    });
    const [a, b] = await Promise.all([
      send(port, "GET", "/healthz"),
      send(port, "GET", "/healthz"),
    ]);
    expect(a.status).toBe(200);
    expect(JSON.parse(b.body.toString())).toMatchObject({ status: "ok" });
    expect(calls).toBe(1);
    await running!.shutdown();

    ready = false;
    const down = await start(echo, {}, async () => ready);
    const unavailable = await send(down, "GET", "/healthz");
    expect(unavailable.status).toBe(503);
    expect(JSON.parse(unavailable.body.toString())).toMatchObject({ status: "unavailable" });
    await running!.shutdown();

    const failing = await start(echo, {}, async () => {
      throw new Error("connection refused");
    });
    expect((await send(failing, "GET", "/healthz")).status).toBe(503);
    await running!.shutdown();

    const hanging = await start(echo, {}, () => new Promise<boolean>(() => undefined));
    const startedAt = Date.now();
    const slow = await send(hanging, "GET", "/healthz");
    expect(slow.status).toBe(503);
    expect(Date.now() - startedAt).toBeLessThan(3000);
  });
});
