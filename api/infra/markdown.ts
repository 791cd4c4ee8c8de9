import { Marked, type Token, type Tokens } from "marked";
import { sanitizeHtml } from "./html-sanitizer";

/**
 * Markdown of the site's articles rendered on the server: `marked` (GitHub-flavoured) then the
 * site's one sanitizer, so raw HTML written inside the Markdown keeps only what the allow-list
 * lets through. Headings get ids from their text (stable: the same text gives the same id, a
 * repeated one gets `-2`, `-3`…), and the sections (levels 2 and 3) form the table of contents.
 */

/** A heading of the table of contents: its anchor id, its text and its level (2 or 3). */
export interface TocEntry {
  id: string;
  text: string;
  depth: number;
}

export interface RenderedMarkdown {
  html: string;
  toc: TocEntry[];
}

type HeadingWithId = Tokens.Heading & { anchor?: string };

const escapeAttribute = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

const renderer = new Marked({
  gfm: true,
  async: false,
  renderer: {
    heading(token) {
      const { anchor } = token as HeadingWithId;
      const inner = this.parser.parseInline(token.tokens);
      const id = anchor ? ` id="${escapeAttribute(anchor)}"` : "";
      return `<h${token.depth}${id}>${inner}</h${token.depth}>\n`;
    },
  },
});

/** The text of inline Markdown without its marks (emphasis, code, links keep their words). */
export function inlineText(text: string): string {
  return text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]*>/g, "")
    .replace(/[*_`~]+/g, "")
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) =>
      e === "amp" ? "&" : e === "lt" ? "<" : e === "gt" ? ">" : e === "quot" ? '"' : "'",
    )
    .trim();
}

/** An id from a heading's text: letters and digits of any script, joined by hyphens. */
export function headingId(text: string): string {
  const words = inlineText(text)
    .toLowerCase()
    .normalize("NFC")
    .match(/[\p{L}\p{M}\p{N}]+/gu);
  return words ? words.join("-").slice(0, 80) : "";
}

function renderNow(source: string): RenderedMarkdown {
  const tokens = renderer.lexer(source);
  const used = new Map<string, number>();
  const toc: TocEntry[] = [];
  const visit = (list: Token[]) => {
    for (const token of list) {
      if (token.type !== "heading") continue;
      const heading = token as HeadingWithId;
      const base = headingId(heading.text) || "section";
      const seen = used.get(base) ?? 0;
      used.set(base, seen + 1);
      heading.anchor = seen === 0 ? base : `${base}-${seen + 1}`;
      if (heading.depth === 2 || heading.depth === 3) {
        toc.push({ id: heading.anchor, text: inlineText(heading.text), depth: heading.depth });
      }
    }
  };
  visit(tokens);
  return { html: sanitizeHtml(renderer.parser(tokens)), toc };
}

/** Most rendered texts kept; past it the memory starts again empty. */
const MAX_KEPT = 2000;
const rendered = new Map<string, RenderedMarkdown>();

/** `source` rendered to safe HTML with its table of contents; each text is rendered once. */
export function renderMarkdown(source: string): RenderedMarkdown {
  const kept = rendered.get(source);
  if (kept) return kept;
  const result = renderNow(source);
  if (rendered.size >= MAX_KEPT) rendered.clear();
  rendered.set(source, result);
  return result;
}

/**
 * The words of a Markdown text as plain text (for search and snippets): no heading marks, list
 * bullets, table rules, emphasis or link addresses; one line per block.
 */
export function markdownText(source: string): string {
  return source
    .split("\n")
    .filter((line) => !/^\s*\|?\s*:?-{3,}/.test(line))
    .map((line) =>
      inlineText(
        line
          .replace(/^\s{0,3}#{1,6}\s+/, "")
          .replace(/^\s*(?:[-*+]|\d+[.)])\s+/, "")
          .replace(/^\s*>\s?/, "")
          .replace(/\s*\|\s*/g, " ")
          .trim(),
      ),
    )
    .filter((line) => line !== "")
    .join("\n");
}
