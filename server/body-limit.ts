import { Transform, type TransformCallback } from "node:stream";

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body exceeds ${limit} bytes`);
    this.name = "BodyTooLargeError";
  }
}

/** Passes bytes through until `limit` is exceeded, then fails with BodyTooLargeError. */
export class BodyLimit extends Transform {
  private received = 0;

  constructor(private readonly limit: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.received += chunk.length;
    if (this.received > this.limit) {
      callback(new BodyTooLargeError(this.limit));
      return;
    }
    callback(null, chunk);
  }
}
