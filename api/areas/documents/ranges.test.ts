import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ifRangeHolds, noneMatch, parseRange } from "./ranges";

describe("parseRange", () => {
  it.each([
    ["bytes=0-99", 1000, { kind: "part", start: 0, end: 99 }],
    ["bytes=500-", 1000, { kind: "part", start: 500, end: 999 }],
    ["bytes=-100", 1000, { kind: "part", start: 900, end: 999 }],
    ["bytes=-5000", 1000, { kind: "part", start: 0, end: 999 }],
    ["bytes=900-5000", 1000, { kind: "part", start: 900, end: 999 }],
    ["bytes=1000-", 1000, { kind: "unsatisfiable" }],
    ["bytes=-0", 1000, { kind: "unsatisfiable" }],
    ["bytes=0-1,5-9", 1000, { kind: "whole" }],
    ["items=0-9", 1000, { kind: "whole" }],
    ["bytes=9-0", 1000, { kind: "whole" }],
    ["bytes=abc", 1000, { kind: "whole" }],
    [undefined, 1000, { kind: "whole" }],
  ])("%s of %d bytes", (header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });

  it("never names a byte outside the file, whatever the header", () => {
    const header = fc.oneof(
      fc.string(),
      fc
        .tuple(fc.option(fc.nat()), fc.option(fc.nat()))
        .map(([a, b]) => `bytes=${a ?? ""}-${b ?? ""}`),
      fc
        .array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 4 })
        .map((parts) => `bytes=${parts.map(([a, b]) => `${a}-${b}`).join(",")}`),
    );
    fc.assert(
      fc.property(header, fc.nat({ max: 10_000_000 }), (value, size) => {
        const range = parseRange(value, size);
        if (range.kind !== "part") return true;
        return range.start >= 0 && range.start <= range.end && range.end < size;
      }),
      { numRuns: 2000 },
    );
  });
});

describe("conditions", () => {
  const modified = new Date("2026-03-01T10:20:30.456Z");
  it("applies a range for the same ETag or the exact Last-Modified date only", () => {
    expect(ifRangeHolds('"abc"', '"abc"', modified)).toBe(true);
    expect(ifRangeHolds('W/"abc"', '"abc"', modified)).toBe(false);
    expect(ifRangeHolds(modified.toUTCString(), '"abc"', modified)).toBe(true);
    expect(ifRangeHolds("Sun, 01 Mar 2026 10:00:00 GMT", '"abc"', modified)).toBe(false);
    expect(ifRangeHolds("not a date", '"abc"', modified)).toBe(false);
  });
  it("matches If-None-Match lists and *", () => {
    expect(noneMatch('"x", "abc"', '"abc"')).toBe(true);
    expect(noneMatch("*", '"abc"')).toBe(true);
    expect(noneMatch('"x"', '"abc"')).toBe(false);
  });
});
