import { Transform } from "node:stream";
import type { ReadableStream } from "node:stream/web";

/**
 * Joins the chunks a page writes in one turn of the event loop into one. React writes a rendered
 * page in many small chunks; the compressor flushes after each chunk it gets (so a streamed page
 * reaches the browser as it is rendered), and a flush per small chunk costs CPU and compresses
 * worse. Joined, there is one chunk, one flush and one socket write per burst; what a page streams
 * later (a deferred part) is still sent as soon as it is written.
 */
export function joinBursts(): Transform {
  let chunks: Buffer[] = [];
  let scheduled: NodeJS.Immediate | null = null;
  const send = () => {
    scheduled = null;
    if (chunks.length === 0) return;
    stream.push(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
    chunks = [];
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      scheduled ??= setImmediate(send);
      callback();
    },
    flush(callback) {
      if (scheduled) clearImmediate(scheduled);
      send();
      callback();
    },
    destroy(error, callback) {
      if (scheduled) clearImmediate(scheduled);
      chunks = [];
      callback(error);
    },
  });
  return stream;
}

/** A body longer than this is always streamed. */
export const WHOLE_LIMIT = 1024 * 1024;

export type Burst =
  | { whole: true; bytes: Buffer }
  | { whole: false; rest: () => AsyncGenerator<Uint8Array> };

/**
 * Reads a body for as long as each turn of the event loop brings more of it. A rendered page is
 * usually whole by then (`whole`, with its bytes); otherwise (a page still streaming a deferred
 * part, a body over `WHOLE_LIMIT`) `rest` yields it all, what was read included, and cancels the
 * body when the reading stops early.
 */
export async function firstBurst(body: ReadableStream<Uint8Array>): Promise<Burst> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;
  for (;;) {
    let turn: NodeJS.Immediate | undefined;
    const turnEnds = new Promise<null>((resolve) => {
      turn = setImmediate(resolve, null);
    });
    pending ??= reader.read();
    const result = await Promise.race([pending, turnEnds]);
    clearImmediate(turn);
    if (result === null) break;
    pending = null;
    if (result.done) return { whole: true, bytes: Buffer.concat(chunks, size) };
    chunks.push(result.value);
    size += result.value.byteLength;
    if (size > WHOLE_LIMIT) break;
  }
  return {
    whole: false,
    async *rest() {
      let done = false;
      try {
        yield* chunks;
        for (;;) {
          const result = await (pending ?? reader.read());
          pending = null;
          if (result.done) {
            done = true;
            return;
          }
          yield result.value;
        }
      } finally {
        if (!done) await reader.cancel().catch(() => {});
      }
    },
  };
}
