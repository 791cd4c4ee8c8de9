import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { binOf, MAP_BINS } from "./__directory";
import { countryShape, relativePath, WORLD_SVG } from "./world-map.server";

describe("relativePath", () => {
  it("rewrites d3's absolute lines as relative ones, one command letter per run", () => {
    expect(relativePath("M10,20L12,20L12,17L10,20Z")).toBe("M10 20l2 0 0-3-2 3z");
    expect(relativePath("M5,5L5,5L6,5ZM1,1L0,2Z")).toBe("M5 5l1 0zM1 1l-1 1z");
  });
});

describe("the world map", () => {
  it("draws every country of the seed directory", () => {
    const seed = JSON.parse(
      readFileSync(path.join(process.cwd(), "content", "catalogue", "partners.json"), "utf8"),
    ) as { country: string }[];
    for (const code of new Set(seed.map((p) => p.country))) {
      expect(countryShape(code), code).toMatch(/^M\d+ \d+l/);
    }
    expect(countryShape("ZZ")).toBeUndefined();
  });

  it("stays small: the base layer under 16 KB gzipped", () => {
    expect(WORLD_SVG.startsWith("<svg")).toBe(true);
    expect(gzipSync(WORLD_SVG).length).toBeLessThan(16_000);
  });
});

describe("binOf", () => {
  it("puts each count in the legend's bin", () => {
    expect([1, 2, 3, 4, 5, 6, 40].map(binOf)).toEqual([0, 1, 1, 2, 2, 3, 3]);
    expect(MAP_BINS[binOf(6)]!.to).toBeUndefined();
  });
});
