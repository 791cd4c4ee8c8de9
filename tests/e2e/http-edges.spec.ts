import { connect } from "node:net";
import { expect, test } from "@playwright/test";

/**
 * Odd requests get a clear 4xx from the server (never a 500), links never come from a Host the
 * site does not serve, and nothing but HTML pages may run anything. Raw HTTP: one project only.
 */
let port = 0;
test.beforeEach(({ baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== "js", "raw HTTP, no browser: once is enough");
  port = Number(new URL(String(baseURL)).port);
});

interface RawReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends one request exactly as written (Host included) and reads the answer until the close. */
function raw(
  method: string,
  target: string,
  headers: Record<string, string>,
  body = "",
): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (c: Buffer) => chunks.push(c));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString();
      const [head = "", ...rest] = text.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const parsed: Record<string, string> = {};
      for (const line of lines) {
        const at = line.indexOf(":");
        parsed[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0),
        headers: parsed,
        body: rest.join("\r\n\r\n"),
      });
    });
    const lines = [`${method} ${target} HTTP/1.1`];
    for (const [name, value] of Object.entries({ ...headers, Connection: "close" }))
      lines.push(`${name}: ${value}`);
    if (body) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
    // Written, not ended: a client that half-closes gets no answer from Node's server.
    socket.write(`${lines.join("\r\n")}\r\n\r\n${body}`);
  });
}

const own = () => ({ Host: `localhost:${port}` });

test("methods a URL does not take get 405 with Allow", async () => {
  for (const method of ["TRACE", "PUT", "DELETE", "PATCH"]) {
    const reply = await raw(method, "/home", own());
    expect(reply.status, method).toBe(405);
    expect(reply.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
  }
  const api = await raw("TRACE", "/api/product/list", own());
  expect(api.status).toBe(405);
  expect(api.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
});

test("an invalid Host, or a host the site does not serve, gets 400", async () => {
  expect((await raw("GET", "/home", { Host: "a b" })).status).toBe(400);
  expect((await raw("GET", "/home", { Host: "evil.example/x" })).status).toBe(400);
  expect((await raw("GET", "/home", { Host: "evil.example" })).status).toBe(400);
});

test("a poisoned Host never makes it into reset mail, robots.txt or sitemap.xml", async () => {
  const evil = { Host: "evil.example", "Content-Type": "application/x-www-form-urlencoded" };
  const reset = await raw(
    "POST",
    "/forgetPassword",
    evil,
    new URLSearchParams({ email: "e2e-partner@integrator.example" }).toString(),
  );
  expect(reset.status).toBe(400);
  expect(reset.body).not.toContain("evil.example");
  for (const url of ["/robots.txt", "/sitemap.xml"]) {
    const poisoned = await raw("GET", url, { Host: "evil.example" });
    expect(poisoned.status, url).toBe(400);
    expect(poisoned.body).not.toContain("evil.example");
    const proper = await raw("GET", url, own());
    expect(proper.status, url).toBe(200);
    expect(proper.body).toContain(`http://localhost:${port}/`);
  }
  // An absolute-form target names the host instead of Host: the same rule applies.
  const absolute = await raw("GET", "http://evil.example/robots.txt", own());
  expect(absolute.status).toBe(400);
});

test("bad percent-encoding or control characters in the URL get 400", async () => {
  for (const url of ["/api/product/%00", "/api/content/cases/%zz%zz", "/%C0%AF", "/home?q=a%00b"]) {
    const reply = await raw("GET", url, own());
    expect(reply.status, url).toBe(400);
  }
});

test("a page POST of a type no form sends gets 415", async () => {
  for (const type of ["application/json", "text/plain", "multipart/form-data"]) {
    const reply = await raw("POST", "/login", { ...own(), "Content-Type": type }, '{"a":1}');
    expect(reply.status, type).toBe(415);
    expect(reply.headers["accept-post"]).toContain("application/x-www-form-urlencoded");
  }
  expect((await raw("POST", "/login.data", own(), '{"a":1}')).status).toBe(415);
});

test("JSON and the captcha SVG carry a CSP that allows nothing", async ({ request }) => {
  const strict = "default-src 'none'; frame-ancestors 'none'";
  const list = await request.get("/api/product/list");
  expect(list.headers()["content-type"]).toContain("application/json");
  expect(list.headers()["content-security-policy"]).toBe(strict);
  const captcha = await request.get("/api/oauth/anno/captcha?key=e2e-edges");
  expect(captcha.headers()["content-type"]).toContain("image/svg+xml");
  expect(captcha.headers()["content-security-policy"]).toBe(strict);
  const missing = await request.get("/api/no-such-endpoint");
  expect(missing.headers()["content-security-policy"]).toBe(strict);
});
