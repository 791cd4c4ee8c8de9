import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, type SQL, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "#shared/languages";
import { catalogueText, readTranslations } from "../../db/catalogue-translations";
import { algorithms, documents, type Localized } from "../../db/schema";
import { CATALOGUE_DIR, TRANSLATIONS_DIR } from "../../db/seed";
import { folderStore } from "../../infra/file-store";
import { pick } from "../../infra/localized";
import { backendForFile } from "../../test/support";
import { dayBetween, plausibleDownloads } from "./seed";

const ctx = backendForFile({ seed: true });

const read = <T>(file: string): T =>
  JSON.parse(readFileSync(path.join(CATALOGUE_DIR, file), "utf8")) as T;

/** The text of an HTML fragment: tags dropped, the entities the data sheet writes read back. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n)))
    .trim();

async function fileText(key: string) {
  const stream = await folderStore(ctx.backend.config.filesDir).open(key);
  const parts: Uint8Array[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) parts.push(chunk);
  return Buffer.concat(parts).toString("utf8");
}

/**
 * Dates that rightly lie ahead: an upcoming event's days, the day a partner's certification runs
 * out, a registered deal's expected order and the day its registration expires, the last day of a
 * firmware's long-term-support track, and the last day a discontinued model gets firmware updates.
 */
const AHEAD = new Set([
  "events.start_date",
  "events.end_date",
  "events.starts_at",
  "events.ends_at",
  "partners.certified_until",
  "deals.expected_order_date",
  "deals.expiration_date",
  "firmware_releases.lts_ends_on",
  "products.support_ends_on",
]);

const rowsOf = async <T>(query: SQL) =>
  ((await ctx.backend.db.execute(query)) as unknown as { rows: T[] }).rows;

describe("the seed's dates and downloads", () => {
  it("date nothing after the day of the seed, upcoming events and expiry days aside", async () => {
    const columns = await rowsOf<{ table_name: string; column_name: string }>(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = 'public' and (data_type = 'date' or data_type like 'timestamp%')
      order by table_name, column_name`);
    expect(columns.length).toBeGreaterThan(20);
    const future: string[] = [];
    let dated = 0;
    for (const { table_name: table, column_name: column } of columns) {
      const [row] = await rowsOf<{ n: number; ahead: number; latest: string | null }>(sql`
        select count(${sql.identifier(column)})::int as n,
          count(*) filter (where ${sql.identifier(column)}::date > current_date)::int as ahead,
          max(${sql.identifier(column)})::text as latest
        from ${sql.identifier(table)}`);
      dated += row!.n;
      if (row!.ahead > 0 && !AHEAD.has(`${table}.${column}`))
        future.push(`${table}.${column}: ${row!.ahead} up to ${row!.latest}`);
    }
    expect(dated).toBeGreaterThan(500);
    expect(future).toEqual([]);
    // The upcoming events are still there.
    const [events] = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from events where start_date > current_date`,
    );
    expect(events!.n).toBeGreaterThan(0);
  });

  it("dates no customer's evaluation of an algorithm after the day of the seed", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const rows = await ctx.backend.db.select().from(algorithms);
    const dates = rows.flatMap((a) => a.evaluations.map((e) => e.date));
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.filter((d) => d > today)).toEqual([]);
  });

  it("count downloads that fit each document's age", async () => {
    const today = Date.parse(new Date().toISOString().slice(0, 10));
    const rows = await ctx.backend.db.select().from(documents);
    for (const r of rows) {
      const ageDays = (today - Date.parse(r.releaseDate!)) / 86_400_000;
      // At most a few a day on average, and none before release.
      expect(r.downloads, `${r.kind} of ${r.releaseDate}`).toBeLessThanOrEqual(4 * ageDays);
    }
    expect(rows.some((r) => r.downloads > 100)).toBe(true);
  });

  it("keeps made-up dates between the start and the seed's day, the same at every run", () => {
    expect(dayBetween("2026-11-12", 0, "2026-11-28")).toBe("2026-11-12");
    expect(dayBetween("2026-11-12", 16, "2026-11-28")).toBe("2026-11-28");
    expect(dayBetween("2026-11-12", 17, "2026-11-28")).toBe("2026-11-12");
    expect(dayBetween("2026-11-12", 136, "2026-11-28")).toBe(
      dayBetween("2026-11-12", 136, "2026-11-28"),
    );
    for (let offset = 0; offset < 400; offset += 17)
      expect(dayBetween("2026-10-06", offset, "2026-11-28") <= "2026-11-28").toBe(true);
    expect(dayBetween("2027-03-01", 5, "2026-11-28")).toBe("2026-11-28");
  });

  it("gives a document of the day no downloads and an older one more", () => {
    expect(plausibleDownloads("datasheet", "2026-11-28", "2026-11-28", 3)).toBe(0);
    const week = plausibleDownloads("datasheet", "2026-11-21", "2026-11-28", 3);
    const year = plausibleDownloads("datasheet", "2025-11-28", "2026-11-28", 3);
    expect(week).toBeLessThan(30);
    expect(year).toBeGreaterThan(week);
    expect(year).toBeLessThan(365 * 4);
  });
});

describe("a product's data sheet", () => {
  interface SeedProduct {
    id: string;
    model: string;
    name: Localized;
    summary: Localized;
    specifications: { key: string; value: string }[];
  }
  const products = read<SeedProduct[]>("products.json");
  const specKeys = read<Record<string, { label?: Localized }>>("spec-keys.json");
  const translations = readTranslations(TRANSLATIONS_DIR);

  it("is an HTML document with every specification row of the product, in its language", async () => {
    const sheets = await ctx.backend.db
      .select()
      .from(documents)
      .where(eq(documents.kind, "datasheet"));
    expect(sheets).toHaveLength(products.length);
    expect(new Set(sheets.map((s) => s.language)).size).toBeGreaterThan(4);
    for (const sheet of sheets) {
      const product = products.find((p) => p.id === sheet.productId)!;
      const code = sheet.language;
      const lang = LANGUAGES.find((l) => l.code === code)!;
      expect(sheet.format).toBe("html");
      expect(sheet.mime).toBe("text/html");
      const html = await fileText(sheet.fileKey!);
      expect(sheet.size).toBe(Buffer.byteLength(html));
      expect(html).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${lang.lang}"`));
      expect(html).toContain(product.model);
      expect(html).toContain(pick(product.name, code));
      expect(textOf(html)).toContain(
        pick(product.summary, code).replaceAll("{{brand}}", "Northlight Vision"),
      );
      const rows = [...html.matchAll(/<tr><th scope="row">(.*?)<\/th><td[^>]*>(.*?)<\/td><\/tr>/g)]
        .map(([, label, value]) => `${textOf(label!)} = ${textOf(value!)}`)
        .sort();
      const expected = product.specifications
        .map((s) => {
          const label = pick(specKeys[s.key]?.label, code) || s.key;
          const value = pick(catalogueText(s.value, translations), code);
          return `${label} = ${value.replaceAll("{{brand}}", "Northlight Vision")}`;
        })
        .sort();
      expect(rows, `${product.id} (${code})`).toEqual(expected);
    }
  });

  it("names its rows in the document's language, not in English", async () => {
    const sheets = await ctx.backend.db
      .select()
      .from(documents)
      .where(eq(documents.language, "jp"))
      .then((rows) => rows.filter((r) => r.kind === "datasheet"));
    expect(sheets.length).toBeGreaterThan(0);
    for (const sheet of sheets) {
      const product = products.find((p) => p.id === sheet.productId)!;
      const key = product.specifications[0]!.key;
      const html = await fileText(sheet.fileKey!);
      expect(html).toContain(`<th scope="row">${specKeys[key]!.label!.jp}</th>`);
      expect(html).not.toContain(`<th scope="row">${specKeys[key]!.label!.en}</th>`);
    }
  });
});
