import type { z } from "zod";

/**
 * The query of a list page (docs/decisions/0007-one-list-kit.md): one reader and one canonical
 * address for every list.
 *
 * A list declares its parameters as a zod object of `listField` fields (list-query.server.ts), in the order they are
 * written in the URL:
 *
 * ```ts
 * const schema = z.object({ q: listField.search(), industry: listField.filter(),
 *   sort: listField.choice(["relevance", "latest"], "relevance"), page: listField.page() });
 * ```
 *
 * The policy, the same for every list:
 * - Unknown parameters are dropped; so are empty values (a form sent without JavaScript sends its
 *   "all" choices empty). A parameter of one value given twice keeps its first value.
 * - A **filter** (`filter`, `filters`: values that come from the data, such as an industry) keeps
 *   any value: one the data does not know matches nothing and the page shows "No data", as the
 *   backend answers it (api/http/list-query.ts). Dropping it would show a list the visitor did not
 *   ask for (a link to a category that no longer exists would show every item as if they were it).
 * - A **setting** of fixed values (`choice`, `choices`, `number`, `date`, `page`) drops a value it
 *   does not accept, and its default value: the page shows the default.
 * - Search texts and filter values are trimmed and cut to `MAX_VALUE_BYTES` UTF-8 bytes.
 * - Page 1 is never written. A page after the last one redirects to the last one
 *   (`requirePageInRange`): a link to page 7 of a list that has since shrunk shows its last page.
 * - When the address differs from the canonical one, the loader answers a 302 redirect to it, in
 *   the same language (`requireCanonical` in list-query.server.ts). 302, not 301: the canonical form follows the schema,
 *   which grows as lists get new filters; a 301 cached by a browser would outlive it.
 */

/** The longest search text or filter value kept, in UTF-8 bytes (longer ones are cut). */
export const MAX_VALUE_BYTES = 100;

/** A value of a list query: null is "not given" (the default). */
export type ListValue = string | number | string[] | null;
export type ListQuery = Record<string, ListValue>;
/** A list's schema: a zod object whose fields read every value of their parameter. */
export type ListSchema = z.ZodObject<Record<string, z.ZodType<ListValue, string[]>>>;

/** `value` cut to at most `max` UTF-8 bytes, at a character boundary, and trimmed. */
export function cut(value: string, max: number): string {
  let bytes = 0;
  let out = "";
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    if (bytes > max) break;
    out += char;
  }
  return out.trim();
}

/**
 * The link to a view of a list: `path` (without language prefix, or with it for a redirect) and
 * the query with `overrides`, in the schema's order, without empty values and page 1.
 */
export function listHref(
  path: string,
  query: Readonly<ListQuery>,
  overrides: Readonly<Record<string, ListValue | undefined>> = {},
): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...query, ...overrides })) {
    if (value === null || value === undefined || value === "") continue;
    if (name === "page" && value === 1) continue;
    for (const one of Array.isArray(value) ? value : [value]) params.append(name, String(one));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Whether a view differs from the list's first view (any value set but the page): "clear filters". */
export function isFiltered(query: Readonly<ListQuery>): boolean {
  return Object.entries(query).some(
    ([name, value]) => name !== "page" && value !== null && value !== "",
  );
}

/**
 * Reads a list page's URL with its schema: the query (every field of the schema, null when not
 * given) and the canonical address of that view (path with its language prefix, then the query).
 */
export function readListQuery<S extends ListSchema>(
  url: URL,
  schema: S,
): { query: z.output<S>; canonical: string } {
  const input: Record<string, string[]> = {};
  for (const name of Object.keys(schema.shape)) {
    input[name] = url.searchParams
      .getAll(name)
      .map((value) => value.trim())
      .filter(Boolean);
  }
  const query = schema.parse(input) as z.output<S>;
  return { query, canonical: listHref(url.pathname, query as ListQuery) };
}

/** The number of pages of a list of `total` items: at least one, even for an empty list. */
export const pageCount = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(total / Math.max(1, pageSize)));

/** Page numbers to show: all of a few, else the first, the last and the current one's neighbours. */
export function visiblePages(page: number, pages: number): (number | "gap")[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const shown = [1, page - 1, page, page + 1, pages].filter((n) => n >= 1 && n <= pages);
  const unique = [...new Set(shown)].sort((a, b) => a - b);
  return unique.flatMap((n, i) => (i > 0 && n - unique[i - 1]! > 1 ? ["gap" as const, n] : [n]));
}
