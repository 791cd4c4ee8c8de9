import { describe, expect, it } from "vitest";
import { createAnswerCache } from "./answer-cache";

describe("answer cache", () => {
  it("keeps an answer until it expires", () => {
    let now = 1_000;
    const cache = createAnswerCache({
      seconds: 60,
      maxEntries: 10,
      maxCharacters: 1_000,
      now: () => now,
    });
    cache.set("en /home?", "{}");
    now += 59_999;
    expect(cache.get("en /home?")).toBe("{}");
    now += 1;
    expect(cache.get("en /home?")).toBeUndefined();
    expect(cache.size).toEqual({ entries: 0, characters: 0 });
  });

  it("stays within its entries and characters, dropping the oldest answers first", () => {
    const cache = createAnswerCache({ seconds: 60, maxEntries: 3, maxCharacters: 10 });
    for (const key of ["a", "b", "c", "d"]) cache.set(key, "xx");
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toEqual({ entries: 3, characters: 6 });
    cache.set("e", "xxxxxxx");
    expect(cache.size.characters).toBeLessThanOrEqual(10);
    expect(cache.get("e")).toBe("xxxxxxx");
    expect(cache.get("b")).toBeUndefined();
    cache.set("huge", "x".repeat(11));
    expect(cache.get("huge")).toBeUndefined();
  });

  it("replaces an answer kept under the same key and forgets everything on clear", () => {
    const cache = createAnswerCache({ seconds: 60, maxEntries: 3, maxCharacters: 100 });
    cache.set("a", "old");
    cache.set("a", "newer");
    expect(cache.get("a")).toBe("newer");
    expect(cache.size).toEqual({ entries: 1, characters: 5 });
    cache.clear();
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toEqual({ entries: 0, characters: 0 });
  });

  it("tells each look-up, found or not", () => {
    const lookups: boolean[] = [];
    const cache = createAnswerCache({
      seconds: 60,
      maxEntries: 3,
      maxCharacters: 100,
      onLookup: (hit) => lookups.push(hit),
    });
    cache.get("a");
    cache.set("a", "{}");
    cache.get("a");
    expect(lookups).toEqual([false, true]);
  });
});
