import { describe, expect, it } from "vitest";
import { listHref } from "./list-query";
import { categoryPath, PRODUCT_CATEGORIES } from "./navigation";

describe("product categories", () => {
  it("lead to the product list filtered by class and type, in the list's own order", () => {
    expect(categoryPath("camera", "dome")).toBe("/product-center?productClass=camera&type=dome");
    expect(categoryPath("accessory")).toBe("/product-center?productClass=accessory");
  });

  it("are the list's canonical addresses, as listHref writes them", () => {
    for (const { productClass, types } of PRODUCT_CATEGORIES) {
      expect(categoryPath(productClass)).toBe(
        listHref("/product-center", { productClass, type: null }),
      );
      for (const type of types)
        expect(categoryPath(productClass, type)).toBe(
          listHref("/product-center", { productClass, type }),
        );
    }
  });

  it("list cameras first", () => {
    expect(PRODUCT_CATEGORIES.map((c) => c.productClass)).toEqual([
      "camera",
      "recorder",
      "accessory",
    ]);
  });
});
