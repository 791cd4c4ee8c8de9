import { beforeAll, describe, expect, it } from "vitest";
import { DESIGN_FIGURE_KEYS, PUBLIC_SPEC_ROWS } from "./spec-gate";
import { addUser, backendForFile } from "../../test/support";

let token: string;

const ctx = backendForFile({ seed: true });
beforeAll(async () => {
  await addUser(ctx.backend, "viewer@integrator.example", "viewer password 1");
  token = (await ctx.api.login("viewer@integrator.example", "viewer password 1")).body.data.token;
});

describe("product list", () => {
  it("pages through every product with facet counts", async () => {
    const first = await ctx.api.call("GET", "/product/list", { query: { pageSize: "10" } });
    expect(first.body.isSuccess).toBe(true);
    const { items, total, facets } = first.body.data;
    expect(total).toBeGreaterThanOrEqual(40);
    expect(items).toHaveLength(10);
    const classes = Object.fromEntries(
      facets.productClass.map((f: { value: string; count: number }) => [f.value, f.count]),
    );
    expect(classes.camera + classes.recorder + classes.accessory).toBe(total);
    const last = await ctx.api.call("GET", "/product/list", {
      query: { pageSize: "10", page: String(Math.ceil(total / 10)) },
    });
    expect(last.body.data.items.length).toBe(total - 10 * (Math.ceil(total / 10) - 1));
  });

  it("filters by class, type, processor and pre-sales, and counts facets with the other filters", async () => {
    const cameras = (
      await ctx.api.call("GET", "/product/list", {
        query: { productClass: "camera", pageSize: "60" },
      })
    ).body.data;
    expect(cameras.items.every((p: { productClass: string }) => p.productClass === "camera")).toBe(
      true,
    );
    const typeCounts = cameras.facets.type as { value: string; count: number }[];
    expect(typeCounts.reduce((n, f) => n + f.count, 0)).toBe(cameras.total);
    // The class facet still lists every class while a class is chosen.
    expect(cameras.facets.productClass.length).toBe(3);
    const bullet = (await ctx.api.call("GET", "/product/list", { query: { type: "bullet" } })).body
      .data;
    expect(bullet.total).toBe(typeCounts.find((f) => f.value === "bullet")?.count);
    const preSales = (
      await ctx.api.call("GET", "/product/list", { query: { preSales: "true", pageSize: "60" } })
    ).body.data;
    expect(preSales.total).toBeGreaterThan(0);
    expect(preSales.items.every((p: { preSales: boolean }) => p.preSales)).toBe(true);
    const processor = cameras.facets.processor[0].value as string;
    const byProcessor = (await ctx.api.call("GET", "/product/list", { query: { processor } })).body
      .data;
    expect(byProcessor.total).toBeGreaterThan(0);
  });

  it("sorts by hot score and by release date", async () => {
    const hot = (
      await ctx.api.call("GET", "/product/list", { query: { sort: "hot", pageSize: "20" } })
    ).body.data.items;
    const scores = hot.map((p: { hotScore: number }) => p.hotScore);
    expect(scores).toEqual([...scores].sort((a: number, b: number) => b - a));
    const latest = (
      await ctx.api.call("GET", "/product/list", { query: { sort: "latest", pageSize: "20" } })
    ).body.data.items;
    const dates = latest.map((p: { releaseDate: string }) => p.releaseDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("opens the overall list on the flagship cameras, then recorders, then accessories", async () => {
    const items = (await ctx.api.call("GET", "/product/list", { query: { pageSize: "60" } })).body
      .data.items as { productClass: string; series: string; hotScore: number }[];
    const classes = items.map((p) => p.productClass);
    expect(classes.slice(0, 12).every((c) => c === "camera")).toBe(true);
    expect(classes.indexOf("recorder")).toBeLessThan(classes.indexOf("accessory"));
    expect(classes.lastIndexOf("camera")).toBeLessThan(classes.indexOf("recorder"));
    expect(items[0]!.series).toBe("Pro AI");
    const cameras = items.filter((p) => p.productClass === "camera");
    const firstOther = cameras.findIndex((p) => p.series !== "Pro AI");
    expect(cameras.slice(firstOther).every((p) => p.series !== "Pro AI")).toBe(true);
  });

  it("finds a model by name and answers in the request's language", async () => {
    const found = (
      await ctx.api.call("GET", "/product/list", { query: { q: "b580", language: "jp" } })
    ).body.data;
    expect(found.items[0].model).toBe("NV-B580-AI");
    expect(found.items[0].name).not.toMatch(/^8 MP AI bullet camera$/);
    expect(found.items[0].keySpecs[0].label).toBeTruthy();
  });

  it("shows the introduction, specification words and document titles in the request's language", async () => {
    const english = (await ctx.api.call("GET", "/product/nv-b580-ai", { token })).body.data;
    const japanese = (
      await ctx.api.call("GET", "/product/nv-b580-ai", { token, headers: { language: "jp" } })
    ).body.data;
    expect(japanese.introductionFallback).toBe(false);
    expect(japanese.introduction).not.toBe(english.introduction);
    expect(japanese.introduction).toContain("NV-B580-AI");
    const words = (rows: { value: string }[]) => rows.map((r) => r.value).join(" ");
    expect(words(english.specifications)).toMatch(/[A-Za-z]{4,}/);
    expect(words(japanese.specifications)).not.toEqual(words(english.specifications));
    expect(japanese.documents[0].title).not.toBe(english.documents[0].title);
  });

  it("answers a bad sort, page or page size with the default list", async () => {
    const all = (await ctx.api.call("GET", "/product/list")).body.data;
    for (const query of <Record<string, string>[]>[
      { sort: "cheapest" },
      { sort: "zzz", page: "-1" },
      { page: "1e9" },
      { page: "0" },
      { pageSize: "100000" },
    ]) {
      const reply = await ctx.api.call("GET", "/product/list", { query });
      expect(reply.status, JSON.stringify(query)).toBe(200);
      expect(reply.body.data, JSON.stringify(query)).toMatchObject({
        page: 1,
        pageSize: 12,
        total: all.total,
      });
      expect(reply.body.data.items).toEqual(all.items);
    }
  });

  it("answers an unknown or overlong filter value with an empty list", async () => {
    for (const query of <Record<string, string>[]>[
      { productClass: "spaceship" },
      { preSales: "maybe" },
      { type: "t".repeat(41) },
      { processor: "x".repeat(10_000) },
      { memory: "%" },
      { computingPower: "' or '1'='1" },
    ]) {
      const reply = await ctx.api.call("GET", "/product/list", { query });
      expect(reply.status, Object.keys(query)[0]).toBe(200);
      expect(reply.body.data, Object.keys(query)[0]).toMatchObject({ items: [], total: 0 });
    }
  });

  it("cuts a long search text and takes the first of a repeated filter", async () => {
    const long = await ctx.api.call("GET", "/product/list", {
      query: { q: "b580".padEnd(5000, "z") },
    });
    expect(long.status).toBe(200);
    expect(long.body.data.total).toBe(0);
    const repeated = await ctx.api.call(
      "GET",
      "/product/list?productClass=recorder&productClass=camera",
    );
    expect(repeated.status).toBe(200);
    expect(
      repeated.body.data.items.every(
        (p: { productClass: string }) => p.productClass === "recorder",
      ),
    ).toBe(true);
    expect(repeated.body.data.total).toBeGreaterThan(0);
  });
});

describe("product detail", () => {
  it("shows a visitor the first specifications and locks the rest", async () => {
    const detail = (await ctx.api.call("GET", "/product/nv-b580-ai")).body.data;
    expect(detail.model).toBe("NV-B580-AI");
    expect(detail.specifications).toHaveLength(PUBLIC_SPEC_ROWS);
    expect(detail.specificationsTotal).toBeGreaterThan(PUBLIC_SPEC_ROWS);
    expect(detail.specificationsLocked).toBe(true);
    expect(detail.documents.length).toBeGreaterThan(0);
    expect(
      detail.documents
        .filter((d: { gated: boolean; available: boolean }) => d.gated)
        .every((d: { available: boolean }) => !d.available),
    ).toBe(true);
    expect(detail.fittings.length).toBeGreaterThanOrEqual(0);
  });

  it("shows a signed-in user the complete list", async () => {
    const detail = (await ctx.api.call("GET", "/product/nv-b580-ai", { token })).body.data;
    expect(detail.specifications).toHaveLength(detail.specificationsTotal);
    expect(detail.specificationsLocked).toBe(false);
    expect(detail.documents.every((d: { available: boolean }) => d.available)).toBe(true);
  });

  it("answers 404 for an unknown product", async () => {
    const missing = await ctx.api.call("GET", "/product/no-such-thing");
    expect([missing.status, missing.body.code]).toEqual([404, 40400]);
  });
});

describe("comparison and favorites", () => {
  it("puts specifications side by side and marks differences", async () => {
    const list = (
      await ctx.api.call("GET", "/product/list", {
        query: { productClass: "camera", pageSize: "3" },
      })
    ).body.data.items;
    const ids = list.map((p: { id: string }) => p.id);
    const table = (await ctx.api.call("GET", "/product/compare", { query: { ids: ids.join(",") } }))
      .body.data;
    expect(table.products.map((p: { id: string }) => p.id)).toEqual(ids);
    expect(table.rows.length).toBeGreaterThan(5);
    for (const row of table.rows) {
      expect(row.values).toHaveLength(3);
      const seen = row.values.filter((_: unknown, i: number) => !row.locked[i]);
      expect(row.differs).toBe(new Set(seen).size > 1);
    }
  });

  it("shows a visitor only the rows a product page shows, and a signed-in user all", async () => {
    // The NV-B480-AI's focal length is its ninth row, the NV-B580-AI's its eighth.
    const ids = "nv-b580-ai,nv-b480-ai";
    const visitor = (await ctx.api.call("GET", "/product/compare", { query: { ids } })).body.data;
    const detail = (await ctx.api.call("GET", "/product/nv-b580-ai")).body.data;
    const publicKeys = detail.specifications.map((s: { key: string }) => s.key);
    // Weight is the last row of the camera's list: a visitor never reads it.
    expect(publicKeys).not.toContain("weight");
    expect(visitor.rows.map((r: { key: string }) => r.key)).not.toContain("weight");
    expect(visitor.locked).toBe(true);
    expect(visitor.products[0].specificationsShown).toBe(PUBLIC_SPEC_ROWS);
    for (const row of visitor.rows) {
      // A value of the camera is there only when its product page shows it to a visitor.
      if (row.values[0] !== null) expect(publicKeys).toContain(row.key);
      row.locked.forEach((locked: boolean, i: number) => {
        if (locked) expect(row.values[i]).toBeNull();
      });
    }
    // A row public for one product and not for the other: that cell is locked, not shown.
    const focal = visitor.rows.find((r: { key: string }) => r.key === "focalLength");
    expect(focal.values[0]).not.toBeNull();
    expect([focal.values[1], focal.locked[1]]).toEqual([null, true]);

    const signedIn = (await ctx.api.call("GET", "/product/compare", { query: { ids }, token })).body
      .data;
    expect(signedIn.locked).toBe(false);
    const weight = signedIn.rows.find((r: { key: string }) => r.key === "weight");
    expect(weight.values.every((v: string | null) => v !== null)).toBe(true);
    expect(signedIn.rows.every((r: { locked: boolean[] }) => !r.locked.includes(true))).toBe(true);
    const full = (await ctx.api.call("GET", "/product/nv-b580-ai", { token })).body.data;
    expect(
      signedIn.rows.filter((r: { values: (string | null)[] }) => r.values[0] !== null),
    ).toHaveLength(full.specificationsTotal);
  });

  it("answers the design tools' figures, and only those, to every reader", async () => {
    const figures = (
      await ctx.api.call("GET", "/product/design-figures", {
        query: { ids: "nv-n0808,nv-b580-ai" },
      })
    ).body.data.products;
    expect(figures.map((p: { id: string }) => p.id)).toEqual(["nv-n0808", "nv-b580-ai"]);
    expect(Object.keys(figures[0].figures)).toEqual(
      expect.arrayContaining(["channels", "incomingBandwidth", "hddBays", "maxHddCapacity"]),
    );
    expect(figures[1].figures.bitRate).toBeTruthy();
    for (const p of figures)
      for (const key of Object.keys(p.figures))
        expect(DESIGN_FIGURE_KEYS as readonly string[]).toContain(key);
  });

  it("adds, lists and removes favorites for a signed-in user only", async () => {
    expect(
      (await ctx.api.call("POST", "/product/favorites", { json: { productId: "nv-b580-ai" } })).body
        .code,
    ).toBe(40000);
    // Adding a favorite twice keeps one.
    for (const _ of [1, 2]) {
      const added = await ctx.api.call("POST", "/product/favorites", {
        token,
        json: { productId: "nv-b580-ai" },
      });
      expect(added.body.isSuccess).toBe(true);
    }
    expect(
      (await ctx.api.call("POST", "/product/favorites", { token, json: { productId: "nope" } }))
        .body.code,
    ).toBe(40400);
    const list = (await ctx.api.call("GET", "/product/favorites", { token })).body.data;
    expect(list.map((f: { id: string }) => f.id)).toEqual(["nv-b580-ai"]);
    expect((await ctx.api.call("GET", "/product/nv-b580-ai", { token })).body.data.favorite).toBe(
      true,
    );
    await ctx.api.call("DELETE", "/product/favorites/nv-b580-ai", { token });
    expect((await ctx.api.call("GET", "/product/favorites", { token })).body.data).toEqual([]);
  });
});
