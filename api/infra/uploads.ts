import { createHash, randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { hasControlCharacter } from "./control-characters";

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
  /** Its SHA-256 in hex, computed as it streamed in (with the `hash` option only). */
  sha256?: string;
}

export interface ReceivedForm {
  /** Each text field's value (the last one sent when a name repeats). */
  fields: Record<string, string>;
  /** Every value sent under each text field name, in order (a multiple choice repeats its name). */
  values: Record<string, string[]>;
  files: Record<string, StoredFile>;
  /** Names of file fields that went over the size limit. */
  tooLarge: string[];
}

/**
 * Why a multipart body was not read: it was not multipart, it ended early or broke off (`truncated`),
 * it repeated a file field (`duplicate`), or a text field held a control character other than tab,
 * CR and LF, or a lone surrogate (`controlCharacters`: PostgreSQL refuses NUL in text, as the JSON
 * and form paths refuse them). Nothing of it is left in the file store.
 */
export class UploadError extends Error {
  constructor(
    readonly reason: "notMultipart" | "truncated" | "duplicate" | "controlCharacters",
    readonly field?: string,
  ) {
    super(`Multipart body refused: ${reason}${field ? ` (${field})` : ""}`);
    this.name = "UploadError";
  }
}

export interface ReceiveOptions {
  /** The file fields to store; any other file part is read and thrown away, never written. */
  fileFields: readonly string[];
  /** Largest stored file in bytes; a bigger one is cut off, removed and named in `tooLarge`. */
  limit?: number;
  /** Most text fields read (20 unless said otherwise); later ones are ignored. */
  maxFields?: number;
  /** How many first bytes to keep in `StoredFile.head` (16 unless said otherwise). */
  headBytes?: number;
  /** Compute each stored file's SHA-256 as it streams in (`StoredFile.sha256`). */
  hash?: boolean;
}

/**
 * Reads a multipart body as it arrives: text fields into memory (small), the expected file fields
 * (each at most once) straight to the file store under `folder`, each cut off at the size limit.
 * Nothing is held whole in memory. When the body is refused, breaks off or ends before its closing
 * boundary, every file written for it is removed before the UploadError is thrown.
 */
export async function receiveMultipart(
  request: Request,
  storeRoot: string,
  folder: string,
  options: ReceiveOptions,
): Promise<ReceivedForm> {
  const limit = options.limit ?? UPLOAD_LIMIT_BYTES;
  const headBytes = options.headBytes ?? 16;
  const contentType = request.headers.get("content-type") ?? "";
  if (!request.body || !contentType.toLowerCase().startsWith("multipart/form-data"))
    throw new UploadError("notMultipart");
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      // File names are sent in UTF-8 by browsers (busboy reads them as Latin-1 by default).
      defParamCharset: "utf8",
      limits: {
        fileSize: limit,
        files: 4,
        fields: options.maxFields ?? 20,
        fieldSize: 64 * 1024,
        parts: (options.maxFields ?? 20) + 10,
      },
    });
  } catch {
    // No boundary, or not multipart at all.
    throw new UploadError("notMultipart");
  }
  const dir = path.join(storeRoot, folder);
  await mkdir(dir, { recursive: true });
  // No prototype: a field may be named "constructor" or "__proto__".
  const form: ReceivedForm = {
    fields: {},
    values: Object.create(null) as Record<string, string[]>,
    files: {},
    tooLarge: [],
  };
  /** Every file written (or being written), kept or not, so a refusal can remove them all. */
  const written: string[] = [];
  const writes: Promise<void>[] = [];
  const closed: Promise<void>[] = [];
  const seen = new Set<string>();
  let duplicate: string | null = null;
  let controlIn: string | null = null;
  let broken = false;

  parser.on("field", (name, value) => {
    // busboy gives a part without a name as `undefined`.
    const named = typeof name === "string" ? name : "";
    if (controlIn === null && (hasControlCharacter(named) || hasControlCharacter(value, true)))
      controlIn = named;
    form.fields[name] = value;
    const values = form.values[name];
    if (values) values.push(value);
    else form.values[name] = [value];
  });
  parser.on("file", (name, stream, info) => {
    const expected = options.fileFields.includes(name);
    const repeated = expected && seen.has(name);
    if (expected) seen.add(name);
    if (repeated && duplicate === null) duplicate = name;
    // Unexpected fields, repeats and empty file inputs are drained, never written.
    if (!expected || repeated || duplicate !== null || !info.filename) {
      stream.on("error", () => undefined);
      stream.resume();
      return;
    }
    const key = path.join(folder, randomUUID());
    written.push(key);
    const file: StoredFile = {
      key,
      name: path.basename(info.filename).slice(0, 200),
      size: 0,
      head: Buffer.alloc(0),
    };
    const digest = options.hash ? createHash("sha256") : null;
    const collect = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        if (file.head.length < headBytes)
          file.head = Buffer.concat([file.head, chunk.subarray(0, headBytes)]).subarray(
            0,
            headBytes,
          );
        file.size += chunk.length;
        digest?.update(chunk);
        callback(null, chunk);
      },
      flush(callback) {
        if (digest) file.sha256 = digest.digest("hex");
        callback();
      },
    });
    let cut = false;
    stream.on("limit", () => {
      cut = true;
      form.tooLarge.push(name);
    });
    const sink = createWriteStream(path.join(storeRoot, key));
    // A file is removed only once its stream has closed: a stream destroyed while still opening
    // its file creates it afterwards, and a removal before that would leave it behind.
    closed.push(new Promise<void>((resolve) => sink.once("close", () => resolve())));
    // Handled here at once, so a broken body never leaves a rejected promise unhandled.
    writes.push(
      pipeline(stream, collect, sink).then(
        async () => {
          if (cut || file.size === 0) await rm(path.join(storeRoot, key), { force: true });
          else form.files[name] = file;
        },
        () => {
          broken = true;
        },
      ),
    );
  });

  const removeAll = async () => {
    await Promise.all(closed);
    await Promise.all(written.map((key) => rm(path.join(storeRoot, key), { force: true })));
  };
  try {
    await pipeline(
      Readable.fromWeb(request.body as unknown as WebReadableStream<Uint8Array>),
      parser,
    );
  } catch {
    await Promise.allSettled(writes);
    await removeAll();
    throw new UploadError("truncated");
  }
  await Promise.allSettled(writes);
  if (broken) {
    await removeAll();
    throw new UploadError("truncated");
  }
  if (duplicate !== null) {
    await removeAll();
    throw new UploadError("duplicate", duplicate);
  }
  if (controlIn !== null) {
    await removeAll();
    throw new UploadError("controlCharacters", controlIn);
  }
  return form;
}

/** Removes stored files that will not be kept (a refused submission). */
/** What a refused multipart body is told (the 400's message), by the UploadError's reason. */
export function uploadRefusalMessage(error: unknown): string {
  return error instanceof UploadError && error.reason === "controlCharacters"
    ? "The request body has control characters."
    : "The form could not be read.";
}

export async function discard(storeRoot: string, files: StoredFile[]): Promise<void> {
  await Promise.all(files.map((f) => rm(path.join(storeRoot, f.key), { force: true })));
}
