import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = process.cwd();
const read = (...parts: string[]) => JSON.parse(readFileSync(path.join(root, ...parts), "utf8"));

function has(strings: unknown, key: string): boolean {
  let value = strings;
  for (const part of key.split(".")) {
    if (!value || typeof value !== "object") return false;
    value = (value as Record<string, unknown>)[part];
  }
  return typeof value === "string";
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes(".test.") ? [full] : [];
  });
}

describe("solutions strings", () => {
  const english = read("locales", "en", "solutions.json");

  it('every literal t("solutions:…") key exists in the English strings', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(path.join(root, "app"))) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(/"solutions:([\w.-]+)"/g)) {
        if (!has(english, match[1]!)) missing.push(`${path.relative(root, file)}: ${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("every industry, region and type of the catalogue has a label", () => {
    const solutions: Record<string, string>[] = read("content", "catalogue", "solutions.json");
    const cases: Record<string, string>[] = read("content", "catalogue", "cases.json");
    const products: Record<string, string>[] = read("content", "catalogue", "products.json");
    const wanted = [
      ...solutions.flatMap((s) => [
        `industry.${s.industry}`,
        `region.${s.region}`,
        `type.${s.type}`,
      ]),
      ...cases.map((c) => `industry.${c.industry}`),
      ...products.map((p) => `productType.${p.type}`),
    ];
    expect([...new Set(wanted)].filter((key) => !has(english, key))).toEqual([]);
  });
});
