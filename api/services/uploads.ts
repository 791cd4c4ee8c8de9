import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";

/** Spec §9: uploads up to 50 MB. */
export const UPLOAD_LIMIT_BYTES = 50 * 1024 * 1024;

export interface StoredFile {
  /** Where the file lives in the file store (relative to its root). */
  key: string;
  /** The name the visitor's file had (for display only). */
  name: string;
  size: number;
  /** Its first bytes, to judge the type by content. */
  head: Buffer;
}

export interface ReceivedForm {
  fields: Record<string, string>;
  files: Record<string, StoredFile>;
  /** Names of file fields that went over the size limit. */
  tooLarge: string[];
}

/**
 * Reads a multipart body as it arrives: text fields into memory (small), files straight to the file
 * store under `folder`, each cut off at the size limit. Nothing is held whole in memory.
 */
export async function receiveMultipart(
  request: Request,
  storeRoot: string,
  folder: string,
  limit = UPLOAD_LIMIT_BYTES,
): Promise<ReceivedForm> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!request.body || !contentType.startsWith("multipart/form-data"))
    throw new Error("not multipart");
  const dir = path.join(storeRoot, folder);
  await mkdir(dir, { recursive: true });
  const form: ReceivedForm = { fields: {}, files: {}, tooLarge: [] };
  const writes: Promise<void>[] = [];
  const parser = busboy({
    headers: { "content-type": contentType },
    limits: { fileSize: limit, files: 4, fields: 20, fieldSize: 64 * 1024 },
  });
  parser.on("field", (name, value) => {
    form.fields[name] = value;
  });
  parser.on("file", (name, stream, info) => {
    if (!info.filename) {
      stream.resume();
      return;
    }
    const key = path.join(folder, randomUUID());
    const file: StoredFile = {
      key,
      name: path.basename(info.filename).slice(0, 200),
      size: 0,
      head: Buffer.alloc(0),
    };
    const collect = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        if (file.head.length < 16) file.head = Buffer.concat([file.head, chunk]).subarray(0, 16);
        file.size += chunk.length;
        callback(null, chunk);
      },
    });
    stream.on("limit", () => form.tooLarge.push(name));
    writes.push(
      pipeline(stream, collect, createWriteStream(path.join(storeRoot, key))).then(async () => {
        if (form.tooLarge.includes(name) || file.size === 0)
          await rm(path.join(storeRoot, key), { force: true });
        else form.files[name] = file;
      }),
    );
  });
  await pipeline(
    Readable.fromWeb(request.body as unknown as WebReadableStream<Uint8Array>),
    parser,
  );
  await Promise.all(writes);
  return form;
}

/** Removes stored files that will not be kept (a refused submission). */
export async function discard(storeRoot: string, files: StoredFile[]): Promise<void> {
  await Promise.all(files.map((f) => rm(path.join(storeRoot, f.key), { force: true })));
}
