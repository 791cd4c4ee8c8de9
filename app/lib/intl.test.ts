import { describe, expect, it } from "vitest";
import { dateFormat, numberFormat } from "./intl";

describe("cached Intl formatters", () => {
  it("are built once per language and options", () => {
    expect(dateFormat("ja")).toBe(dateFormat("ja", "medium"));
    expect(dateFormat("ja", "long")).not.toBe(dateFormat("ja"));
    expect(dateFormat("de")).not.toBe(dateFormat("ja"));
    const price = { style: "currency", currency: "USD" } as const;
    expect(numberFormat("es", { ...price })).toBe(numberFormat("es", price));
  });

  it("format as a new formatter would, in UTC", () => {
    const date = new Date("2025-06-30T00:00:00Z");
    expect(dateFormat("en-US", "long").format(date)).toBe(
      new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(date),
    );
    expect(numberFormat("ar", { maximumFractionDigits: 1 }).format(1.25)).toBe(
      new Intl.NumberFormat("ar", { maximumFractionDigits: 1 }).format(1.25),
    );
  });
});
