import { type SQL, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { algorithms, documents } from "../../db/schema";
import { backendForFile } from "../../test/support";
import { dayBetween, plausibleDownloads } from "./seed";

const ctx = backendForFile({ seed: true });

/**
 * Dates that rightly lie ahead: an upcoming event's days, the day a partner's certification runs
 * out, and a registered deal's expected order and the day its registration expires.
 */
const AHEAD = new Set([
  "events.start_date",
  "events.end_date",
  "events.starts_at",
  "events.ends_at",
  "partners.certified_until",
  "deals.expected_order_date",
  "deals.expiration_date",
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
