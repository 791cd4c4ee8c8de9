import { describe, expect, it } from "vitest";
import { backendForFile } from "../../test/support";
import { eq } from "drizzle-orm";
import { solutions } from "../../db/schema";
import { contentChanged } from "#shared/content-events";

const ctx = backendForFile({ seed: true });

const search = (query: Record<string, string>, language = "en") =>
  ctx.api.call("GET", "/search", { query: { pageSize: "50", ...query }, headers: { language } });

type Found = { data: { items: { id: string }[] } };
const ids = (body: Found) => body.data.items.map((hit) => hit.id);

describe("GET /api/search", () => {
  it("finds products, solutions, cases and algorithms in runs of one kind, counted by kind", async () => {
    const { status, body } = await search({ q: "retail", pageSize: "50" });
    expect(status).toBe(200);
    const kinds: string[] = body.data.items.map((hit: { kind: string }) => hit.kind);
    expect(kinds).toContain("solution");
    const runs = kinds.filter((kind, i) => kind !== kinds[i - 1]);
    expect(new Set(runs).size).toBe(runs.length);
    const counted = body.data.facets.kind.reduce(
      (sum: number, f: { count: number }) => sum + f.count,
      0,
    );
    expect(counted).toBe(body.data.total);
  });

  it("finds words in any order, with their spelling variants: licence and license", async () => {
    for (const q of ["license plate", "licence plate", "Plate licence", "licence plates"]) {
      const { body } = await search({ q });
      expect(body.data.items[0], q).toMatchObject({ kind: "product", id: "nv-b560-lpr" });
      expect(
        ids(body).filter((id) => id === "licence-plate-recognition"),
        q,
      ).toHaveLength(1);
    }
  });

  it("finds every thermal model by two words that are in different texts", async () => {
    const thermal = (body: Found) => ids(body).filter((id) => id.startsWith("nv-th"));
    const one = await search({ q: "thermal", kind: "product" });
    const two = await search({ q: "thermal camera", kind: "product" });
    expect(thermal(one.body)).toHaveLength(3);
    expect(thermal(two.body).sort()).toEqual(thermal(one.body).sort());
    // The three lead: "thermal" is in their names, not only in a summary.
    expect(ids(two.body).slice(0, 3).sort()).toEqual(thermal(one.body).sort());
    expect((await search({ q: "camera thermal" })).body.data.total).toBe(
      (await search({ q: "thermal camera" })).body.data.total,
    );
  });

  it("needs every word: one word found nowhere finds nothing", async () => {
    expect((await search({ q: "thermal zzzz" })).body.data.total).toBe(0);
    expect((await search({ q: "therm" })).body.data.total).toBe(0);
  });

  it("ranks a title or model holding the query first", async () => {
    const byModel = await search({ q: "NV-B580" });
    expect(byModel.body.data.items[0]).toMatchObject({ kind: "product", id: "nv-b580-ai" });
    expect((await search({ q: "B56" })).body.data.items[0]).toMatchObject({ id: "nv-b560-lpr" });
    // The algorithm named "People counting" comes before the cameras that mention it.
    const { body } = await search({ q: "people counting" }, "zh");
    expect(body.data.items[0]).toMatchObject({ kind: "algorithm", id: "people-counting" });
    expect(body.data.items[0].title).toBe("人数统计");
    expect(body.data.items.some((h: { kind: string }) => h.kind === "product")).toBe(true);
  });

  it("reads Arabic without article, vowel marks, hamza forms or ta marbuta", async () => {
    const plain = await search({ q: "كاميرات حرارية", kind: "product" }, "ksa");
    const marked = await search({ q: "الكاميرات الحراريّة", kind: "product" }, "ksa");
    expect(ids(plain.body).slice(0, 2).sort()).toEqual(["nv-th384-t", "nv-th640-b"]);
    expect(ids(marked.body)).toEqual(ids(plain.body));
    expect(plain.body.data.items[0].title).toMatch(/حرارية/);
    const plates = await search({ q: "لوحات المركبات" }, "ksa");
    expect(ids(plates.body)).toContain("nv-b560-lpr");
  });

  it("cuts Japanese and Chinese queries into words, found with text between them", async () => {
    // サーマルバレットカメラ, 双光谱热成像枪式摄像机: the query's words are not side by side.
    const jp = await search({ q: "サーマルカメラ", kind: "product" }, "jp");
    expect(ids(jp.body).filter((id) => id.startsWith("nv-th"))).toHaveLength(3);
    expect(jp.body.data.items[0].title).toMatch(/サーマル/);
    const zh = await search({ q: "热成像摄像机", kind: "product" }, "zh");
    expect(ids(zh.body).filter((id) => id.startsWith("nv-th"))).toHaveLength(3);
    // The algorithm named 车牌识别 first, then the camera whose name holds it.
    const plates = await search({ q: "车牌识别" }, "zh");
    expect(plates.body.data.items[0]).toMatchObject({ id: "licence-plate-recognition" });
    const products = plates.body.data.items.filter((h: { kind: string }) => h.kind === "product");
    expect(products[0]).toMatchObject({
      id: "nv-b560-lpr",
      title: expect.stringMatching(/车牌识别/),
    });
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

  it("finds by English text in any language", async () => {
    const { body } = await search({ q: "people counting" }, "zh");
    expect(body.data.items.some((h: { id: string }) => h.id === "people-counting")).toBe(true);
  });

  it("keeps to one kind and pages", async () => {
    const all = await search({ q: "camera", kind: "product", pageSize: "20" });
    expect(all.body.data.total).toBeGreaterThan(20);
    expect(all.body.data.items).toHaveLength(20);
    const second = await search({ q: "camera", kind: "product", page: "2", pageSize: "20" });
    expect(second.body.data.items[0].id).not.toBe(all.body.data.items[0].id);
  });

  it("reads punctuation as space and finds nothing without words or for an unknown kind", async () => {
    expect((await search({ q: "therm%" })).body.data.total).toBe(0);
    expect((await search({ q: "%_\\" })).body.data).toMatchObject({ total: 0, items: [] });
    expect((await search({ q: "thermal_camera" })).body.data.total).toBe(
      (await search({ q: "thermal camera" })).body.data.total,
    );
    expect((await search({})).body.data).toMatchObject({ total: 0, items: [] });
    expect((await search({ q: "camera", kind: "nope" })).body.data.total).toBe(0);
  });

  it("sees the catalogue's new texts after a content change", async () => {
    const [row] = await ctx.backend.db
      .select({ title: solutions.title })
      .from(solutions)
      .where(eq(solutions.id, "retail-analytics"));
    expect((await search({ q: "quokka" })).body.data.total).toBe(0);
    await ctx.backend.db
      .update(solutions)
      .set({ title: { ...row!.title, en: "Retail analytics for quokka stores" } })
      .where(eq(solutions.id, "retail-analytics"));
    contentChanged("catalogue");
    try {
      expect(ids((await search({ q: "quokkas" })).body)).toEqual(["retail-analytics"]);
    } finally {
      await ctx.backend.db
        .update(solutions)
        .set({ title: row!.title })
        .where(eq(solutions.id, "retail-analytics"));
      contentChanged("catalogue");
    }
  });

  it("lists every detail page of the catalogue for the sitemap", async () => {
    const { body } = await ctx.api.call("GET", "/search/pages");
    const count = (kind: string) =>
      body.data.items.filter((i: { kind: string }) => i.kind === kind).length;
    expect(count("product")).toBe(50);
    expect(count("solution")).toBe(12);
    expect(count("case")).toBe(10);
    expect(count("algorithm")).toBe(24);
    expect(body.data.items[0]).toMatchObject({ kind: "product", type: expect.any(String) });
  });
});
