import { describe, expect, it } from "vitest";
import { z } from "zod";
import { isFiltered, listHref, pageCount, readListQuery, visiblePages } from "./list-query";
import { listField, requireCanonical, requirePageInRange } from "./list-query.server";

const schema = z.object({
  q: listField.search(),
  industry: listField.filter(),
  tag: listField.filters(),
  kind: listField.choices(["camera", "recorder"]),
  sort: listField.choice(["overall", "latest"], "overall"),
  size: listField.number(6, 60, 12),
  from: listField.date(),
  to: listField.date(),
  page: listField.page(),
});

const read = (address: string) => readListQuery(new URL(address, "http://site.test"), schema);

/** The response a loader helper throws. */
function thrown(run: () => unknown): Response {
  try {
    run();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("nothing thrown");
}

describe("readListQuery", () => {
  it("reads every field, null when not given, page 1 by default", () => {
    expect(read("/news").query).toEqual({
      q: null,
      industry: null,
      tag: null,
      kind: null,
      sort: null,
      size: null,
      from: null,
      to: null,
      page: 1,
    });
    expect(read("/news").canonical).toBe("/news");
  });

  it("drops unknown parameters and empty values, keeping the schema's order", () => {
    const { query, canonical } = read("/news?page=2&utm_source=x&industry=retail&q=&tag=");
    expect(query).toMatchObject({ industry: "retail", q: null, tag: null, page: 2 });
    expect(canonical).toBe("/news?industry=retail&page=2");
  });

  it("keeps any filter value (it shows No data) but drops invalid settings", () => {
    const { query, canonical } = read(
      "/news?industry=nowhere&sort=cheapest&size=7000&from=2026-02-30&to=2026-03-01&page=1e9",
    );
    expect(query).toMatchObject({
      industry: "nowhere",
      sort: null,
      size: null,
      from: null,
      to: "2026-03-01",
      page: 1,
    });
    expect(canonical).toBe("/news?industry=nowhere&to=2026-03-01");
  });

  it("drops a setting's default value and page 1", () => {
    expect(read("/news?sort=overall&size=12&page=1").canonical).toBe("/news");
    expect(read("/news?sort=latest&size=24&page=3").canonical).toBe(
      "/news?sort=latest&size=24&page=3",
    );
  });

  it("keeps the first of a repeated single value and every value of a multiple one", () => {
    const { query, canonical } = read(
      "/news?industry=a&industry=b&tag=x&tag=y&tag=x&kind=recorder&kind=boat&kind=camera",
    );
    expect(query).toMatchObject({ industry: "a", tag: ["x", "y"], kind: ["camera", "recorder"] });
    expect(canonical).toBe("/news?industry=a&tag=x&tag=y&kind=camera&kind=recorder");
  });

  it("trims values and cuts long ones to 100 bytes at a character boundary", () => {
    expect(read("/news?q=%20lane%20").query.q).toBe("lane");
    expect(read(`/news?q=${"x".repeat(3000)}`).query.q).toBe("x".repeat(100));
    const emoji = read(`/news?industry=${"😀".repeat(40)}`).query.industry!;
    expect(emoji).toBe("😀".repeat(25));
    expect(read("/news?page=-1&page=2").query.page).toBe(1);
  });

  it("keeps the language prefix, and the canonical address reads back to itself", () => {
    const first = read("/ksa/news?q=a%20b&tag=%C3%A9&sort=latest&zzz=1");
    expect(first.canonical).toBe("/ksa/news?q=a+b&tag=%C3%A9&sort=latest");
    expect(read(first.canonical).canonical).toBe(first.canonical);
  });
});

describe("isFiltered", () => {
  it("is true when anything but the page is set", () => {
    expect(isFiltered(read("/news?page=3").query)).toBe(false);
    expect(isFiltered(read("/news?sort=latest").query)).toBe(true);
  });
});

describe("listHref", () => {
  const { query } = read("/news?industry=retail&tag=x&page=3");

  it("builds page links and filter links in the schema's order", () => {
    expect(listHref("/news", query, { page: 4 })).toBe("/news?industry=retail&tag=x&page=4");
    expect(listHref("/news", query, { page: 1 })).toBe("/news?industry=retail&tag=x");
    expect(listHref("/news", query, { industry: null, page: 1 })).toBe("/news?tag=x");
    expect(listHref("/news", query, { q: "cam", page: 1 })).toBe(
      "/news?q=cam&industry=retail&tag=x",
    );
  });

  it("is the bare path for no query", () => {
    expect(listHref("/news", read("/news").query)).toBe("/news");
  });
});

describe("loader helpers", () => {
  it("redirects (302) to the canonical address in the same language", () => {
    const response = thrown(() =>
      requireCanonical(new Request("http://site.test/es/news?industry=&page=1&x=1"), schema),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/es/news");
    const query = requireCanonical(new Request("http://site.test/es/news?industry=a"), schema);
    expect(query.industry).toBe("a");
  });

  it("never redirects off the site", () => {
    const response = thrown(() =>
      requireCanonical(new Request("http://site.test//evil.example/news?page=1"), schema),
    );
    expect(response.headers.get("Location") ?? "/").toMatch(/^\/[^/\\]/);
  });

  it("sends a page after the last one to the last page", () => {
    const request = new Request("http://site.test/news?industry=a&page=9");
    const { query } = read("/news?industry=a&page=9");
    const response = thrown(() => requirePageInRange(request, query, { total: 25, pageSize: 12 }));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/news?industry=a&page=3");
    const empty = thrown(() => requirePageInRange(request, query, { total: 0, pageSize: 12 }));
    expect(empty.headers.get("Location")).toBe("/news?industry=a");
    expect(() => requirePageInRange(request, query, { total: 200, pageSize: 12 })).not.toThrow();
  });

  it("counts at least one page", () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(25, 12)).toBe(3);
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
