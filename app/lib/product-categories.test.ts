import { describe, expect, it } from "vitest";
import { categoryPath, PRODUCT_CATEGORIES } from "./product-categories";

describe("product categories", () => {
  it("lead to the product list filtered by class and type, in the list's own order", () => {
    expect(categoryPath("camera", "dome")).toBe("/product-center?productClass=camera&type=dome");
    expect(categoryPath("accessory")).toBe("/product-center?productClass=accessory");
  });

  it("list cameras first", () => {
    expect(PRODUCT_CATEGORIES.map((c) => c.productClass)).toEqual([
      "camera",
      "recorder",
      "accessory",
    ]);
  });
});
