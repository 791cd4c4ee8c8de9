import { describe, expect, it } from "vitest";
import { renderSlots } from "./render-slots";

/** A render that finishes when told, recording when it started. */
function controlled(started: string[], name: string) {
  let finish: (value: string) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const done = new Promise<string>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return {
    render: () => {
      started.push(name);
      return done;
    },
    finish: () => finish(name),
    fail: () => fail(new Error(name)),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("renderSlots", () => {
  it("renders at most `slots` pages at once and starts the waiting ones in order", async () => {
    const slots = renderSlots(2);
    const started: string[] = [];
    const [a, b, c, d] = ["a", "b", "c", "d"].map((name) => controlled(started, name));
    const answers = Promise.allSettled([a!, b!, c!, d!].map((render) => slots.run(render.render)));
    await settle();
    expect(started).toEqual(["a", "b"]);
    b!.finish();
    await settle();
    expect(started).toEqual(["a", "b", "c"]);
    // A render that fails frees its slot too.
    a!.fail();
    await settle();
    expect(started).toEqual(["a", "b", "c", "d"]);
    c!.finish();
    d!.finish();
    const results = await answers;
    expect(results.map((r) => (r.status === "fulfilled" ? r.value : "failed"))).toEqual([
      "failed",
      "b",
      "c",
      "d",
    ]);
  });

  it("sets no limit with 0 slots", async () => {
    const slots = renderSlots(0);
    const started: string[] = [];
    const renders = ["a", "b", "c"].map((name) => controlled(started, name));
    const answers = renders.map((render) => slots.run(render.render));
    await settle();
    expect(started).toEqual(["a", "b", "c"]);
    for (const render of renders) render.finish();
    await Promise.all(answers);
  });
});
