import { describe, expect, it } from "vitest";
import {
  choice,
  enumFilter,
  NO_MATCH,
  paging,
  searchText,
  textFilter,
  textFilters,
  wholeNumber,
} from "./list-query";

describe("lenient list queries", () => {
  it.each([
    [undefined, 1],
    ["", 1],
    ["2", 2],
    ["1000", 1000],
    ["1001", 1],
    ["0", 1],
    ["-1", 1],
    ["1e9", 1],
    ["2.5", 1],
    ["0x10", 1],
    ["99999999999999999999", 1],
    ["NaN", 1],
  ])("page %j is %d", (raw, page) => expect(wholeNumber(raw, 1000, 1)).toBe(page));

  it("reads filters: empty is none, too long or unknown matches nothing", () => {
    expect(textFilter(undefined, 10)).toBeUndefined();
    expect(textFilter("  ", 10)).toBeUndefined();
    expect(textFilter(" retail ", 10)).toBe("retail");
    expect(textFilter("x".repeat(11), 10)).toBe(NO_MATCH);
    expect(enumFilter("camera", ["camera", "recorder"])).toBe("camera");
    expect(enumFilter("spaceship", ["camera", "recorder"])).toBe(NO_MATCH);
    expect(enumFilter("", ["camera"])).toBeUndefined();
  });

  it("falls back to the default sort and cuts a long search", () => {
    expect(choice("zzz", ["overall", "hot"], "overall")).toBe("overall");
    expect(choice("hot", ["overall", "hot"], "overall")).toBe("hot");
    expect(searchText("a".repeat(500), 80)).toHaveLength(80);
    expect(searchText("   ", 80)).toBeUndefined();
  });
});

describe("list query readers", () => {
  it("reads paging with the area's limits and defaults", () => {
    const limits = { maxPage: 10, maxPageSize: 50, pageSize: 12 };
    expect(paging({}, limits)).toEqual({ page: 1, pageSize: 12 });
    expect(paging({ page: ["3", "4"], pageSize: ["20"] }, limits)).toEqual({
      page: 3,
      pageSize: 20,
    });
    expect(paging({ page: ["11"], pageSize: ["51"] }, limits)).toEqual({ page: 1, pageSize: 12 });
  });

  it("reads named text filters", () => {
    expect(textFilters({ a: [" x "], b: ["yyyy"] }, ["a", "b", "c"], 3)).toEqual({
      a: "x",
      b: NO_MATCH,
      c: undefined,
    });
  });
});
