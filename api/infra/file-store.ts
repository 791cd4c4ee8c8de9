import { createHash, randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import {
  type FileHandle,
  mkdir,
  open as openFile,
  rename,
  rm,
  stat as statFile,
} from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { mimeOf } from "./file-checks";

/**
 * The file store: files addressed by their content. A file is written once, under a temporary
 * name, then renamed to its key (its SHA-256 in hex), so a reader never sees half a file and the
 * same bytes are kept once. The default store is a folder (`config.filesDir`, a shared volume when
 * several replicas run); anything that keeps downloadable files (documents, firmware, software,
 * videos) goes through this interface.
 */
export interface StoredObject {
  /** The file's address in the store: its SHA-256, 64 lowercase hex digits. */
  key: string;
  size: number;
  sha256: string;
  /** Judged by its first bytes (`mimeOf`), never by a name. */
  mime: string;
}

/** Bytes `start` to `end`, both included (as in a `Range` header). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface OpenOptions {
  /** Called once when the last byte asked for has been handed to the reader. */
  onEnd?: () => void;
}

export interface FileStore {
  /** Stores the bytes of `source`, streamed (never held whole): its key, size, sha256 and type. */
  put(source: Readable | AsyncIterable<Uint8Array> | Uint8Array): Promise<StoredObject>;
  /**
   * The file's bytes (or `range` of them) as a stream read as it is consumed (backpressure);
   * cancelling it closes the file. Null when the key names no file.
   */
  open(
    key: string,
    range?: ByteRange,
    options?: OpenOptions,
  ): Promise<ReadableStream<Uint8Array> | null>;
  /** Size and time of writing, or null when the key names no file. */
  stat(key: string): Promise<{ size: number; modified: Date } | null>;
  /**
   * Takes in a file already written whole inside the store's folder (`relativePath`, an upload
   * streamed there while its SHA-256 and size were computed): it is moved to its key, or removed when
   * the store holds those bytes already. Nothing is read again.
   */
  adopt(
    relativePath: string,
    facts: { sha256: string; size: number; head: Buffer },
  ): Promise<StoredObject>;
}

const KEY = /^[0-9a-f]{64}$/;
/** Bytes read per chunk of a download. */
const CHUNK_BYTES = 256 * 1024;
/** Bytes kept to judge the type of a file. */
const HEAD_BYTES = 64;

export const isStoreKey = (key: string) => KEY.test(key);

/** A store in the folder `root`: `sha256/ab/cd/<key>`, temporary files in `tmp/`. */
export function folderStore(root: string): FileStore {
  const base = path.resolve(root);
  const fileOf = (key: string) => path.join(base, "sha256", key.slice(0, 2), key.slice(2, 4), key);

  async function put(source: Readable | AsyncIterable<Uint8Array> | Uint8Array) {
    const tmpDir = path.join(base, "tmp");
    await mkdir(tmpDir, { recursive: true });
    const tmp = path.join(tmpDir, randomUUID());
    const hash = createHash("sha256");
    let size = 0;
    let head = Buffer.alloc(0);
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        hash.update(chunk);
        size += chunk.length;
        if (head.length < HEAD_BYTES)
          head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
        callback(null, chunk);
      },
    });
    const input = source instanceof Uint8Array ? Readable.from([source]) : source;
    try {
      await pipeline(input, measure, createWriteStream(tmp, { flags: "wx" }));
      const sha256 = hash.digest("hex");
      const target = fileOf(sha256);
      await mkdir(path.dirname(target), { recursive: true });
      const existing = await statFile(target).catch(() => null);
      // The same bytes are already kept: the new copy is dropped.
      if (existing?.isFile() && existing.size === size) await rm(tmp, { force: true });
      else await rename(tmp, target);
      return { key: sha256, size, sha256, mime: mimeOf(head) };
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
  }

  async function stat(key: string) {
    if (!isStoreKey(key)) return null;
    const info = await statFile(fileOf(key)).catch(() => null);
    return info?.isFile() ? { size: info.size, modified: info.mtime } : null;
  }

  async function open(key: string, range?: ByteRange, options: OpenOptions = {}) {
    if (!isStoreKey(key)) return null;
    let handle: FileHandle;
    try {
      handle = await openFile(fileOf(key), "r");
    } catch {
      return null;
    }
    let position = range?.start ?? 0;
    const end = range ? range.end + 1 : (await handle.stat()).size;
    let closed = false;
    const close = async () => {
      if (closed) return;
      closed = true;
      await handle.close().catch(() => undefined);
    };
    return new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          try {
            const length = Math.min(CHUNK_BYTES, end - position);
            if (length <= 0) {
              await close();
              controller.close();
              options.onEnd?.();
              return;
            }
            const buffer = Buffer.allocUnsafe(length);
            const { bytesRead } = await handle.read(buffer, 0, length, position);
            if (bytesRead === 0) {
              // The file is shorter than it was: the answer breaks off rather than lie.
              await close();
              controller.error(new Error("The stored file ended early."));
              return;
            }
            position += bytesRead;
            controller.enqueue(buffer.subarray(0, bytesRead));
          } catch (error) {
            await close();
            controller.error(error);
          }
        },
        // The reader went away (the client closed the connection): the file is closed at once.
        cancel: close,
      },
      { highWaterMark: 1 },
    );
  }

  async function adopt(
    relativePath: string,
    facts: { sha256: string; size: number; head: Buffer },
  ) {
    const source = path.resolve(base, relativePath);
    if (!source.startsWith(`${base}${path.sep}`) || !isStoreKey(facts.sha256))
      throw new Error("Only a file inside the store can be adopted under its SHA-256.");
    const target = fileOf(facts.sha256);
    await mkdir(path.dirname(target), { recursive: true });
    const existing = await statFile(target).catch(() => null);
    if (existing?.isFile() && existing.size === facts.size) await rm(source, { force: true });
    else await rename(source, target);
    return { key: facts.sha256, size: facts.size, sha256: facts.sha256, mime: mimeOf(facts.head) };
  }

  return { put, open, stat, adopt };
}
