import { describe, expect, it } from "vitest";
import { compareCsv } from "./compare-table.server";

describe("comparison CSV", () => {
  it("quotes cells with commas, quotes and line breaks", () => {
    const csv = compareCsv(
      {
        products: [
          {
            id: "a",
            model: "NV-A1",
            type: "dome",
            productClass: "camera",
            name: "Dome, 4 MP",
            listPrice: 1,
            specificationsShown: 8,
            specificationsTotal: 8,
          },
          {
            id: "b",
            model: "NV-B2",
            type: "dome",
            productClass: "camera",
            name: "Dome",
            listPrice: 2,
            specificationsShown: 8,
            specificationsTotal: 8,
          },
        ],
        rows: [
          {
            key: "lens",
            label: "Lens",
            values: ['2.8 mm "wide"', null],
            locked: [false, false],
            differs: true,
          },
        ],
        locked: false,
      },
      { specification: "Specification", lockedCell: "Shown after sign-in" },
    );
    expect(csv).toBe(
      '\uFEFFSpecification,"NV-A1 Dome, 4 MP",NV-B2 Dome\r\nLens,"2.8 mm ""wide""",\r\n',
    );
  });

  it("writes what a locked cell is instead of its value", () => {
    const product = (id: string) => ({
      id,
      model: id,
      type: "dome",
      productClass: "camera",
      name: "Dome",
      listPrice: null,
      specificationsShown: 1,
      specificationsTotal: 2,
    });
    const csv = compareCsv(
      {
        products: [product("A"), product("B")],
        rows: [
          {
            key: "lens",
            label: "Lens",
            values: ["2.8 mm", null],
            locked: [false, true],
            differs: false,
          },
          {
            key: "wdr",
            label: "WDR",
            values: [null, null],
            locked: [false, false],
            differs: false,
          },
        ],
        locked: true,
      },
      { specification: "Specification", lockedCell: "Shown after sign-in" },
    );
    expect(csv.split("\r\n").slice(1, 3)).toEqual(["Lens,2.8 mm,Shown after sign-in", "WDR,,"]);
  });
});
