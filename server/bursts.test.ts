import { setImmediate as nextTurn } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { firstBurst, joinBursts, WHOLE_LIMIT } from "./bursts";

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

/** A body that writes `parts`; `null` waits 20 ms, as a page waiting for deferred data does. */
function body(parts: (string | null)[], onCancel?: () => void) {
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const part of parts) {
        if (part === null) await new Promise((resolve) => setTimeout(resolve, 20));
        else controller.enqueue(new TextEncoder().encode(part));
      }
      controller.close();
    },
    cancel: onCancel,
  }) as unknown as import("node:stream/web").ReadableStream<Uint8Array>;
}

async function all(chunks: AsyncGenerator<Uint8Array>) {
  let text = "";
  for await (const chunk of chunks) text += Buffer.from(chunk).toString();
  return text;
}

describe("firstBurst", () => {
  it("reads a body that ends in its first burst whole", async () => {
    const burst = await firstBurst(body(["<html>", "<body>", "</body></html>"]));
    expect(burst.whole && burst.bytes.toString()).toBe("<html><body></body></html>");
  });

  it("leaves a body that is still coming to be streamed, with nothing lost", async () => {
    const burst = await firstBurst(body(["shell ", null, "deferred ", "part"]));
    expect(burst.whole).toBe(false);
    if (!burst.whole) expect(await all(burst.rest())).toBe("shell deferred part");
  });

  it("streams a body longer than the limit", async () => {
    const big = "x".repeat(WHOLE_LIMIT / 4);
    const burst = await firstBurst(body([big, big, big, big, big]));
    expect(burst.whole).toBe(false);
    if (!burst.whole) expect((await all(burst.rest())).length).toBe(big.length * 5);
  });

  it("cancels the body when the streaming stops early", async () => {
    let cancelled = false;
    const burst = await firstBurst(body(["a", null, "b", null, "c"], () => (cancelled = true)));
    if (burst.whole) throw new Error("expected a streamed body");
    const chunks = burst.rest();
    await chunks.next();
    await chunks.return(undefined);
    expect(cancelled).toBe(true);
  });
});
