import { Readable, Transform } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";

/** Longest text field kept for the form's reply (a release's notes are at most 20,000 characters). */
const FIELD_BYTES = 96 * 1024;

/**
 * A multipart body passed on as it arrives, while its text fields are read on the way (its files'
 * bytes only pass through): the console's release form goes to the backend without being held, and
 * a refusal can still give the editor back what they typed. `fields` settles when the body has
 * been read to its end (or could not be parsed: then with what was read); `finish` settles it at
 * once with what was read and stops the body (when the backend answered without reading it all).
 */
export function passThroughReadingFields(
  body: ReadableStream<Uint8Array>,
  contentType: string,
): {
  body: ReadableStream<Uint8Array>;
  fields: Promise<Record<string, string>>;
  finish: () => Promise<Record<string, string>>;
} {
  const fields: Record<string, string> = {};
  let settle: () => void = () => undefined;
  const settled = new Promise<Record<string, string>>((resolve) => {
    settle = () => resolve(fields);
  });
  let parser: busboy.Busboy | null = null;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8",
      limits: { fields: 40, fieldSize: FIELD_BYTES },
    });
    parser.on("field", (name, value) => {
      if (typeof name === "string") fields[name] = value;
    });
    parser.on("file", (_name, stream) => stream.resume());
    parser.on("close", settle);
    parser.on("error", () => {
      parser = null;
      settle();
    });
  } catch {
    settle();
  }
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const reader = parser;
      if (!reader || reader.write(chunk)) callback(null, chunk);
      else {
        // Wait for the field reader, so the body flows no faster than it is read.
        const go = () => {
          reader.off("drain", go);
          reader.off("error", go);
          callback(null, chunk);
        };
        reader.on("drain", go);
        reader.on("error", go);
      }
    },
    flush(callback) {
      if (parser) parser.end();
      else settle();
      callback();
    },
  });
  tap.on("error", () => {
    parser?.destroy();
    settle();
  });
  const source = Readable.fromWeb(body as unknown as WebReadableStream<Uint8Array>);
  source.on("error", (error) => tap.destroy(error));
  source.pipe(tap);
  const finish = () => {
    settle();
    if (!tap.writableFinished) source.destroy();
    return settled;
  };
  return {
    body: Readable.toWeb(tap) as unknown as ReadableStream<Uint8Array>,
    fields: settled,
    finish,
  };
}
