import { type Column, eq, type SQL, sql } from "drizzle-orm";

/**
 * Lenient reading of list queries (product list, algorithm store, solutions, cases). A list is
 * never refused for its filters: a value that cannot match (unknown, too long) gives an empty
 * list, a bad page or page size the default, an overlong search text is cut.
 */

/** A filter as read: no filter (undefined), a value to match, or NO_MATCH for one that cannot. */
export const NO_MATCH = false;
export type Filter<T extends string = string> = T | typeof NO_MATCH | undefined;

/** The first value of a parameter (`?a=1&a=2` is `1`); undefined when absent. */
export function first(queries: Record<string, string[]>, name: string): string | undefined {
  return queries[name]?.[0];
}

/** A free-text filter: empty means none; longer than `max` can match no stored value. */
export function textFilter(raw: string | undefined, max: number): Filter {
  const value = raw?.trim();
  if (!value) return undefined;
  return value.length > max ? NO_MATCH : value;
}

/** A filter of fixed values: empty means none; any other value matches nothing. */
export function enumFilter<T extends string>(
  raw: string | undefined,
  values: readonly T[],
): Filter<T> {
  const value = raw?.trim();
  if (!value) return undefined;
  return (values as readonly string[]).includes(value) ? (value as T) : NO_MATCH;
}

/** One of fixed choices (a sort order), the fallback for anything else. */
export function choice<T extends string>(
  raw: string | undefined,
  values: readonly T[],
  fallback: T,
): T {
  return (values as readonly string[]).includes(raw ?? "") ? (raw as T) : fallback;
}

/** A whole number from 1 to `max` written in decimal digits; the fallback for anything else. */
export function wholeNumber(raw: string | undefined, max: number, fallback: number): number {
  if (!raw || !/^\s*\d{1,9}\s*$/.test(raw)) return fallback;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : fallback;
}

/** A search text: trimmed, cut to `max` characters; undefined when empty. */
export function searchText(raw: string | undefined, max: number): string | undefined {
  const value = raw?.trim().slice(0, max).trim();
  return value || undefined;
}

/** The SQL condition of a filter on `column`: none, equality, or false for NO_MATCH. */
export function filterCondition(filter: Filter, column: Column): SQL | undefined {
  if (filter === undefined) return undefined;
  if (filter === NO_MATCH) return sql`false`;
  return eq(column, filter);
}

/** Every value of each query parameter, as `c.req.queries()` gives them (see readQuery). */
export type Queries = Record<string, string[]>;

/** Page and page size: whole numbers in range, the defaults (page 1, `pageSize`) otherwise. */
export function paging(
  queries: Queries,
  limits: { maxPage: number; maxPageSize: number; pageSize: number },
) {
  return {
    page: wholeNumber(first(queries, "page"), limits.maxPage, 1),
    pageSize: wholeNumber(first(queries, "pageSize"), limits.maxPageSize, limits.pageSize),
  };
}

/** Free-text filters by name: an empty one is none, one longer than `max` matches nothing. */
export function textFilters<K extends string>(
  queries: Queries,
  names: readonly K[],
  max: number,
): Record<K, Filter> {
  return Object.fromEntries(
    names.map((name) => [name, textFilter(first(queries, name), max)]),
  ) as Record<K, Filter>;
}
