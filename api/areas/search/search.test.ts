import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Backend } from "../../backend";
import { client, testBackend } from "../../test/support";

let backend: Backend;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  backend = await testBackend({}, { seed: true });
  api = client(backend);
}, 120_000);
afterAll(() => backend.close());

const search = (query: Record<string, string>, language = "en") =>
  api.call("GET", "/search", { query, headers: { language } });

describe("GET /api/search", () => {
  it("finds products, solutions, cases and algorithms, grouped in that order", async () => {
    const { status, body } = await search({ q: "retail", pageSize: "50" });
    expect(status).toBe(200);
    const kinds = body.data.items.map((hit: { kind: string }) => hit.kind);
    expect(kinds).toContain("solution");
    const order = ["product", "solution", "case", "algorithm"];
    expect([...kinds].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(kinds);
    const counted = body.data.facets.kind.reduce(
      (sum: number, f: { count: number }) => sum + f.count,
      0,
    );
    expect(counted).toBe(body.data.total);
  });

  it("matches part of a word in Japanese (no spaces) and answers in that language", async () => {
    const { body } = await search({ q: "バレット" }, "jp");
    expect(body.data.total).toBeGreaterThan(3);
    expect(body.data.items[0].kind).toBe("product");
    expect(body.data.items[0].title).toMatch(/バレット/);
    expect(body.data.items[0]).toMatchObject({
      type: expect.any(String),
      model: expect.any(String),
    });
  });

  it("finds by English text in any language, and by product model", async () => {
    const { body } = await search({ q: "people counting" }, "zh");
    expect(body.data.items.some((h: { id: string }) => h.id === "people-counting")).toBe(true);
    expect(body.data.items.find((h: { id: string }) => h.id === "people-counting").title).toBe(
      "人数统计",
    );
    const byModel = await search({ q: "NV-B580" });
    expect(byModel.body.data.items[0]).toMatchObject({ kind: "product", id: "nv-b580-ai" });
  });

  it("keeps to one kind and pages", async () => {
    const all = await search({ q: "camera", kind: "product" });
    expect(all.body.data.total).toBeGreaterThan(20);
    expect(all.body.data.items).toHaveLength(20);
    const second = await search({ q: "camera", kind: "product", page: "2" });
    expect(second.body.data.items[0].id).not.toBe(all.body.data.items[0].id);
  });

  it("takes pattern characters literally and finds nothing without text or for an unknown kind", async () => {
    expect((await search({ q: "a%b" })).body.data.total).toBe(0);
    expect((await search({ q: "a_c" })).body.data.total).toBe(0);
    expect((await search({})).body.data).toMatchObject({ total: 0, items: [] });
    expect((await search({ q: "camera", kind: "nope" })).body.data.total).toBe(0);
  });

  it("lists every detail page of the catalogue for the sitemap", async () => {
    const { body } = await api.call("GET", "/search/pages");
    const count = (kind: string) =>
      body.data.items.filter((i: { kind: string }) => i.kind === kind).length;
    expect(count("product")).toBe(50);
    expect(count("solution")).toBe(12);
    expect(count("case")).toBe(10);
    expect(count("algorithm")).toBe(24);
    expect(body.data.items[0]).toMatchObject({ kind: "product", type: expect.any(String) });
  });
});
