import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { algorithms } from "../../db/schema";
import { CATALOGUE_DIR } from "../../db/seed";
import { backendForFile } from "../../test/support";

type Texts = Record<"en" | "br" | "ksa" | "tur" | "el" | "es" | "jp" | "zh", string>;

interface SeedAlgorithm {
  id: string;
  name: Texts;
  summary: Texts;
  scenario: string;
  classification: string;
  platform: string;
  algorithmType: string;
  latestVersionDate: string;
  products: string[];
  cases: string[];
  evaluations: { rating: number; date: string }[];
}

const FACETS = ["scenario", "classification", "platform", "algorithmType"] as const;
const catalogue: SeedAlgorithm[] = JSON.parse(
  readFileSync(path.join(CATALOGUE_DIR, "algorithms.json"), "utf8").replaceAll(
    "{{brand}}",
    "Northlight Vision",
  ),
);
/** The store's order: newest version first, then by id. */
const newestFirst = [...catalogue].sort(
  (a, b) =>
    b.latestVersionDate.localeCompare(a.latestVersionDate) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
);

/** The most frequent value of a facet, so that filtering by it keeps several algorithms. */
function commonValue(facet: (typeof FACETS)[number]): string {
  const counts = new Map<string, number>();
  for (const a of catalogue) counts.set(a[facet], (counts.get(a[facet]) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
}

const list = (query: Record<string, string> = {}) =>
  ctx.api.call("GET", "/algorithm/list", { query: { language: "en", ...query } });

const ctx = backendForFile({ seed: true });

describe("GET /algorithm/list", () => {
  it("lists the first page, newest version first, with summary fields only", async () => {
    const reply = await list();
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ isSuccess: true, code: 0 });
    const { items, total, page, pageSize } = reply.body.data;
    expect(catalogue.length).toBeGreaterThanOrEqual(20);
    expect({ total, page, pageSize }).toEqual({ total: catalogue.length, page: 1, pageSize: 12 });
    expect(items.map((i: { id: string }) => i.id)).toEqual(
      newestFirst.slice(0, 12).map((a) => a.id),
    );
    const first = newestFirst[0]!;
    expect(items[0]).toEqual({
      id: first.id,
      name: first.name.en,
      summary: first.summary.en,
      scenario: first.scenario,
      classification: first.classification,
      platform: first.platform,
      algorithmType: first.algorithmType,
      provider: { name: expect.any(String) },
      releaseDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      latestVersionDate: first.latestVersionDate,
    });
  });

  for (const facet of FACETS) {
    it(`filters by ${facet}`, async () => {
      const value = commonValue(facet);
      const expected = newestFirst.filter((a) => a[facet] === value);
      const reply = await list({ [facet]: value, pageSize: "50" });
      expect(reply.body.data.total).toBe(expected.length);
      expect(reply.body.data.items.map((i: { id: string }) => i.id)).toEqual(
        expected.map((a) => a.id),
      );
    });
  }

  it("combines filters, and treats empty parameters as no filter", async () => {
    const scenario = commonValue("scenario");
    const platform = catalogue.find((a) => a.scenario === scenario)!.platform;
    const expected = catalogue.filter((a) => a.scenario === scenario && a.platform === platform);
    const reply = await list({ scenario, platform, classification: "", algorithmType: "" });
    expect(reply.body.data.total).toBe(expected.length);
    const none = await list({ scenario, classification: "no-such-classification" });
    expect(none.body.data).toMatchObject({ total: 0, items: [] });
  });

  it("counts every facet value with the other filters applied", async () => {
    const classification = commonValue("classification");
    const reply = await list({ classification });
    const { facets } = reply.body.data;
    const countsOf = (facet: (typeof FACETS)[number], rows: SeedAlgorithm[]) => {
      const values = [...new Set(catalogue.map((a) => a[facet]))].sort();
      return values.map((value) => ({
        value,
        count: rows.filter((a) => a[facet] === value).length,
      }));
    };
    const withClassification = catalogue.filter((a) => a.classification === classification);
    expect(facets.scenario).toEqual(countsOf("scenario", withClassification));
    expect(facets.platform).toEqual(countsOf("platform", withClassification));
    expect(facets.algorithmType).toEqual(countsOf("algorithmType", withClassification));
    // A facet's own filter does not narrow its counts: the visitor can switch to another value.
    expect(facets.classification).toEqual(countsOf("classification", catalogue));
  });

  it("pages through the results", async () => {
    const second = await list({ page: "2", pageSize: "5" });
    expect(second.body.data).toMatchObject({ page: 2, pageSize: 5, total: catalogue.length });
    expect(second.body.data.items.map((i: { id: string }) => i.id)).toEqual(
      newestFirst.slice(5, 10).map((a) => a.id),
    );
    const last = Math.ceil(catalogue.length / 5);
    const beyond = await list({ page: String(last + 1), pageSize: "5" });
    expect(beyond.body.data.items).toEqual([]);
    const invalid: Record<string, string>[] = [
      { page: "0" },
      { page: "x" },
      { page: "-1" },
      { page: "1e9" },
      { pageSize: "500" },
    ];
    for (const query of invalid) {
      const bad = await list(query);
      expect(bad.status, JSON.stringify(query)).toBe(200);
      expect(bad.body.data, JSON.stringify(query)).toMatchObject({ page: 1, pageSize: 12 });
    }
  });

  it("answers an overlong or unknown filter with an empty list and cuts a long search", async () => {
    for (const query of <Record<string, string>[]>[
      { scenario: "s".repeat(101) },
      { classification: "no-such-classification" },
      { platform: "p".repeat(10_000) },
    ]) {
      const reply = await list(query);
      expect(reply.status, Object.keys(query)[0]).toBe(200);
      expect(reply.body.data).toMatchObject({ items: [], total: 0 });
    }
    const long = await list({ q: "q".repeat(5000) });
    expect(long.status).toBe(200);
    expect(long.body.data.total).toBe(0);
    const target = newestFirst[0]!;
    const cut = await list({ q: `${target.id}${" ".repeat(200)}zzz` });
    expect(cut.body.data.items.map((i: { id: string }) => i.id)).toContain(target.id);
  });

  it("searches names in the visitor's language and in English", async () => {
    const target = newestFirst[3]!;
    const reply = await list({ q: target.name.en.toUpperCase() });
    expect(reply.body.data.items.map((i: { id: string }) => i.id)).toContain(target.id);
    const translated = await list({ q: target.name.jp, language: "jp" });
    expect(translated.body.data.items.map((i: { id: string }) => i.id)).toContain(target.id);
    const literal = await list({ q: "%" });
    expect(literal.body.data.total).toBeLessThan(catalogue.length);
  });

  it("answers in the request's language, English for an unknown one", async () => {
    const first = newestFirst[0]!;
    const ksa = await list({ language: "ksa" });
    expect(ksa.body.data.items[0]).toMatchObject({
      name: first.name.ksa,
      summary: first.summary.ksa,
    });
    const unknown = await list({ language: "xx" });
    expect(unknown.body.data.items[0].name).toBe(first.name.en);
  });

  it("falls back to English where a text has no translation", async () => {
    await ctx.backend.db.insert(algorithms).values({
      id: "zz-english-only",
      name: { en: "English-only analytics", es: "" },
      summary: { en: "Only written in English." },
      scenario: "test",
      classification: "test",
      platform: "test",
      algorithmType: "test",
      provider: { name: "Test provider", profile: "Profile.", contactEmail: "p@test.example" },
      releaseDate: "2020-01-01",
      latestVersionDate: "2020-01-02",
    });
    try {
      const reply = await list({ language: "es", scenario: "test" });
      expect(reply.body.data.items).toEqual([
        expect.objectContaining({
          name: "English-only analytics",
          summary: "Only written in English.",
        }),
      ]);
      const detail = await ctx.api.call("GET", "/algorithm/zz-english-only", {
        query: { language: "es" },
      });
      expect(detail.body.data).toMatchObject({
        name: "English-only analytics",
        detailsLanguage: "es",
        products: [],
        cases: [],
        evaluations: [],
        rating: { average: null, count: 0 },
      });
    } finally {
      await ctx.backend.db.delete(algorithms).where(eq(algorithms.id, "zz-english-only"));
    }
  });
});

describe("GET /algorithm/:id", () => {
  const withEverything =
    catalogue.find(
      (a) => a.products.length > 0 && a.cases.length > 0 && a.evaluations.length > 0,
    ) ?? catalogue[0]!;

  it("answers every section of the detail page", async () => {
    const reply = await ctx.api.call("GET", `/algorithm/${withEverything.id}`, {
      query: { language: "br" },
    });
    expect(reply.status).toBe(200);
    const data = reply.body.data;
    expect(data).toMatchObject({
      id: withEverything.id,
      name: withEverything.name.br,
      summary: withEverything.summary.br,
      scenario: withEverything.scenario,
      classification: withEverything.classification,
      platform: withEverything.platform,
      algorithmType: withEverything.algorithmType,
      latestVersionDate: withEverything.latestVersionDate,
      provider: {
        name: expect.any(String),
        profile: expect.any(String),
        contactEmail: expect.stringContaining("@"),
      },
      support: { email: expect.stringContaining("@"), hours: expect.anything() },
    });
    expect(Object.keys(data.details).sort()).toEqual(
      [
        "graphic",
        "highlights",
        "introduction",
        "parameters",
        "scenarioRequirements",
        "solutions",
        "supportingApplications",
        "userManual",
        "versions",
      ].sort(),
    );
    expect(data.details.parameters[0]).toEqual({
      name: expect.any(String),
      value: expect.any(String),
    });
    expect(data.details.graphic).not.toBe("");
    const dates = data.details.versions.map((v: { date: string }) => v.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("joins the associated products, customer cases and evaluations", async () => {
    const reply = await ctx.api.call("GET", `/algorithm/${withEverything.id}`, {
      query: { language: "ksa" },
    });
    const data = reply.body.data;
    expect(data.products.map((p: { id: string }) => p.id)).toEqual(withEverything.products);
    expect(data.products[0]).toEqual({
      id: withEverything.products[0],
      model: expect.stringMatching(/^NV-/),
      type: expect.any(String),
      productClass: expect.any(String),
      name: expect.any(String),
      summary: expect.any(String),
    });
    expect(data.cases.map((c: { id: string }) => c.id)).toEqual(withEverything.cases);
    expect(data.cases[0]).toEqual({
      id: withEverything.cases[0],
      title: expect.stringMatching(/[\u0600-\u06ff]/),
      customer: expect.any(String),
      country: expect.any(String),
    });
    expect(data.evaluations).toHaveLength(withEverything.evaluations.length);
    const ratings = withEverything.evaluations.map((e) => e.rating);
    expect(data.rating).toEqual({
      average: Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10,
      count: ratings.length,
    });
  });

  it("answers 404 for an unknown algorithm", async () => {
    const reply = await ctx.api.call("GET", "/algorithm/no-such-algorithm");
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ isSuccess: false, code: 40400, data: null });
  });
});
