import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  type DrawableProduct,
  driveBays,
  drawProduct,
  family,
  HEIGHT,
  irLeds,
  lensRadius,
  ports,
  productViews,
  WIDTH,
} from "./product-drawing";

interface CatalogueProduct extends DrawableProduct {
  id: string;
  keySpecs: { key: string; value: string }[];
  specifications: { key: string; value: string }[];
}

const catalogue = (
  JSON.parse(
    readFileSync(new URL("../../content/catalogue/products.json", import.meta.url), "utf8"),
  ) as CatalogueProduct[]
).map((p) => ({ ...p, specs: [...p.keySpecs, ...p.specifications] }));

const byId = (id: string) => catalogue.find((p) => p.id === id)!;
const fingerprint = (p: DrawableProduct) =>
  JSON.stringify(productViews(p).map((view) => drawProduct(p, view).shapes));

describe("product drawings", () => {
  it("draw every product of the catalogue differently", () => {
    const seen = new Map<string, string>();
    for (const p of catalogue) {
      const print = fingerprint(p);
      expect(seen.get(print), `${p.model} draws like ${seen.get(print)}`).toBeUndefined();
      seen.set(print, p.model);
    }
  });

  it("draw models of one type differently in their card view", () => {
    for (const type of ["dome", "bullet", "turret", "nvr"]) {
      const models = catalogue.filter((p) => p.type === type);
      const cards = new Set(models.map((p) => JSON.stringify(drawProduct(p, productViews(p)[0]!))));
      expect(cards.size, type).toBe(models.length);
    }
  });

  it("stay inside the picture with finite numbers", () => {
    for (const p of catalogue)
      for (const view of productViews(p))
        for (const shape of drawProduct(p, view).shapes) {
          for (const value of Object.values(shape))
            if (typeof value === "number") expect(Number.isFinite(value), p.model).toBe(true);
          if (shape.kind === "rect") {
            expect(shape.x, p.model).toBeGreaterThanOrEqual(-1);
            expect(shape.x + shape.w, p.model).toBeLessThanOrEqual(WIDTH + 1);
            expect(shape.y + shape.h, `${p.model} ${view}`).toBeLessThanOrEqual(HEIGHT + 1);
          }
          if (shape.kind === "path") expect(shape.d).not.toMatch(/NaN|undefined/);
        }
  });

  it("read lens, infrared, bays and ports from the data", () => {
    expect(lensRadius(byId("nv-pt760-ai"))).toBeGreaterThan(lensRadius(byId("nv-pt240")));
    expect(lensRadius(byId("nv-b560-lpr"))).toBeGreaterThan(lensRadius(byId("nv-b220")));
    expect(irLeds(byId("nv-b7120-ai"))).toBeGreaterThan(irLeds(byId("nv-b340")));
    expect(irLeds(byId("nv-d560-ai"))).toBe(0);
    expect(driveBays(byId("nv-n12800-r"))).toBe(16);
    expect(driveBays(byId("nv-n0404"))).toBe(1);
    expect(ports(byId("nv-n3216"))).toBe(16);
    expect(ports(byId("nv-sw0802"))).toBe(10);
  });

  it("know accessories by their model and show boxes with ports front and back", () => {
    expect(family(byId("nv-sw0802"))).toBe("switch");
    expect(family(byId("nv-pm01"))).toBe("poleMount");
    expect(productViews(byId("nv-n3216"))).toEqual(["front", "back"]);
    expect(productViews(byId("nv-d450-ai"))).toEqual(["side", "front"]);
  });

  it("draw products known only by model and type (home and solution cards)", () => {
    const bare = drawProduct({ model: "NV-N3216", type: "nvr" }, "front");
    expect(bare.shapes.length).toBeGreaterThan(5);
  });
});
