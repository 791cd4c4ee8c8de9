import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { backendForFile, client } from "../../test/support";
import type { AssistantModelConfig } from "../../config";
import { retrieve } from "./retrieve";
import { answerFully, QUESTION_LIMIT } from "./service";

const ctx = backendForFile({ seed: true });

const ask = (question: string, language = "en", conversationId?: string) =>
  client(ctx.backend).call("POST", "/assistant/questions", {
    json: { question, ...(conversationId ? { conversationId } : {}) },
    query: { language },
  });

describe("the assistant's retrieval", () => {
  it("answers an English question with quoted sources and their site paths", async () => {
    const reply = await ask("How do I reset a camera when the admin password is lost?");
    expect(reply.status).toBe(200);
    const { turn, conversationId } = reply.body.data;
    expect(conversationId).toMatch(/^[0-9a-f]{32}$/);
    expect(turn.mode).toBe("quotes");
    expect(turn.sources.length).toBeGreaterThan(0);
    expect(turn.sources.length).toBeLessThanOrEqual(5);
    expect(turn.sources[0].path).toBe("/FAQ/faq-001/detail");
    expect(turn.sources[0].kind).toBe("faq");
    expect(turn.sources[0].quote.toLowerCase()).toContain("password");
    for (const source of turn.sources) {
      expect(source.path).toMatch(/^\/(FAQ|knowledge|documentation|product-center|\w+wiki)\b/);
      expect(source.quote.length).toBeLessThanOrEqual(330);
    }
  });

  it("finds wiki articles with their wiki paths", async () => {
    const sources = await retrieve(
      ctx.backend.db,
      "How do I calculate the PoE power budget?",
      "en",
    );
    expect(sources.some((s) => s.kind === "wiki" && /^\/\w+wiki\/[^/]+\/[^/]+$/.test(s.path))).toBe(
      true,
    );
    expect(sources.some((s) => s.path === "/FAQ/faq-004/detail")).toBe(true);
  });

  it("answers in Arabic from the Arabic texts", async () => {
    const sources = await retrieve(
      ctx.backend.db,
      "كيف أعيد ضبط الكاميرا إذا فقدت كلمة المرور؟",
      "ksa",
    );
    expect(sources[0]?.path).toBe("/FAQ/faq-001/detail");
    expect(sources[0]?.title).toMatch(/كلمة مرور/);
    expect(sources[0]?.quote).toMatch(/[\u0600-\u06ff]/);
  });

  it("answers in Japanese from the Japanese texts", async () => {
    const sources = await retrieve(ctx.backend.db, "ファームウェアを更新する方法", "jp");
    expect(sources.map((s) => s.path)).toContain("/FAQ/faq-002/detail");
    const faq = sources.find((s) => s.path === "/FAQ/faq-002/detail");
    expect(faq?.title).toContain("ファームウェア");
  });

  it("declines when nothing matches, and invents nothing", async () => {
    const reply = await ask("zzqx flibber");
    expect(reply.status).toBe(200);
    expect(reply.body.data.turn).toMatchObject({ mode: "none", answer: "", sources: [] });
    expect((await ask("What is the weather in Paris tomorrow?")).body.data.turn.mode).toBe("none");
  });
});

describe("the assistant's questions", () => {
  it("refuses a question that is too short or too long", async () => {
    expect((await ask("x")).status).toBe(400);
    expect((await ask("   ")).status).toBe(400);
    expect((await ask("password ".repeat(60))).status).toBe(400);
    expect((await ask("p".repeat(500))).status).toBe(200);
  });

  it("keeps the conversation: the next question is appended", async () => {
    const first = await ask("How do I upgrade the firmware?");
    const id = first.body.data.conversationId;
    const second = await ask("What warranty do your products have?", "en", id);
    expect(second.body.data.conversationId).toBe(id);
    const stored = await client(ctx.backend).call("GET", `/assistant/conversations/${id}`);
    expect(stored.status).toBe(200);
    expect(stored.body.data.turns.map((t: { question: string }) => t.question)).toEqual([
      "How do I upgrade the firmware?",
      "What warranty do your products have?",
    ]);
    const unknown = await client(ctx.backend).call(
      "GET",
      `/assistant/conversations/${"0".repeat(32)}`,
    );
    expect(unknown.status).toBe(404);
    expect((await client(ctx.backend).call("GET", "/assistant/conversations/nope")).status).toBe(
      404,
    );
  });

  it("limits the questions of one address", async () => {
    const api = client(ctx.backend);
    const send = () => api.call("POST", "/assistant/questions", { json: { question: "warranty" } });
    for (let i = 0; i < QUESTION_LIMIT.max; i++) expect((await send()).status).toBe(200);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(40013);
  });

  it("streams the sources, then the end with the conversation's id", async () => {
    const response = await ctx.backend.fetch(
      new Request("http://site.test/api/assistant/ask?language=en", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: client(ctx.backend).basic,
          "x-client-address": "203.0.113.77",
        },
        body: JSON.stringify({ question: "How much storage do I need for a project?" }),
      }),
    );
    expect(response.headers.get("content-type")).toContain("application/x-ndjson");
    const events = (await response.text())
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(events[0].type).toBe("sources");
    expect(events[0].sources[0].path).toBe("/FAQ/faq-005/detail");
    expect(events.at(-1)).toMatchObject({ type: "done" });
  });
});

describe("the assistant with a language model", () => {
  let server: Server;
  let base = "";
  const received: { messages: { role: string; content: string }[]; stream: boolean }[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = "";
      req.on("data", (c) => {
        raw += c;
      });
      req.on("end", () => {
        if (req.url === "/broken/chat/completions") {
          res.writeHead(500).end("down");
          return;
        }
        received.push(JSON.parse(raw));
        res.writeHead(200, { "content-type": "text/event-stream" });
        for (const piece of ["Use ", "Forgot password ", "[1]."])
          res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: piece } }] })}\n\n`);
        res.end("data: [DONE]\n\n");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const model = (url: string): AssistantModelConfig => ({
    url,
    key: "test-key",
    model: "test-model",
    timeoutMs: 5000,
  });

  it("streams the model's answer built from the numbered passages; the sources come from retrieval", async () => {
    const { turn } = await answerFully(ctx.backend.db, model(`${base}/v1`), {
      question: "كيف أعيد ضبط الكاميرا إذا فقدت كلمة المرور؟",
      language: "ksa",
    });
    expect(turn).toMatchObject({
      mode: "model",
      fallback: false,
      answer: "Use Forgot password [1].",
    });
    expect(turn.sources[0]?.path).toBe("/FAQ/faq-001/detail");
    const sent = received.at(-1)!;
    expect(sent.stream).toBe(true);
    expect(sent.messages[0]!.content).toContain("[1]");
    expect(sent.messages[0]!.content).toContain("Arabic");
    expect(sent.messages[1]!.content).toContain("كلمة المرور");
  });

  it("falls back to the quotes when the model fails", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { turn } = await answerFully(ctx.backend.db, model(`${base}/broken`), {
      question: "How do I reset a camera when the admin password is lost?",
      language: "en",
    });
    expect(turn).toMatchObject({ mode: "quotes", fallback: true, answer: "" });
    expect(turn.sources.length).toBeGreaterThan(0);
    expect(String(logged.mock.calls[0]?.[0])).toContain("assistant model failed");
    logged.mockRestore();
  });

  it("asks no model when nothing matches", async () => {
    const before = received.length;
    const { turn } = await answerFully(ctx.backend.db, model(`${base}/v1`), {
      question: "zzqx flibber",
      language: "en",
    });
    expect(turn.mode).toBe("none");
    expect(received.length).toBe(before);
  });
});
