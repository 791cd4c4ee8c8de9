import { attachmentDisposition } from "../../infra/file-response";
import type { FileStore } from "../../infra/file-store";
import { ifRangeHolds, noneMatch, parseRange } from "./ranges";

export interface DownloadFile {
  key: string;
  size: number;
  sha256: string;
  mime: string;
  modified: Date;
  /** The name it is saved under (any script: RFC 6266 `filename*`). */
  name: string;
}

/**
 * A stored file as a download: `Content-Length`, a strong `ETag` (its sha256), `Last-Modified`,
 * `Accept-Ranges`; one `Range` (with `If-Range`) gives 206, an unsatisfiable one 416; a matching
 * `If-None-Match` 304; HEAD the headers only. The bytes are read from the store as the client takes
 * them; `onComplete` runs when the file's last byte has been handed over (not for HEAD, 304 or a
 * part that stops short of the end). Null when the store has lost the file.
 */
export async function downloadResponse(
  store: FileStore,
  request: Request,
  file: DownloadFile,
  onComplete: () => void,
): Promise<Response | null> {
  const etag = `"${file.sha256}"`;
  const headers = new Headers({
    ETag: etag,
    "Last-Modified": file.modified.toUTCString(),
    "Accept-Ranges": "bytes",
    "Content-Type": file.mime,
    "Content-Disposition": attachmentDisposition(file.name),
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-cache",
  });
  if (noneMatch(request.headers.get("if-none-match"), etag))
    return new Response(null, { status: 304, headers });
  const { size } = file;
  let range = parseRange(request.headers.get("range"), size);
  if (range.kind !== "whole" && !ifRangeHolds(request.headers.get("if-range"), etag, file.modified))
    range = { kind: "whole" };
  if (range.kind === "unsatisfiable") {
    headers.set("Content-Range", `bytes */${size}`);
    headers.set("Content-Type", "text/plain; charset=utf-8");
    headers.delete("Content-Disposition");
    return new Response("Range Not Satisfiable", { status: 416, headers });
  }
  const part = range.kind === "part" ? range : null;
  const start = part?.start ?? 0;
  const end = part?.end ?? size - 1;
  headers.set("Content-Length", String(size === 0 ? 0 : end - start + 1));
  if (part) headers.set("Content-Range", `bytes ${start}-${end}/${size}`);
  const status = part ? 206 : 200;
  if (request.method === "HEAD") {
    if (!(await store.stat(file.key))) return null;
    return new Response(null, { status, headers });
  }
  const reachesEnd = end === size - 1;
  const body = await store.open(file.key, size === 0 ? undefined : { start, end }, {
    onEnd: reachesEnd ? onComplete : undefined,
  });
  if (!body) return null;
  return new Response(body, { status, headers });
}
