import { Transform, type TransformCallback } from "node:stream";
import { LANGUAGES } from "#shared/languages";
import type { ServerConfig } from "./config";

/** Room for a release's text fields and the multipart framing around its file. */
export const UPLOAD_FORM_ALLOWANCE_BYTES = 1024 * 1024;

const prefixes = LANGUAGES.map((l) => l.prefix).filter(Boolean);
/**
 * The console's new-release form (any language; `.data` is its address when the browser sends it
 * with JavaScript) and the backend's release upload.
 */
const FIRMWARE_UPLOAD_PATH = new RegExp(
  `^(?:(?:/(?:${prefixes.join("|")}))?/admin/firmware/new(?:\\.data)?|/api/admin/firmware-releases)/?$`,
);

/**
 * The largest body a request may send: the firmware release upload (a POST to the console's form
 * or to its backend call) its own limit plus room for the form's fields, every other request
 * `maxBodyBytes`.
 */
export function bodyLimitOf(config: ServerConfig, method: string, pathname: string): number {
  if (method === "POST" && FIRMWARE_UPLOAD_PATH.test(pathname))
    return Math.max(
      config.maxBodyBytes,
      config.firmwareUploadMaxBytes + UPLOAD_FORM_ALLOWANCE_BYTES,
    );
  return config.maxBodyBytes;
}

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
