import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { readServerConfig } from "../../../server/config";
import { type AppServer, createAppServer } from "../../../server/http-app";
import { send } from "../../../tests/support/raw-http";
import { contentChanged, onContentChanged } from "#shared/content-events";
import { news } from "../../db/schema";
import { backendForFile } from "../../test/support";

const ctx = backendForFile({ seed: true });
let running: AppServer | null = null;
let stopListening = () => {};
afterAll(async () => {
  stopListening();
  await running?.shutdown();
});

/** The server with its page cache, rendering the news titles of GET /api/home like the home page. */
async function start() {
  const config = { ...readServerConfig({ LOG_REQUESTS: "0" }), port: 0, host: "127.0.0.1" };
  running = createAppServer({
    config,
    publicDir: "/nonexistent",
    handleRequest: async () => {
      const reply = await ctx.api.call("GET", "/home");
      const titles = reply.body.data.news.map((n: { title: string }) => `<h3>${n.title}</h3>`);
      return new Response(`<html>${titles.join("")}</html>`, {
        headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public" },
      });
    },
  });
  // as server.ts wires it
  stopListening = onContentChanged((change) => running?.pageCache?.clear(change.pathPrefix));
  await new Promise<void>((resolve) => running!.server.listen(0, "127.0.0.1", resolve));
  return (running.server.address() as AddressInfo).port;
}

describe("the home page and the page cache", () => {
  it("shows a news row inserted after the page was kept once the content changed", async () => {
    const port = await start();
    const home = () => send(port, "GET", "/home", { host: "localhost" });
    expect((await home()).headers["x-page-cache"]).toBe("miss");
    await ctx.backend.db.insert(news).values({
      id: "cache-test-news",
      date: "2099-12-31",
      category: "company",
      title: { en: "Fresh from the newsroom" },
      summary: { en: "Summary." },
      body: { en: "Body." },
    });
    const kept = await home();
    expect(kept.headers["x-page-cache"]).toBe("hit");
    expect(kept.body.toString()).not.toContain("Fresh from the newsroom");
    contentChanged("news");
    const fresh = await home();
    expect(fresh.headers["x-page-cache"]).toBe("miss");
    expect(fresh.body.toString()).toContain("<h3>Fresh from the newsroom</h3>");
  });
});
