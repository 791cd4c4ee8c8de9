import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { firmwarePackage, MD5_SCRIPT, md5CheckerPackage, md5Vectors } from "./packages";

const md5 = new Function(`${MD5_SCRIPT}; return md5;`)() as (bytes: Uint8Array) => string;
const sha = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");

describe("the MD5 checker's script", () => {
  it("gives node's MD5 for empty, block-edge and long inputs", () => {
    for (const length of [0, 1, 55, 56, 63, 64, 65, 1000, 100_003]) {
      const bytes = new Uint8Array(length).map((_, i) => (i * 7 + 3) & 0xff);
      expect(md5(bytes)).toBe(createHash("md5").update(bytes).digest("hex"));
    }
    for (const v of md5Vectors(5)) expect(md5(new TextEncoder().encode(v.text))).toBe(v.md5);
  });
});

describe("the seed packages", () => {
  it("are real ZIP files with the same bytes at every run", async () => {
    const input = {
      line: "ipc-turret",
      version: "4.9.1",
      models: ["NV-T540-AI"],
      date: "2026-04-14",
      notes: ["Security fixes"],
      brand: "Northlight Vision",
    };
    const a = await firmwarePackage(input);
    const b = await firmwarePackage(input);
    expect(a.subarray(0, 4).toString("latin1")).toBe("PK\u0003\u0004");
    expect(sha(a)).toBe(sha(b));
    const checker = await md5CheckerPackage("Northlight Vision", "1.2.0");
    expect(checker.length).toBeGreaterThan(280_000);
    expect(checker.length).toBeLessThan(320_000);
    expect(checker.includes(Buffer.from("md5-checker.html"))).toBe(true);
  });
});
