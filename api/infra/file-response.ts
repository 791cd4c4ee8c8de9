import { createReadStream } from "node:fs";
import { open, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { isJpeg } from "./file-checks";

/**
 * `Content-Disposition` for a download named `name` (RFC 6266): an ASCII `filename` for old
 * clients and the exact name, UTF-8 and percent-encoded, in `filename*`.
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, "_").trim() || "download";
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * A stored file as an answer, read from the store as it is sent: a picture inline with its type
 * judged by its content (a JPEG; anything else is only downloaded), an attachment as a download
 * under its name. Never guessed by the browser (`nosniff`), never kept by shared caches. Null when
 * the file is not in the store (or the key leaves it).
 */
export async function storedFileResponse(
  storeRoot: string,
  key: string,
  as: { inline: true } | { inline: false; name: string },
): Promise<Response | null> {
  const root = path.resolve(storeRoot);
  const file = path.resolve(root, key);
  if (!file.startsWith(root + path.sep)) return null;
  let size: number;
  let head = Buffer.alloc(0);
  try {
    const info = await stat(file);
    if (!info.isFile()) return null;
    size = info.size;
    const handle = await open(file, "r");
    try {
      const buffer = Buffer.alloc(16);
      const { bytesRead } = await handle.read(buffer, 0, 16, 0);
      head = buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  } catch {
    return null;
  }
  const headers = new Headers({
    "Content-Length": String(size),
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-store",
  });
  if (as.inline && isJpeg(head)) {
    headers.set("Content-Type", "image/jpeg");
    headers.set("Content-Disposition", "inline");
  } else {
    headers.set("Content-Type", "application/octet-stream");
    headers.set("Content-Disposition", attachmentDisposition(as.inline ? "picture" : as.name));
  }
  const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
  return new Response(body, { status: 200, headers });
}
