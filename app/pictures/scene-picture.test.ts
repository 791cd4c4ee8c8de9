import { describe, expect, it } from "vitest";
import { heroScene, placeOf, SCENE_HEIGHT, SCENE_WIDTH, scenePicture } from "./scene-picture";

const print = (d: ReturnType<typeof scenePicture>) => JSON.stringify(d.shapes);

describe("scene pictures", () => {
  it("draw the place of an industry or scenario, with a fallback", () => {
    expect(placeOf("retail")).toBe("store");
    expect(placeOf("traffic")).toBe(placeOf("transport"));
    expect(placeOf("something new")).toBe("city");
  });

  it("differ between places and between items of one place", () => {
    expect(print(scenePicture("a", "retail"))).not.toBe(print(scenePicture("a", "logistics")));
    expect(print(scenePicture("retail-analytics", "retail"))).not.toBe(
      print(scenePicture("smart-store", "retail")),
    );
    expect(print(scenePicture("x", "retail"))).toBe(print(scenePicture("x", "retail")));
  });

  it("stay inside their frame with finite numbers", () => {
    for (const place of ["retail", "traffic", "energy", "construction", "residential", "zzz"])
      for (const id of ["a", "bb", "people-counting", "retail-analytics"]) {
        const d = scenePicture(id, place);
        expect([d.width, d.height]).toEqual([SCENE_WIDTH, SCENE_HEIGHT]);
        for (const shape of d.shapes) {
          for (const v of Object.values(shape))
            if (typeof v === "number") expect(Number.isFinite(v)).toBe(true);
          if (shape.kind === "rect") expect(shape.x + shape.w).toBeLessThanOrEqual(SCENE_WIDTH + 1);
        }
      }
  });

  it("draw the hero with cameras and detection boxes", () => {
    const hero = heroScene();
    expect(hero.shapes.filter((s) => s.stroke).length).toBeGreaterThanOrEqual(3);
  });
});
