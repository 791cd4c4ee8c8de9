import { setImmediate as nextTurn } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { joinBursts } from "./bursts";

function collect(stream: ReturnType<typeof joinBursts>) {
  const out: string[] = [];
  stream.on("data", (chunk: Buffer) => out.push(chunk.toString()));
  return out;
}

describe("joinBursts", () => {
  it("passes the chunks written in one turn of the event loop on as one", async () => {
    const stream = joinBursts();
    const out = collect(stream);
    stream.write("<html>");
    stream.write("<body>");
    stream.write("<p>hello</p>");
    await nextTurn();
    expect(out).toEqual(["<html><body><p>hello</p>"]);
  });

  it("sends what is written in a later turn as soon as that turn ends, not at the end", async () => {
    const stream = joinBursts();
    const out = collect(stream);
    stream.write("shell");
    await nextTurn();
    stream.write("deferred ");
    stream.write("part");
    await nextTurn();
    expect(out).toEqual(["shell", "deferred part"]);
  });

  it("sends what is left when the page ends in the same turn", async () => {
    const stream = joinBursts();
    const out = collect(stream);
    const ended = new Promise((resolve) => stream.on("end", resolve));
    stream.write("a");
    stream.end("b");
    await ended;
    expect(out.join("")).toBe("ab");
  });
});
