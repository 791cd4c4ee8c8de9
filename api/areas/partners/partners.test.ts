import path from "node:path";
import { describe, expect, it } from "vitest";
import { partners } from "../../db/schema";
import { backendForFile } from "../../test/support";
import { PARTNER_TYPES } from "./schemas";
import { readSeedPartners } from "./seed";
import { isCertified, listPartners } from "./service";

const ctx = backendForFile({ seed: true });

const seed = readSeedPartners(path.join(process.cwd(), "content", "catalogue"));
const listed = seed.filter((p) => p.listed);

const get = (query: Record<string, string> = {}) => ctx.api.call("GET", "/partners", { query });
const countOf = (facet: { value: string; count: number }[], value: string) =>
  facet.find((f) => f.value === value)?.count;

describe("the seed directory", () => {
  it("has at least 60 partners over 20 countries, every type, some not listed, some expired", () => {
    expect(seed.length).toBeGreaterThanOrEqual(60);
    expect(new Set(listed.map((p) => p.country)).size).toBeGreaterThanOrEqual(20);
    for (const type of PARTNER_TYPES) expect(listed.some((p) => p.type === type)).toBe(true);
    expect(seed.some((p) => !p.listed)).toBe(true);
    const certified = listed.filter((p) => p.certifiedTier2);
    expect(certified.some((p) => p.certifiedUntil! < "2026-11-22")).toBe(true);
    expect(certified.some((p) => p.certifiedUntil! >= "2026-11-22")).toBe(true);
  });
});

describe("GET /partners", () => {
  it("lists only partners who consented to be listed, with every facet", async () => {
    const reply = await get({ pageSize: "60" });
    expect(reply.status).toBe(200);
    const data = reply.body.data;
    expect(data.total).toBe(listed.length);
    expect(data.pageSize).toBe(60);
    const hidden = seed.filter((p) => !p.listed).map((p) => p.name);
    const all = [...data.items, ...(await get({ pageSize: "60", page: "2" })).body.data.items];
    expect(all).toHaveLength(listed.length);
    for (const item of all) expect(hidden).not.toContain(item.name);
    expect(data.facets.type.map((f: { value: string }) => f.value)).toEqual([...PARTNER_TYPES]);
    expect(Object.keys(data.items[0]).sort()).toEqual(
      [
        "address",
        "certified",
        "certifiedUntil",
        "country",
        "email",
        "id",
        "languages",
        "name",
        "phone",
        "type",
        "website",
      ].sort(),
    );
  });

  it("gives the map each country's number of listed partners", async () => {
    const { country } = (await get()).body.data.facets;
    const expected = new Map<string, number>();
    for (const p of listed) expected.set(p.country, (expected.get(p.country) ?? 0) + 1);
    expect(country).toHaveLength(expected.size);
    for (const [code, n] of expected) expect(countOf(country, code)).toBe(n);
    // A country whose partners all declined is not on the map.
    const unlistedOnly = [...new Set(seed.map((p) => p.country))].filter((c) => !expected.has(c));
    for (const code of unlistedOnly) expect(countOf(country, code)).toBeUndefined();
  });

  it("filters by type, country and language, and counts each facet under the other filters", async () => {
    const reply = await get({ type: "gold", speaks: "en" });
    const data = reply.body.data;
    const matching = listed.filter((p) => p.type === "gold" && p.languages.includes("en"));
    expect(data.total).toBe(matching.length);
    for (const item of data.items) {
      expect(item.type).toBe("gold");
      expect(item.languages).toContain("en");
    }
    expect(countOf(data.facets.type, "silver")).toBe(
      listed.filter((p) => p.type === "silver" && p.languages.includes("en")).length,
    );
    const country = listed.find((p) => p.type === "gold")!.country;
    expect(countOf(data.facets.country, country)).toBe(
      matching.filter((p) => p.country === country).length,
    );
    const byCountry = await get({ country: "DE" });
    expect(byCountry.body.data.total).toBe(listed.filter((p) => p.country === "DE").length);
    for (const item of byCountry.body.data.items) expect(item.country).toBe("DE");
    expect(countOf(byCountry.body.data.facets.speaks, "de")).toBe(
      listed.filter((p) => p.country === "DE" && p.languages.includes("de")).length,
    );
  });

  it("answers an empty list to a value that cannot match, the defaults to bad paging", async () => {
    for (const query of [{ type: "platinum" }, { country: "de" }, { speaks: "English" }] as Record<
      string,
      string
    >[]) {
      const reply = await get(query);
      expect(reply.status).toBe(200);
      expect(reply.body.data.total).toBe(0);
      expect(reply.body.data.items).toEqual([]);
    }
    const reply = await get({ page: "0", pageSize: "9999" });
    expect(reply.body.data).toMatchObject({ page: 1, pageSize: 12 });
  });
});

describe("the certified Tier 2 mark", () => {
  const partner = { certifiedTier2: true, certifiedUntil: "2027-03-31" };

  it("holds up to and including the last day of the certification, not after", () => {
    expect(isCertified(partner, "2027-03-30")).toBe(true);
    expect(isCertified(partner, "2027-03-31")).toBe(true);
    expect(isCertified(partner, "2027-04-01")).toBe(false);
    expect(isCertified({ certifiedTier2: false, certifiedUntil: "2099-01-01" }, "2027-01-01")).toBe(
      false,
    );
    expect(isCertified({ certifiedTier2: true, certifiedUntil: null }, "2027-01-01")).toBe(false);
  });

  it("is shown in the directory before expiry and gone after, by the clock given", async () => {
    const db = ctx.backend.db;
    const [row] = await db
      .insert(partners)
      .values({
        name: "Aardvark Clock Test Systems",
        country: "IS",
        type: "reseller",
        languages: ["is"],
        listed: true,
        certifiedTier2: true,
        certifiedUntil: "2027-03-31",
      })
      .returning();
    const page = { page: 1, pageSize: 12 };
    const before = await listPartners(db, { country: "IS" }, page, new Date("2027-03-31T23:00Z"));
    expect(before.items[0]).toMatchObject({
      id: row!.id,
      certified: true,
      certifiedUntil: "2027-03-31",
    });
    const after = await listPartners(db, { country: "IS" }, page, new Date("2027-04-01T00:00Z"));
    expect(after.items[0]).toMatchObject({ id: row!.id, certified: false, certifiedUntil: null });
  });

  it("puts certified partners first", async () => {
    const now = new Date("2026-11-22T12:00Z");
    const list = await listPartners(ctx.backend.db, {}, { page: 1, pageSize: 60 }, now);
    const marks = list.items.map((p) => p.certified);
    const firstUncertified = marks.indexOf(false);
    expect(firstUncertified).toBeGreaterThan(0);
    expect(marks.slice(firstUncertified)).not.toContain(true);
  });
});
