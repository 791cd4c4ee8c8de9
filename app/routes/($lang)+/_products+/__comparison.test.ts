import { describe, expect, it } from "vitest";
import {
  addToComparison,
  comparisonProblem,
  parseComparison,
  removeFromComparison,
} from "./__comparison";

const camera = (id: string) => ({ productId: id, productClass: "camera" });

describe("comparison list", () => {
  it("adds up to four products of one class", () => {
    let list = [camera("a")];
    for (const id of ["b", "c", "d"]) {
      const outcome = addToComparison(list, camera(id));
      expect(outcome).toMatchObject({ ok: true, message: "added" });
      list = outcome.list;
    }
    expect(addToComparison(list, camera("e"))).toMatchObject({
      ok: false,
      message: "atMostFour",
      list,
    });
  });

  it("ignores a duplicate productId", () => {
    const outcome = addToComparison([camera("a")], camera("a"));
    expect(outcome).toMatchObject({ ok: true, message: "alreadyListed", list: [camera("a")] });
  });

  it("refuses a product of another class", () => {
    const outcome = addToComparison([camera("a")], { productId: "n1", productClass: "recorder" });
    expect(outcome).toMatchObject({ ok: false, message: "sameClass" });
  });

  it("deletes by index and says what is missing", () => {
    expect(removeFromComparison([camera("a"), camera("b")], 0)).toEqual([camera("b")]);
    expect(comparisonProblem([])).toBe("addToCompare");
    expect(comparisonProblem([camera("a")])).toBe("atLeastTwo");
    expect(comparisonProblem([camera("a"), camera("b")])).toBe(null);
  });

  it("reads a tampered cookie safely", () => {
    expect(parseComparison("nope")).toEqual([]);
    expect(
      parseComparison([
        camera("a"),
        camera("a"),
        { productId: 1 },
        { productId: "r", productClass: "recorder" },
        camera("b"),
      ]),
    ).toEqual([camera("a"), camera("b")]);
  });

  it("drops entries that are no product ids or of an unknown class", () => {
    expect(
      parseComparison([
        { productId: "x".repeat(10 * 1024), productClass: "camera" },
        { productId: "nv-b580-ai", productClass: "c".repeat(1000) },
        { productId: "nv-b580-ai", productClass: "spaceship" },
        camera("nv-b540-ai"),
      ]),
    ).toEqual([camera("nv-b540-ai")]);
  });
});
