import { describe, expect, it } from "vitest";
import { HEAP_GROWING_PERCENT, limitHeapGrowth } from "./heap";

describe("limitHeapGrowth", () => {
  it("leaves a growing factor given to Node as it is", () => {
    expect(limitHeapGrowth(HEAP_GROWING_PERCENT, ["--heap-growing-percent=200"])).toBe(false);
    expect(
      limitHeapGrowth(HEAP_GROWING_PERCENT, ["--max-old-space-size=512 --heap_growing_percent=80"]),
    ).toBe(false);
  });

  it("sets the factor otherwise", () => {
    expect(limitHeapGrowth(HEAP_GROWING_PERCENT, ["--enable-source-maps", ""])).toBe(true);
  });
});
