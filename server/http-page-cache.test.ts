import type { AddressInfo } from "node:net";
import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { createContentEvents } from "#shared/content-events";
import { type RawReply, send } from "../tests/support/raw-http";
import { readServerConfig } from "./config";
import { type ApplicationHandler, type AppServer, createAppServer } from "./http-app";

let running: AppServer | null = null;
afterEach(async () => {
  await running?.shutdown();
  running = null;
});

/** A page handler like the site's: the nonce in its scripts, `public` unless a cookie is sent. */
function site(text: () => string, calls: string[], wait: () => Promise<void> = async () => {}) {
  const handler: ApplicationHandler = async (request, context) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
    await wait();
    const personal = request.headers.has("cookie");
    const body = `<html><script nonce="${context.cspNonce}">start()</script><p>${text()}</p></html>`;
    return new Response(body, {
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": personal ? "private, no-store" : "public, max-age=0",
      },
    });
  };
  return handler;
}

async function start(handler: ApplicationHandler, env: Record<string, string> = {}) {
  const config = { ...readServerConfig({ LOG_REQUESTS: "0", ...env }), port: 0, host: "127.0.0.1" };
  running = createAppServer({ config, publicDir: "/nonexistent", handleRequest: handler });
  await new Promise<void>((resolve) => running!.server.listen(0, "127.0.0.1", resolve));
  return (running.server.address() as AddressInfo).port;
}

type Reply = RawReply;

/** One request with node:http (its Host the one the test server allows). */
function get(port: number, path: string, headers: Record<string, string> = {}, method = "GET") {
  return send(port, method, path, { host: "localhost", ...headers });
}

const nonceOf = (reply: Reply) =>
  /'nonce-([^']+)'/.exec(String(reply.headers["content-security-policy"]))?.[1];

describe("the page cache in the server", () => {
  it("renders an anonymous page once, then serves its bytes with a policy allowing its own scripts", async () => {
    const calls: string[] = [];
    const port = await start(site(() => "hello", calls));
    const first = await get(port, "/home");
    const second = await get(port, "/home");
    expect(calls).toEqual(["GET /home"]);
    expect(first.headers["x-page-cache"]).toBe("miss");
    expect(second.headers["x-page-cache"]).toBe("hit");
    // The nonce it was rendered with is gone; the policy names the inline script by its hash.
    expect(second.body.toString()).toBe("<html><script>start()</script><p>hello</p></html>");
    expect(first.body.toString()).toBe(second.body.toString());
    // The plain body is inflated from the stored gzip form, with its own length.
    expect(Number(second.headers["content-length"])).toBe(second.body.length);
    const hash = createHash("sha256").update("start()").digest("base64");
    for (const reply of [first, second]) {
      expect(reply.headers["content-security-policy"]).toContain(
        `script-src 'self' 'sha256-${hash}';`,
      );
      expect(nonceOf(reply)).toBeUndefined();
      // One policy: the page's replaces the one for answers that are not pages.
      expect(reply.headers["content-security-policy"]).not.toContain("default-src 'none'");
    }
    expect(second.headers["cache-control"]).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
    );
    expect(second.headers["content-security-policy"]).not.toContain("unsafe-inline");
    expect(second.headers.vary).toBe("Accept-Encoding");
  });

  it("answers brotli or gzip, HEAD from the GET entry, and 304 on a matching ETag without a policy", async () => {
    const calls: string[] = [];
    const port = await start(site(() => "words ".repeat(200), calls));
    const plain = await get(port, "/p?q=1");
    const brotli = await get(port, "/p?q=1", { "accept-encoding": "gzip, deflate, br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.body).toString()).toBe(plain.body.toString());
    const zipped = await get(port, "/p?q=1", { "accept-encoding": "gzip" });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(zipped.body).toString()).toBe(plain.body.toString());
    expect(Number(zipped.headers["content-length"])).toBe(zipped.body.length);
    const head = await get(port, "/p?q=1", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers["content-length"])).toBeGreaterThan(1000);
    const etag = String(zipped.headers.etag);
    const notModified = await get(port, "/p?q=1", { "if-none-match": etag });
    expect(notModified.status).toBe(304);
    expect(notModified.headers["content-security-policy"]).toBeUndefined();
    expect(notModified.body.length).toBe(0);
    expect(calls).toEqual(["GET /p"]);
    await get(port, "/p?q=2");
    expect(calls).toHaveLength(2);
  });

  it("never stores or serves a request with our cookies, nor a private answer", async () => {
    const calls: string[] = [];
    const port = await start(site(() => "x", calls));
    await get(port, "/home");
    const signedIn = await get(port, "/home", { cookie: "nv-session=abc" });
    expect(signedIn.headers["x-page-cache"]).toBeUndefined();
    expect(signedIn.headers["cache-control"]).toBe("private, no-store");
    await get(port, "/other", { cookie: "nv-flash=t" });
    const after = await get(port, "/other");
    expect(after.headers["x-page-cache"]).toBe("miss");
    expect(calls).toEqual(["GET /home", "GET /home", "GET /other", "GET /other"]);
    const login = await get(port, "/login");
    expect(login.headers["cache-control"]).toBe("private, no-store");
    await get(port, "/login");
    expect(calls.filter((c) => c === "GET /login")).toHaveLength(2);
  });

  it("serves a stale page while one refresh runs, then the refreshed one", async () => {
    const calls: string[] = [];
    let text = "old";
    let gate = Promise.resolve();
    let open = () => {};
    const port = await start(
      site(
        () => text,
        calls,
        () => gate,
      ),
      { PAGE_CACHE_SECONDS: "1" },
    );
    await get(port, "/home");
    text = "new";
    gate = new Promise<void>((resolve) => (open = resolve));
    await new Promise((r) => setTimeout(r, 1100));
    const [a, b] = await Promise.all([get(port, "/home"), get(port, "/home")]);
    expect([a, b].map((r) => r.headers["x-page-cache"])).toEqual(["stale", "stale"]);
    expect(a.body.toString()).toContain("old");
    expect(calls).toEqual(["GET /home", "GET /home"]);
    open();
    await new Promise((r) => setTimeout(r, 50));
    const fresh = await get(port, "/home");
    expect(fresh.headers["x-page-cache"]).toBe("hit");
    expect(fresh.body.toString()).toContain("new");
  });

  it("renders a missing page once for clients asking at the same time", async () => {
    const calls: string[] = [];
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const port = await start(
      site(
        () => "once",
        calls,
        () => gate,
      ),
    );
    const replies = Promise.all([get(port, "/home"), get(port, "/home"), get(port, "/home")]);
    // All three are in before the render finishes.
    while (calls.length === 0) await new Promise((r) => setImmediate(r));
    await new Promise((r) => setTimeout(r, 20));
    open();
    const answers = await replies;
    expect(calls).toEqual(["GET /home"]);
    expect(answers.map((r) => r.headers["x-page-cache"]).sort()).toEqual(["hit", "hit", "miss"]);
    for (const reply of answers) expect(reply.body.toString()).toContain("once");
  });

  it("renders a page that is not stored for each client asking at the same time", async () => {
    const calls: string[] = [];
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const page = site(
      () => "own",
      calls,
      () => gate,
    );
    // A page that turns out personal (a loader marked it private).
    const port = await start(async (request, context) => {
      const response = await page(request, context);
      response.headers.set("Cache-Control", "private, no-store");
      return response;
    });
    const replies = Promise.all([get(port, "/account"), get(port, "/account")]);
    while (calls.length === 0) await new Promise((r) => setImmediate(r));
    await new Promise((r) => setTimeout(r, 20));
    open();
    const answers = await replies;
    expect(calls).toEqual(["GET /account", "GET /account"]);
    for (const reply of answers) {
      expect(reply.headers["cache-control"]).toBe("private, no-store");
      expect(reply.headers["x-page-cache"]).toBeUndefined();
    }
  });

  it("shows changed content once content events clear it", async () => {
    const calls: string[] = [];
    let text = "before";
    const port = await start(site(() => text, calls));
    const events = createContentEvents();
    events.onContentChanged((change) => running?.pageCache?.clear(change.pathPrefix));
    await get(port, "/home");
    text = "after";
    expect((await get(port, "/home")).body.toString()).toContain("before");
    events.contentChanged("catalogue");
    expect((await get(port, "/home")).body.toString()).toContain("after");
  });

  it("PAGE_CACHE_SECONDS=0 turns it off", async () => {
    const calls: string[] = [];
    const port = await start(
      site(() => "x", calls),
      { PAGE_CACHE_SECONDS: "0" },
    );
    expect(running?.pageCache).toBeNull();
    const a = await get(port, "/home");
    await get(port, "/home");
    expect(calls).toHaveLength(2);
    expect(a.headers["x-page-cache"]).toBeUndefined();
    expect(a.headers["cache-control"]).toBe("public, max-age=0");
  });
});
