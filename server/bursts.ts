import { Transform } from "node:stream";

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
