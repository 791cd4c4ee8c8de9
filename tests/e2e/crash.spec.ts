import { open, readdir } from "node:fs/promises";
import { Agent } from "node:http";
import { connect } from "node:net";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { send as sendTo } from "../support/raw-http";

/**
 * Requests that used to stop the server: bodies over the limit without a length, clients that go
 * away mid-upload, multipart bodies that end too soon, answers that leave a body unread. Raw HTTP
 * from the test (no browser), so it runs in one project only.
 */

const REPORT_PAGE = "/product-center/detail/bullet/nv-b580-ai/report";
const REPORT_API = "/api/product/nv-b580-ai/error-report";
/** The file store of the server under test (DATA_DIR=.e2e-data in playwright.config.ts). */
const STORE = path.join(process.cwd(), ".e2e-data", "files", "error-reports");
const LIMIT = 51 * 1024 * 1024;

let port = 0;
test.beforeEach(({ baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== "js", "raw HTTP, no browser: once is enough");
  port = Number(new URL(String(baseURL)).port);
});

function unique(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** One raw request to the server under test (see tests/support/raw-http.ts). */
function send(...args: Parameters<typeof sendTo> extends [number, ...infer Rest] ? Rest : never) {
  return sendTo(port, ...args);
}

/** The server still answers: /healthz is ok and a page is served. */
async function expectServing() {
  const health = await send("GET", "/healthz");
  expect(health.status).toBe(200);
  expect(JSON.parse(health.body.toString())).toMatchObject({ status: "ok" });
  expect((await send("GET", "/home")).status).toBe(200);
}

/** Multipart head of an error report whose attachment starts with `marker`. */
function reportHead(boundary: string, marker: string): Buffer {
  return Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\nCut short\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="notes.txt"\r\n` +
      `Content-Type: text/plain\r\n\r\n${marker}`,
  );
}

/** Names of stored report files that begin with `marker` (a partial upload left behind). */
async function storedWith(marker: string): Promise<string[]> {
  let names: string[] = [];
  try {
    names = await readdir(STORE);
  } catch {
    return [];
  }
  const found: string[] = [];
  for (const name of names) {
    try {
      const file = await open(path.join(STORE, name));
      try {
        const head = Buffer.alloc(marker.length);
        await file.read(head, 0, marker.length, 0);
        if (head.toString() === marker) found.push(name);
      } finally {
        await file.close();
      }
    } catch {
      // Removed meanwhile.
    }
  }
  return found;
}

/**
 * Starts an upload of `total` announced bytes, writes `sent` of them (waiting until each write has
 * left, so the server is reading the file part), then the client goes away.
 */
async function abortUpload(url: string, marker: string, sent: number) {
  const boundary = unique("b");
  const head = reportHead(boundary, marker);
  const socket = connect(port, "127.0.0.1");
  socket.on("error", () => undefined);
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  const write = (data: Buffer | string) =>
    new Promise<void>((resolve) => socket.write(data, () => resolve()));
  await write(
    `POST ${url} HTTP/1.1\r\nHost: localhost:${port}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
      `Content-Length: ${sent * 4}\r\n\r\n`,
  );
  await write(head);
  const chunk = Buffer.alloc(256 * 1024, 0x61);
  for (let written = head.length; written < sent; written += chunk.length) await write(chunk);
  socket.destroy();
}

test.describe("the server survives", () => {
  for (const url of ["/login", "/api/oauth/noToken/logout", REPORT_PAGE, REPORT_API]) {
    test(`a chunked body over the limit on ${url}: 413, connection closed`, async () => {
      const boundary = unique("b");
      const multipart = url === REPORT_PAGE || url === REPORT_API;
      const reply = await send(
        "POST",
        url,
        {
          "content-type": multipart
            ? `multipart/form-data; boundary=${boundary}`
            : "application/x-www-form-urlencoded",
          "transfer-encoding": "chunked",
        },
        async function* () {
          if (multipart) yield reportHead(boundary, unique("big"));
          const chunk = Buffer.alloc(1024 * 1024, 0x61);
          for (let sent = 0; sent <= LIMIT + chunk.length; sent += chunk.length) yield chunk;
        },
      );
      expect(reply.status).toBe(413);
      expect(reply.headers.connection).toBe("close");
      await expectServing();
    });
  }

  for (const url of [REPORT_PAGE, REPORT_API]) {
    test(`a client that goes away mid-upload on ${url}; nothing of it is kept`, async () => {
      const marker = unique("aborted");
      await abortUpload(url, marker, 12 * 1024 * 1024);
      await expectServing();
      await expect.poll(() => storedWith(marker)).toEqual([]);
    });

    test(`a multipart body without its closing boundary on ${url}: 400, nothing kept`, async () => {
      const marker = unique("truncated");
      const boundary = unique("b");
      const body = Buffer.concat([reportHead(boundary, marker), Buffer.alloc(200_000, 0x61)]);
      const reply = await send(
        "POST",
        url,
        { "content-type": `multipart/form-data; boundary=${boundary}` },
        body,
      );
      expect(reply.status).toBe(400);
      expect(await storedWith(marker)).toEqual([]);
      await expectServing();
    });
  }

  test("the next request on a keep-alive connection after an answer that left the body unread", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // Anonymous POST to a signed-in form: sent to sign in before the body is read.
      const refused = await send(
        "POST",
        "/changePassword",
        { "content-type": "application/x-www-form-urlencoded" },
        Buffer.alloc(300_000, 0x61),
        agent,
      );
      expect(refused.status).toBeGreaterThanOrEqual(300);
      expect((await send("GET", "/healthz", {}, undefined, agent)).status).toBe(200);
      // An upload to a product that does not exist, on the page and on the backend.
      for (const url of [
        "/product-center/detail/bullet/no-such-product/report",
        "/api/product/no-such-product/error-report",
      ]) {
        const boundary = unique("b");
        const body = Buffer.concat([
          reportHead(boundary, unique("unknown")),
          Buffer.alloc(300_000, 0x61),
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        const reply = await send(
          "POST",
          url,
          { "content-type": `multipart/form-data; boundary=${boundary}` },
          body,
          agent,
        );
        expect(reply.status, url).toBe(404);
        expect((await send("GET", "/healthz", {}, undefined, agent)).status).toBe(200);
      }
    } finally {
      agent.destroy();
    }
  });
});
