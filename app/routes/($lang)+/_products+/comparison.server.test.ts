import { describe, expect, it } from "vitest";
import { writeComparison } from "./comparison.server";

/** Browsers drop cookies over 4096 bytes (name, value and attributes). */
const MAX_COOKIE = 4096;

describe("the comparison list's cookie", () => {
  it("keep the comparison list under 4 KB whatever it is given", async () => {
    const cookie = await writeComparison(
      Array.from({ length: 50 }, (_, i) => ({
        productId: `${"p".repeat(10 * 1024)}${i}`,
        productClass: "camera",
      })),
    );
    expect(cookie.length).toBeLessThan(MAX_COOKIE);
    const full = await writeComparison(
      Array.from({ length: 4 }, (_, i) => ({
        productId: `${"p".repeat(62)}${i}`,
        productClass: "accessory",
      })),
    );
    expect(full.length).toBeLessThan(1024);
  });
});
