import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Backend } from "../api/backend";
import { apiHandler } from "./api-proxy";

let origin = "";
const seen: { url: string; method: string; headers: IncomingHttpHeaders; body: string }[] = [];
const remote = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    seen.push({
      url: req.url ?? "",
      method: req.method ?? "",
      headers: req.headers,
      body: Buffer.concat(chunks).toString(),
    });
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ isSuccess: true, code: 0, message: "success", data: "remote" }));
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => remote.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => remote.close(() => resolve())));

describe("the /api transport", () => {
  it("forwards to the vendor's backend at API_ORIGIN with path, query, body and the real client address", async () => {
    const handler = apiHandler(null, origin);
    const response = await handler(
      new Request("http://site.test/api/oauth/noToken/logout?ts=1&language=es", {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "x-client-address": "forged",
          token: "Bearer abc",
        },
        body: "token=abc",
      }),
      "203.0.113.9",
    );
    expect(await response.json()).toMatchObject({ data: "remote" });
    const request = seen.at(-1)!;
    expect(request.url).toBe("/api/oauth/noToken/logout?ts=1&language=es");
    expect(request.method).toBe("POST");
    expect(request.body).toBe("token=abc");
    expect(request.headers["x-client-address"]).toBe("203.0.113.9");
    expect(request.headers.token).toBe("Bearer abc");
  });

  it("calls the embedded backend in-process, overwriting a forged client address", async () => {
    let address: string | null = null;
    const backend = {
      fetch: async (request: Request) => {
        address = request.headers.get("x-client-address");
        return new Response("{}");
      },
    } as unknown as Backend;
    await apiHandler(backend)(
      new Request("http://site.test/api/x", { headers: { "x-client-address": "forged" } }),
      "198.51.100.4",
    );
    expect(address).toBe("198.51.100.4");
  });
});
