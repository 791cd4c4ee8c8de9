import { describe, expect, it } from "vitest";
import { readStoreQuery, storeSearch, tabOf, visiblePages } from "./__algorithms";

describe("store addresses", () => {
  it("reads filters, search and page, ignoring empty values and bad pages", () => {
    const query = readStoreQuery(
      new URLSearchParams("scenario=&classification=vehicle&q=%20plate%20&page=x"),
    );
    expect(query).toEqual({ filters: { classification: "vehicle" }, q: "plate", page: 1 });
    expect(readStoreQuery(new URLSearchParams("page=3")).page).toBe(3);
    expect(readStoreQuery(new URLSearchParams("page=0")).page).toBe(1);
  });

  it("writes one search string per view: fixed order, no empty values, no page 1", () => {
    expect(storeSearch({ filters: {}, q: "", page: 1 })).toBe("");
    expect(
      storeSearch({
        filters: { algorithmType: "vertical", scenario: "traffic" },
        q: "lane",
        page: 2,
      }),
    ).toBe("?scenario=traffic&algorithmType=vertical&q=lane&page=2");
    const messy = new URLSearchParams("page=1&platform=camera&scenario=");
    expect(storeSearch(readStoreQuery(messy))).toBe("?platform=camera");
  });
});

describe("detail tabs", () => {
  it("opens the first tab for none or an unknown one", () => {
    expect(tabOf(null)).toBe("product-details");
    expect(tabOf("nonsense")).toBe("product-details");
    expect(tabOf("support")).toBe("support");
  });
});

describe("page numbers", () => {
  it("shows every page of a short list and the neighbours of the current one otherwise", () => {
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(5, 12)).toEqual([1, "gap", 4, 5, 6, "gap", 12]);
    expect(visiblePages(1, 12)).toEqual([1, 2, "gap", 12]);
    expect(visiblePages(12, 12)).toEqual([1, "gap", 11, 12]);
  });
});
