import { describe, expect, it } from "vitest";
import { deepFreeze, fromFrozen, readData, writeData } from "./data-text";

describe("loader data as one JSON text", () => {
  it("reads back, on the server, the very data it was written from", () => {
    const data = { items: [{ id: "a", name: "Dome" }], total: 1 };
    const text = writeData(data);
    expect(JSON.parse(text)).toEqual(data);
    expect(readData(text)).toBe(data);
  });

  it("parses a text it did not write once, and gives the same data for the same text", () => {
    const text = JSON.stringify({ items: [{ id: "b" }] });
    const first = readData<{ items: { id: string }[] }>(text);
    expect(first.items[0]?.id).toBe("b");
    expect(readData(text)).toBe(first);
  });

  it("reads back the latest data written as a text: a kept answer's frozen data", () => {
    const own = { items: [{ id: "d" }] };
    const kept = deepFreeze({ items: [{ id: "d" }] });
    expect(writeData(own)).toBe(writeData(kept));
    expect(readData(writeData(kept))).toBe(kept);
  });

  it("writes the text of frozen data once", () => {
    const data = deepFreeze({ items: [{ id: "c" }] });
    expect(writeData(data)).toBe(writeData(data));
  });

  it("derives from frozen data once, frozen in turn, and from other data each time", () => {
    let calls = 0;
    const count = fromFrozen((list: { items: string[] }) => {
      calls++;
      return { count: list.items.length };
    });
    const frozen = deepFreeze({ items: ["a", "b"] });
    expect(count(frozen)).toBe(count(frozen));
    expect(Object.isFrozen(count(frozen))).toBe(true);
    expect(calls).toBe(1);
    count({ items: [] });
    count({ items: [] });
    expect(calls).toBe(3);
  });
});
