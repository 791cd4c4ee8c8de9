import { describe, expect, it } from "vitest";
import { formatSize } from "./file-size";

describe("formatSize", () => {
  it("writes bytes with the plural a reader expects, larger sizes in kB, MB and GB", () => {
    expect(formatSize(1, "en")).toBe("1 byte");
    expect(formatSize(831, "en")).toBe("831 bytes");
    expect(formatSize(0, "en")).toBe("0 bytes");
    expect(formatSize(1_234, "en")).toBe("1.2 kB");
    expect(formatSize(1_200_000, "en")).toBe("1.2 MB");
    expect(formatSize(40_200_000_000, "en")).toBe("40.2 GB");
    expect(formatSize(3_000_000_000_000, "en")).toBe("3,000 GB");
  });

  it("moves to the next unit when the rounded figure would read 1000", () => {
    expect(formatSize(999, "en")).toBe("999 bytes");
    expect(formatSize(1_000, "en")).toBe("1 kB");
    expect(formatSize(999_960, "en")).toBe("1 MB");
    expect(formatSize(999_940, "en")).toBe("999.9 kB");
  });

  it("follows each of the site's languages: unit names, plurals and decimal signs", () => {
    const sizes = (lang: string) =>
      [1, 831, 1_200_000, 40_200_000_000].map((n) => formatSize(n, lang));
    expect(sizes("pt-BR")).toEqual(["1 byte", "831 bytes", "1,2 MB", "40,2 GB"]);
    expect(sizes("es")).toEqual(["1 byte", "831 bytes", "1,2 MB", "40,2 GB"]);
    expect(sizes("el")).toEqual(["1 byte", "831 byte", "1,2 MB", "40,2 GB"]);
    expect(sizes("tr")).toEqual(["1 bayt", "831 bayt", "1,2 MB", "40,2 GB"]);
    expect(sizes("ja")).toEqual(["1 バイト", "831 バイト", "1.2 MB", "40.2 GB"]);
    expect(sizes("zh-CN")).toEqual(["1字节", "831字节", "1.2 MB", "40.2 GB"]);
  });

  it("writes Arabic sizes with the Arabic unit in every plural form", () => {
    // One number of each Arabic plural category: zero, one, two, few (3–10), many (11–99), other.
    const numbers = [0, 1, 2, 3, 11, 100];
    const rules = new Intl.PluralRules("ar");
    expect(numbers.map((n) => rules.select(n))).toEqual([
      "zero",
      "one",
      "two",
      "few",
      "many",
      "other",
    ]);
    const digits = new Intl.NumberFormat("ar");
    for (const n of numbers) expect(formatSize(n, "ar")).toBe(`${digits.format(n)} بايت`);
    expect(formatSize(1_200_000, "ar")).toBe(`${new Intl.NumberFormat("ar").format(1.2)} م.ب`);
    expect(formatSize(40_200_000_000, "ar")).toBe(
      `${new Intl.NumberFormat("ar").format(40.2)} غ.ب`,
    );
    expect(formatSize(831, "ar")).not.toMatch(/byte/);
  });
});
