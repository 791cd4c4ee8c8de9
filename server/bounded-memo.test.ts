import { describe, expect, it } from "vitest";
import { boundedMemo } from "./bounded-memo";

describe("boundedMemo", () => {
  it("works a key out once, null answers included, and keeps at most the limit", () => {
    const calls: string[] = [];
    const memo = boundedMemo(2, (key) => {
      calls.push(key);
      return key === "none" ? null : key.toUpperCase();
    });
    expect([memo("a"), memo("a"), memo("none"), memo("none")]).toEqual(["A", "A", null, null]);
    expect(calls).toEqual(["a", "none"]);
    // A third key empties the map: "a" is worked out again.
    memo("b");
    memo("a");
    expect(calls).toEqual(["a", "none", "b", "a"]);
  });
});
