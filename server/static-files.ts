import { createReadStream, readdirSync, type Stats } from "node:fs";
import { stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import mime from "mime-types";
import { chooseEncoding, isCompressible } from "./compression";

/** Fingerprinted build output: the file name changes with its content, so it may be cached forever. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Other public files (favicon, robots images…): cached briefly so edits show up soon. */
export const SHORT_CACHE = "public, max-age=3600";

async function fileStats(file: string): Promise<Stats | null> {
  try {
    const s = await stat(file);
    return s.isFile() ? s : null;
  } catch {
    return null;
  }
}

/** The names at the top of each public folder, read once: they change only with a new build. */
const topNames = new Map<string, Set<string>>();

/**
 * Whether `urlPath` can name a file of `root`: its first segment must be a name at the top of the
 * folder. A page's address (`/home`, `/ksa/product-center`) is not, so it costs no file lookup.
 */
function mayBeFile(root: string, urlPath: string): boolean {
  let names = topNames.get(root);
  if (!names) {
    try {
      names = new Set(readdirSync(root));
    } catch {
      names = new Set();
    }
    topNames.set(root, names);
  }
  const end = urlPath.indexOf("/", 1);
  const first = urlPath.slice(1, end === -1 ? undefined : end);
  let decoded: string;
  try {
    decoded = decodeURIComponent(first);
  } catch {
    return false;
  }
  return names.has(decoded);
}

/** Resolves a URL path inside `root`, or null when it is malformed, hidden or escapes the root. */
export function resolvePublicPath(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes("\0")) return null;
  const segments = decoded.split("/").filter(Boolean);
  if (segments.some((s) => s.startsWith(".") || s.includes("\\"))) return null;
  const file = path.resolve(root, ...segments);
  return file.startsWith(root + path.sep) ? file : null;
}

/**
 * Serves a file of `root` for GET and HEAD, with a precompressed `.br`/`.gz` sibling when the client
 * accepts it. Returns false when there is no such file, so the caller can hand the request on.
 */
export async function serveStaticFile(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  urlPath: string,
): Promise<boolean> {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (!mayBeFile(root, urlPath)) return false;
  const file = resolvePublicPath(root, urlPath);
  if (!file) return false;
  const stats = await fileStats(file);
  if (!stats) return false;

  const type = mime.lookup(file) || "application/octet-stream";
  const charset = mime.charset(type);
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  res.setHeader("Content-Type", charset ? `${type}; charset=${charset.toLowerCase()}` : type);
  res.setHeader("Cache-Control", urlPath.startsWith("/build/") ? IMMUTABLE : SHORT_CACHE);
  res.setHeader("ETag", etag);
  res.setHeader("Last-Modified", stats.mtime.toUTCString());
  if (isCompressible(type)) res.setHeader("Vary", "Accept-Encoding");

  if (req.headers["if-none-match"] === etag) {
    res.statusCode = 304;
    res.end();
    return true;
  }

  let body = file;
  let size = stats.size;
  const encoding = isCompressible(type) ? chooseEncoding(req.headers["accept-encoding"]) : null;
  if (encoding) {
    const sibling = `${file}.${encoding === "br" ? "br" : "gz"}`;
    const compressed = await fileStats(sibling);
    if (compressed) {
      body = sibling;
      size = compressed.size;
      res.setHeader("Content-Encoding", encoding);
    }
  }
  res.setHeader("Content-Length", size);
  res.statusCode = 200;
  if (req.method === "HEAD") {
    res.end();
    return true;
  }
  await pipeline(createReadStream(body), res);
  return true;
}
