import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { news, products, solutions, events, faqs, successCases, userRoles, ROLES } from "./schema";
import { seedIfEmpty } from "./seed";
import { client, backendForFile } from "../test/support";

const ctx = backendForFile({ seed: true });

const count = async (table: PgTable) => {
  const [row] = await ctx.backend.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return Number(row?.n);
};

describe("seed catalogue", () => {
  it("loads a realistic vendor's catalogue", async () => {
    expect(await count(products)).toBeGreaterThanOrEqual(40);
    expect(await count(solutions)).toBeGreaterThanOrEqual(12);
    expect(await count(news)).toBeGreaterThanOrEqual(20);
    expect(await count(events)).toBeGreaterThanOrEqual(10);
    expect(await count(faqs)).toBeGreaterThanOrEqual(40);
    expect(await count(successCases)).toBeGreaterThanOrEqual(10);
    const classes = await ctx.backend.db
      .select({ c: products.productClass, n: sql<number>`count(*)::int` })
      .from(products)
      .groupBy(products.productClass);
    expect(Object.fromEntries(classes.map((r) => [r.c, Number(r.n)]))).toMatchObject({
      camera: expect.any(Number),
      recorder: expect.any(Number),
      accessory: expect.any(Number),
    });
  });

  it("has product names and summaries in all eight languages", async () => {
    const rows = await ctx.backend.db
      .select({ name: products.name, summary: products.summary })
      .from(products);
    for (const row of rows) {
      for (const text of [row.name, row.summary]) {
        expect(Object.keys(text).sort()).toEqual([
          "br",
          "el",
          "en",
          "es",
          "jp",
          "ksa",
          "tur",
          "zh",
        ]);
      }
    }
  });

  it("fills in the brand name", async () => {
    const rows = await ctx.backend.db.select({ title: news.title }).from(news);
    expect(JSON.stringify(rows)).not.toContain("{{brand}}");
  });

  it("creates accounts of every role that can sign in", async () => {
    const roles = await ctx.backend.db.selectDistinct({ role: userRoles.role }).from(userRoles);
    expect(roles.map((r) => r.role).sort()).toEqual([...ROLES].sort());
    const reply = await client(ctx.backend).login(
      "admin@northlight-vision.example",
      "Aurora-Keystone-2026!",
    );
    expect(reply.body).toMatchObject({ isSuccess: true, data: { roles: ["admin"] } });
  });

  it("leaves a database with accounts alone", async () => {
    expect(await seedIfEmpty(ctx.backend.db)).toBe(false);
  });
});
