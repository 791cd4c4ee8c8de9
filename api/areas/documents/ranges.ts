/**
 * The `Range` header of a download (RFC 9110 §14): one byte range is served as asked; several
 * ranges, another unit or a header that does not parse are ignored (the whole file, 200); a range
 * that starts past the end cannot be served (416).
 */
export type RangeRequest =
  | { kind: "whole" }
  | { kind: "part"; start: number; end: number }
  | { kind: "unsatisfiable" };

export function parseRange(header: string | null | undefined, size: number): RangeRequest {
  if (!header) return { kind: "whole" };
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  // Several ranges (a comma), other units and malformed headers: the whole file.
  if (!match) return { kind: "whole" };
  const [, from = "", to = ""] = match;
  if (from === "" && to === "") return { kind: "whole" };
  if (from.length > 15 || to.length > 15) return { kind: "whole" };
  if (from === "") {
    // The last `to` bytes.
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return { kind: "unsatisfiable" };
    return { kind: "part", start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === "" ? size - 1 : Number(to);
  if (to !== "" && end < start) return { kind: "whole" };
  if (start >= size) return { kind: "unsatisfiable" };
  return { kind: "part", start, end: Math.min(end, size - 1) };
}

/**
 * Whether an `If-Range` lets the range apply: the file's strong ETag, or exactly its
 * `Last-Modified` date (whole seconds). Anything else sends the whole file.
 */
export function ifRangeHolds(
  header: string | null | undefined,
  etag: string,
  modified: Date,
): boolean {
  if (!header) return true;
  const value = header.trim();
  if (value.startsWith('"') || value.startsWith("W/")) return value === etag;
  const date = Date.parse(value);
  return !Number.isNaN(date) && Math.floor(modified.getTime() / 1000) * 1000 === date;
}

/** Whether an `If-None-Match` names the file's ETag (or `*`). */
export function noneMatch(header: string | null | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(",")
    .map((v) => v.trim().replace(/^W\//, ""))
    .some((v) => v === "*" || v === etag);
}
