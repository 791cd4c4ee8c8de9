import { describe, expect, it } from "vitest";
import { isProductId } from "./products";

describe("product ids", () => {
  it.each([
    ["nv-b580-ai", true],
    ["NV-B580-AI", true],
    ["a".repeat(64), true],
    ["a".repeat(65), false],
    ["x".repeat(10 * 1024), false],
    ["", false],
    ["nv b580", false],
    ["../etc/passwd", false],
    ["nv-b580-ai\n", false],
    ["-leading", false],
  ])("isProductId(%j) is %s", (value, ok) => expect(isProductId(value)).toBe(ok));
});
