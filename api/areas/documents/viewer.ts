import { Hono } from "hono";
import { CODE } from "../../codes";
import { ApiError, ok } from "../../envelope";
import { type Env, requestLanguage } from "../../http/context";
import { folderStore } from "../../infra/file-store";
import { sanitizeHtml } from "../../infra/html-sanitizer";
import { pick } from "../../infra/localized";
import { signedIn } from "./routes";
import { documentWithFile } from "./service";

/** The largest HTML document the viewer renders (larger ones are offered as downloads only). */
export const HTML_VIEW_MAX_BYTES = 2 * 1024 * 1024;
/** How many sanitized documents are kept, by sha256 (a file's content never changes). */
const MEMO_ENTRIES = 64;

const memo = new Map<string, { html: string; lang: string | null; dir: string | null }>();

/**
 * An HTML file's body made safe for the site's pages, with the language and direction its root
 * element declares; sanitized once per content and remembered (the oldest forgotten first).
 */
export function viewableHtml(sha256: string, source: string) {
  const known = memo.get(sha256);
  if (known) {
    memo.delete(sha256);
    memo.set(sha256, known);
    return known;
  }
  const root = /<html\b([^>]*)>/i.exec(source)?.[1] ?? "";
  const attribute = (name: string) =>
    new RegExp(`\\b${name}\\s*=\\s*"([a-zA-Z-]{1,20})"`, "i").exec(root)?.[1] ?? null;
  const dir = attribute("dir");
  const view = {
    html: sanitizeHtml(source),
    lang: attribute("lang"),
    dir: dir === "rtl" || dir === "ltr" ? dir : null,
  };
  memo.set(sha256, view);
  if (memo.size > MEMO_ENTRIES) memo.delete(memo.keys().next().value!);
  return view;
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const parts: Uint8Array[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) parts.push(chunk);
  return Buffer.concat(parts).toString("utf8");
}

/** The document viewers' data; mounted at /api/viewer. */
export const viewerRoutes = new Hono<Env>();

const notFound = () => new ApiError(CODE.NOT_FOUND, "Not found.", 404);

/** A document of `format` with its file, or 404; a gated one needs a signed-in user (401). */
async function viewable(c: Parameters<typeof signedIn>[0], format: "html" | "pdf") {
  const raw = c.req.param("id") ?? "";
  if (!/^\d{1,9}$/.test(raw)) throw notFound();
  const row = await documentWithFile(c.var.deps.db, Number(raw));
  if (!row?.fileKey || !row.sha256 || row.size == null || row.format !== format) throw notFound();
  if (row.gated && !(await signedIn(c)))
    throw new ApiError(CODE.TOKEN_MISSING, "Sign in to view this document.", 401);
  return {
    row,
    summary: {
      id: row.id,
      title: pick(row.title, requestLanguage(c)),
      releaseDate: row.releaseDate,
      size: row.size,
      sha256: row.sha256,
      gated: row.gated,
    },
  };
}

/** An HTML document's details and its sanitized body. */
viewerRoutes.get("/html/:id", async (c) => {
  const { row, summary } = await viewable(c, "html");
  const size = row.size ?? 0;
  if (size > HTML_VIEW_MAX_BYTES) return ok(c, { ...summary, html: null, lang: null, dir: null });
  const stream = await folderStore(c.var.deps.config.filesDir).open(row.fileKey!);
  if (!stream) throw notFound();
  return ok(c, { ...summary, ...viewableHtml(row.sha256!, await readAll(stream)) });
});

/** A PDF document's details (the page frames its file). */
viewerRoutes.get("/pdf/:id", async (c) => ok(c, (await viewable(c, "pdf")).summary));
