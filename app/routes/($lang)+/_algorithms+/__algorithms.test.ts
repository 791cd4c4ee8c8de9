import { describe, expect, it } from "vitest";
import { listHref, readListQuery } from "~/lib/list-query";
import { tabOf } from "./__algorithms";
import { STORE_SCHEMA } from "./algorithms.server";

const read = (search: string) =>
  readListQuery(new URL(`http://site.test/algorithmstore${search}`), STORE_SCHEMA);

describe("store addresses", () => {
  it("reads filters, search and page, ignoring empty values and bad pages", () => {
    const { query } = read("?scenario=&classification=vehicle&q=%20plate%20&page=x");
    expect(query).toEqual({
      scenario: null,
      classification: "vehicle",
      platform: null,
      algorithmType: null,
      q: "plate",
      page: 1,
    });
    expect(read("?page=3").query.page).toBe(3);
    expect(read("?page=0").query.page).toBe(1);
  });

  it("writes one search string per view: fixed order, no empty values, no page 1", () => {
    expect(read("").canonical).toBe("/algorithmstore");
    expect(
      listHref("/algorithmstore", read("").query, {
        algorithmType: "vertical",
        scenario: "traffic",
        q: "lane",
        page: 2,
      }),
    ).toBe("/algorithmstore?scenario=traffic&algorithmType=vertical&q=lane&page=2");
    expect(read("?page=1&platform=camera&scenario=").canonical).toBe(
      "/algorithmstore?platform=camera",
    );
  });
});

describe("detail tabs", () => {
  it("opens the first tab for none or an unknown one", () => {
    expect(tabOf(null)).toBe("product-details");
    expect(tabOf("nonsense")).toBe("product-details");
    expect(tabOf("support")).toBe("support");
  });
});
