import { describe, expect, it } from "vitest";
import { compareCsv, withLifecycleRows } from "./compare-table.server";

const onSale = { lifecycle: "on_sale", ndaa889: true, taa: false, countryOfOrigin: "TW" };

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
            ...onSale,
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
            ...onSale,
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
      ...onSale,
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

  it("starts with the lifecycle and compliance rows, in the reader's language", () => {
    const product = (id: string, facts: Partial<typeof onSale>) => ({
      id,
      model: id,
      type: "dome",
      productClass: "camera",
      name: "Dome",
      listPrice: null,
      ...onSale,
      ...facts,
      specificationsShown: 1,
      specificationsTotal: 1,
    });
    const t = ((key: string) => `[${key}]`) as unknown as Parameters<typeof withLifecycleRows>[1];
    const table = withLifecycleRows(
      {
        products: [
          product("A", {}),
          product("B", { lifecycle: "discontinued", countryOfOrigin: "SE" }),
        ],
        rows: [
          {
            key: "lens",
            label: "Lens",
            values: ["2.8 mm", "4 mm"],
            locked: [false, false],
            differs: true,
          },
        ],
        locked: false,
      },
      t,
      "es",
    );
    expect(table.rows.map((r) => [r.key, r.values, r.differs])).toEqual([
      ["lifecycle", ["[products:lifecycle.on_sale]", "[products:lifecycle.discontinued]"], true],
      ["ndaa889", ["[products:compare.yes]", "[products:compare.yes]"], false],
      ["taa", ["[products:compare.no]", "[products:compare.no]"], false],
      ["countryOfOrigin", ["Taiwán", "Suecia"], true],
      ["lens", ["2.8 mm", "4 mm"], true],
    ]);
    expect(table.rows[0]!.label).toBe("[products:compare.lifecycle]");
  });
});
