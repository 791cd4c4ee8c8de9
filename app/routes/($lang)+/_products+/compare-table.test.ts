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
          },
          {
            id: "b",
            model: "NV-B2",
            type: "dome",
            productClass: "camera",
            name: "Dome",
            listPrice: 2,
          },
        ],
        rows: [{ key: "lens", label: "Lens", values: ['2.8 mm "wide"', null], differs: true }],
      },
      "Specification",
    );
    expect(csv).toBe(
      '\uFEFFSpecification,"NV-A1 Dome, 4 MP",NV-B2 Dome\r\nLens,"2.8 mm ""wide""",\r\n',
    );
  });
});
