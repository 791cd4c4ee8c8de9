import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { solutions } from "../../db/schema";
import { LAUNCH_WINDOW_DAYS } from "./service";
import { backendForFile } from "../../test/support";

const ctx = backendForFile({ seed: true });

/** The seed's translation of an English catalogue text. */
const translated = (code: string, english: string): string =>
  JSON.parse(
    readFileSync(
      path.join(process.cwd(), "content", "catalogue", "translations", `${code}.json`),
      "utf8",
    ),
  )[english];

interface CatalogueEntry {
  id: string;
  products: string[];
  [key: string]: unknown;
}
const catalogue = (file: string) =>
  JSON.parse(
    readFileSync(path.join(process.cwd(), "content", "catalogue", file), "utf8"),
  ) as CatalogueEntry[];
const seedSolutions = catalogue("solutions.json");
const seedCases = catalogue("cases.json");
const seedProducts = catalogue("products.json");

const get = (path: string, query: Record<string, string> = {}) =>
  ctx.api.call("GET", path, { query });
const countOf = (facet: { value: string; count: number }[], value: string) =>
  facet.find((f) => f.value === value)?.count;

describe("GET /content/solutions", () => {
  it("lists the first page of all solutions with every facet", async () => {
    const reply = await get("/content/solutions");
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ isSuccess: true, code: 0 });
    const data = reply.body.data;
    expect(data.total).toBe(seedSolutions.length);
    expect(data.page).toBe(1);
    expect(data.pageSize).toBe(9);
    expect(data.items).toHaveLength(9);
    expect(Object.keys(data.items[0]).sort()).toEqual(
      ["fallback", "id", "industry", "region", "summary", "title", "type"].sort(),
    );
    const industries = new Set(seedSolutions.map((s) => s.industry));
    expect(data.facets.industry).toHaveLength(industries.size);
    expect(data.facets.region.reduce((n: number, f: { count: number }) => n + f.count, 0)).toBe(
      seedSolutions.length,
    );
  });

  it("pages through the list without repeating a solution", async () => {
    const first = await get("/content/solutions", { pageSize: "5", page: "1" });
    const second = await get("/content/solutions", { pageSize: "5", page: "2" });
    const third = await get("/content/solutions", { pageSize: "5", page: "3" });
    const ids = [first, second, third].flatMap((r) =>
      r.body.data.items.map((i: { id: string }) => i.id),
    );
    expect(ids).toHaveLength(seedSolutions.length);
    expect(new Set(ids).size).toBe(seedSolutions.length);
    expect(third.body.data).toMatchObject({ page: 3, pageSize: 5, total: seedSolutions.length });
    const beyond = await get("/content/solutions", { page: "9" });
    expect(beyond.body.data.items).toEqual([]);
  });

  it("filters by industry, region and type together", async () => {
    const reply = await get("/content/solutions", { region: "europe", type: "outdoor" });
    const expected = seedSolutions.filter((s) => s.region === "europe" && s.type === "outdoor");
    expect(reply.body.data.total).toBe(expected.length);
    expect(reply.body.data.items.map((i: { id: string }) => i.id).sort()).toEqual(
      expected.map((s) => s.id).sort(),
    );
    const retail = await get("/content/solutions", { industry: "retail" });
    expect(retail.body.data.items).toMatchObject([{ id: "retail-analytics", industry: "retail" }]);
  });

  it("counts each facet with the other filters applied", async () => {
    const reply = await get("/content/solutions", { region: "europe" });
    const { facets, total } = reply.body.data;
    const europe = seedSolutions.filter((s) => s.region === "europe");
    expect(total).toBe(europe.length);
    // The region facet ignores its own filter: every region keeps its full count.
    for (const region of new Set(seedSolutions.map((s) => s.region))) {
      expect(countOf(facets.region, region as string), region as string).toBe(
        seedSolutions.filter((s) => s.region === region).length,
      );
    }
    // Industry and type count only European solutions; values without one remain, with zero.
    expect(countOf(facets.type, "outdoor")).toBe(europe.filter((s) => s.type === "outdoor").length);
    expect(countOf(facets.industry, "retail")).toBe(0);
    expect(countOf(facets.industry, "healthcare")).toBe(1);
    expect(facets.industry).toHaveLength(new Set(seedSolutions.map((s) => s.industry)).size);
  });

  it("answers an unknown filter value with an empty list", async () => {
    const reply = await get("/content/solutions", { industry: "no-such-industry" });
    expect(reply.body.data).toMatchObject({ items: [], total: 0 });
  });

  it("treats empty filter values as no filter", async () => {
    const reply = await get("/content/solutions", { industry: "", region: "", type: "" });
    expect(reply.body.data.total).toBe(seedSolutions.length);
  });

  it("answers a bad page or page size with the default one", async () => {
    const queries: Record<string, string>[] = [
      { page: "0" },
      { page: "x" },
      { page: "-1" },
      { page: "1e9" },
      { page: "1000000000" },
      { page: "2.5" },
      { pageSize: "500" },
      { pageSize: "-3" },
    ];
    for (const query of queries) {
      const reply = await get("/content/solutions", query);
      expect(reply.status, JSON.stringify(query)).toBe(200);
      expect(reply.body.data, JSON.stringify(query)).toMatchObject({ page: 1, pageSize: 9 });
      expect(reply.body.data.items.length).toBe(Math.min(9, seedSolutions.length));
    }
  });

  it("answers an overlong or strange filter value with an empty list, not an error", async () => {
    for (const query of <Record<string, string>[]>[
      { industry: "x".repeat(5000) },
      { region: "r".repeat(61) },
      { type: "%" },
      { industry: "' or 1=1 --" },
    ]) {
      const reply = await get("/content/solutions", query);
      expect(reply.status, Object.keys(query)[0]).toBe(200);
      expect(reply.body.data).toMatchObject({ items: [], total: 0 });
    }
  });

  it("takes the first of a repeated filter", async () => {
    const url = "/content/solutions?industry=retail&industry=no-such-industry";
    const reply = await ctx.api.call("GET", url);
    expect(reply.status).toBe(200);
    expect(reply.body.data.total).toBe(seedSolutions.filter((s) => s.industry === "retail").length);
  });

  it("answers in the request's language", async () => {
    const reply = await get("/content/solutions", { industry: "retail", language: "ksa" });
    const retail = seedSolutions.find((s) => s.id === "retail-analytics")!;
    const [item] = reply.body.data.items;
    expect(item.title).toBe((retail.title as Record<string, string>).ksa);
    expect(item.summary).toBe((retail.summary as Record<string, string>).ksa);
    expect(item.fallback).toEqual([]);
  });

  it("falls back to English, and says so, where a text has no translation", async () => {
    await ctx.backend.db.insert(solutions).values({
      id: "english-only",
      industry: "retail",
      region: "europe",
      type: "indoor",
      title: { en: "English-only solution" },
      summary: { en: "Only in English", jp: "日本語の概要" },
      body: { en: "Body" },
      products: [],
    });
    try {
      const reply = await get("/content/solutions", { region: "europe", language: "jp" });
      const item = reply.body.data.items.find((i: { id: string }) => i.id === "english-only");
      expect(item).toMatchObject({
        title: "English-only solution",
        summary: "日本語の概要",
        fallback: ["title"],
      });
      const detail = await get("/content/solutions/english-only", { language: "jp" });
      expect(detail.body.data.fallback).toEqual(["title", "body"]);
    } finally {
      await ctx.backend.db.delete(solutions).where(eq(solutions.id, "english-only"));
    }
  });

  it("answers an unknown language in English", async () => {
    const reply = await get("/content/solutions", { industry: "retail", language: "xx" });
    expect(reply.body.data.items[0].title).toBe("Retail analytics and loss prevention");
  });
});

describe("GET /content/solutions/:id", () => {
  it("answers the solution with its body, products and success stories", async () => {
    const seed = seedSolutions.find((s) => s.id === "retail-analytics")!;
    const reply = await get("/content/solutions/retail-analytics", { language: "es" });
    expect(reply.status).toBe(200);
    const data = reply.body.data;
    expect(data).toMatchObject({
      id: "retail-analytics",
      industry: "retail",
      region: "global",
      type: "indoor",
      title: (seed.title as Record<string, string>).es,
      body: translated("es", seed.body as string),
      fallback: [],
    });
    expect(data.products.map((p: { id: string }) => p.id)).toEqual(seed.products);
    const product = seedProducts.find((p) => p.id === seed.products[0])!;
    expect(data.products[0]).toEqual({
      id: product.id,
      model: product.model,
      type: product.type,
      productClass: product.productClass,
      name: (product.name as Record<string, string>).es,
      summary: (product.summary as Record<string, string>).es,
      fallback: [],
    });
    expect(data.cases.map((c: { id: string }) => c.id)).toEqual(
      seedCases.filter((c) => c.solution === "retail-analytics").map((c) => c.id),
    );
  });

  it("has no fallback in English", async () => {
    const reply = await get("/content/solutions/retail-analytics");
    expect(reply.body.data.fallback).toEqual([]);
  });

  it("answers 404 with code 40400 for an unknown id", async () => {
    const reply = await get("/content/solutions/no-such-solution");
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ isSuccess: false, code: 40400, data: null });
  });
});

describe("GET /content/cases", () => {
  it("lists success stories, newest first, with the industry facet", async () => {
    const reply = await get("/content/cases", { pageSize: "60" });
    const data = reply.body.data;
    expect(data.total).toBe(seedCases.length);
    const dates = data.items.map((i: { date: string }) => i.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(data.items[0]).toMatchObject({
      id: expect.any(String),
      customer: expect.any(String),
      country: expect.any(String),
      industry: expect.any(String),
      title: expect.any(String),
      summary: expect.any(String),
    });
    expect(countOf(data.facets.industry, "retail")).toBe(
      seedCases.filter((c) => c.industry === "retail").length,
    );
  });

  it("filters by industry and pages", async () => {
    const retail = await get("/content/cases", { industry: "retail" });
    expect(retail.body.data.items.map((i: { id: string }) => i.id)).toEqual([
      "marisol-supermercados",
    ]);
    const first = await get("/content/cases");
    const second = await get("/content/cases", { page: "2" });
    expect(first.body.data.items).toHaveLength(Math.min(9, seedCases.length));
    expect(second.body.data.items).toHaveLength(Math.max(0, seedCases.length - 9));
  });

  it("answers in the request's language", async () => {
    const reply = await get("/content/cases", { industry: "retail", language: "tur" });
    const seed = seedCases.find((c) => c.id === "marisol-supermercados")!;
    expect(reply.body.data.items[0].title).toBe((seed.title as Record<string, string>).tur);
  });

  it("answers a bad page with the first one and a strange filter with no stories", async () => {
    const bad = await get("/content/cases", { page: "-1" });
    expect(bad.status).toBe(200);
    expect(bad.body.data).toMatchObject({ page: 1, total: seedCases.length });
    const strange = await get("/content/cases", { industry: "i".repeat(2000), page: "1e9" });
    expect(strange.status).toBe(200);
    expect(strange.body.data).toMatchObject({ items: [], total: 0, page: 1 });
  });
});

describe("a text with no translation", () => {
  it("is answered in English and named in `fallback`", async () => {
    const [row] = await ctx.backend.db
      .select()
      .from(solutions)
      .where(eq(solutions.id, "retail-analytics"));
    const body = { en: "A body an administrator wrote in English only." };
    await ctx.backend.db
      .update(solutions)
      .set({ body })
      .where(eq(solutions.id, "retail-analytics"));
    try {
      const reply = await get("/content/solutions/retail-analytics", { language: "el" });
      expect(reply.body.data).toMatchObject({ body: body.en, fallback: ["body"] });
    } finally {
      await ctx.backend.db
        .update(solutions)
        .set({ body: row!.body })
        .where(eq(solutions.id, "retail-analytics"));
    }
  });
});

describe("GET /content/cases/:id", () => {
  it("answers the story with its products and solution", async () => {
    const seed = seedCases.find((c) => c.id === "marisol-supermercados")!;
    const reply = await get("/content/cases/marisol-supermercados", { language: "zh" });
    const data = reply.body.data;
    expect(data).toMatchObject({
      id: seed.id,
      customer: seed.customer,
      country: seed.country,
      date: seed.date,
      title: (seed.title as Record<string, string>).zh,
      body: translated("zh", seed.body as string),
      fallback: [],
      solution: { id: "retail-analytics", industry: "retail" },
    });
    expect(data.products.map((p: { id: string }) => p.id)).toEqual(seed.products);
  });

  it("answers 404 with code 40400 for an unknown id", async () => {
    const reply = await get("/content/cases/no-such-case");
    expect(reply.status).toBe(404);
    expect(reply.body.code).toBe(40400);
  });
});

describe("GET /content/launches", () => {
  it("lists products in pre-sales or released in the launch window, newest first", async () => {
    const reply = await get("/content/launches", { language: "el" });
    const data = reply.body.data;
    const newest = seedProducts
      .map((p) => p.releaseDate as string)
      .sort()
      .at(-1)!;
    const since = new Date(Date.parse(`${newest}T00:00:00Z`) - LAUNCH_WINDOW_DAYS * 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(data.since).toBe(since);
    const expected = seedProducts.filter(
      (p) => p.preSales === true || (p.releaseDate as string) >= since,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(data.items.map((i: { id: string }) => i.id).sort()).toEqual(
      expected.map((p) => p.id).sort(),
    );
    const dates = data.items.map((i: { releaseDate: string }) => i.releaseDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const first = seedProducts.find((p) => p.id === data.items[0].id)!;
    expect(data.items[0]).toMatchObject({
      model: first.model,
      preSales: first.preSales,
      name: (first.name as Record<string, string>).el,
    });
  });
});
