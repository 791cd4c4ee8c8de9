import { describe, expect, it } from "vitest";
import { groupByKind, hitPath, type SearchHit } from "./__search";

const hit = (kind: SearchHit["kind"], id: string, type?: string): SearchHit => ({
  kind,
  id,
  title: id,
  summary: "",
  type,
});

describe("site search results", () => {
  it("lead to the page of each kind", () => {
    expect(hitPath(hit("product", "nv-b580-ai", "bullet"))).toBe(
      "/product-center/detail/bullet/nv-b580-ai",
    );
    expect(hitPath(hit("solution", "retail-analytics"))).toBe(
      "/solution-details/retail-analytics/solution",
    );
    expect(hitPath(hit("case", "a b"))).toBe("/case/a%20b/detail");
    expect(hitPath(hit("algorithm", "people-counting"))).toBe(
      "/algorithm-details-page/people-counting",
    );
  });

  it("are grouped in runs of one kind", () => {
    const groups = groupByKind([hit("product", "a"), hit("product", "b"), hit("case", "c")]);
    expect(groups.map((g) => [g.kind, g.hits.length])).toEqual([
      ["product", 2],
      ["case", 1],
    ]);
  });
});
