import { redirect } from "@remix-run/node";
import { z } from "zod";
import {
  cut,
  type ListQuery,
  type ListSchema,
  listHref,
  MAX_VALUE_BYTES,
  pageCount,
  readListQuery,
} from "./list-query";
import { ownPath } from "./safe-redirect";

// The schema fields live here, on the server: pages that link to or page through a list load no zod.
const values = () => z.array(z.string());
const whole = (raw: string | undefined, min: number, max: number) =>
  raw !== undefined && /^\d{1,9}$/.test(raw) && Number(raw) >= min && Number(raw) <= max
    ? Number(raw)
    : null;
const isDate = (raw: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(raw) && new Date(`${raw}T00:00:00Z`).toISOString().startsWith(raw);

/** The fields a list schema is made of; each reads the non-empty, trimmed values of its parameter. */
export const listField = {
  /** A search text: the first value, cut to `MAX_VALUE_BYTES`. */
  search: () => values().transform((v) => (v[0] ? cut(v[0], MAX_VALUE_BYTES) || null : null)),
  /** One filter value from the data: any value is kept (an unknown one shows "No data"). */
  filter: () => values().transform((v) => (v[0] ? cut(v[0], MAX_VALUE_BYTES) || null : null)),
  /** Several values of one filter (checkboxes): each kept once, in the order given. */
  filters: () =>
    values().transform((v) => {
      const kept = [...new Set(v.map((x) => cut(x, MAX_VALUE_BYTES)).filter(Boolean))];
      return kept.length > 0 ? kept : null;
    }),
  /** One of fixed values (a sort order, a fixed category); the default and others are dropped. */
  choice: <T extends string>(allowed: readonly T[], fallback?: T) =>
    values().transform((v) =>
      allowed.includes(v[0] as T) && v[0] !== fallback ? (v[0] as T) : null,
    ),
  /** Several of fixed values: unknown ones dropped, each kept once, in the order of `allowed`. */
  choices: <T extends string>(allowed: readonly T[]) =>
    values().transform((v) => {
      const kept = allowed.filter((a) => v.includes(a));
      return kept.length > 0 ? kept : null;
    }),
  /** A whole number from `min` to `max` (a page size, a year); anything else is dropped. */
  number: (min: number, max: number, fallback?: number) =>
    values().transform((v) => {
      const n = whole(v[0], min, max);
      return n === fallback ? null : n;
    }),
  /** A date `YYYY-MM-DD` (one end of a date range); anything else is dropped. */
  date: () => values().transform((v) => (v[0] && isDate(v[0]) ? v[0] : null)),
  /** The page: a whole number from 1 to `max`; 1 for anything else. */
  page: (max = 1000) => values().transform((v) => whole(v[0], 1, max) ?? 1),
};

/** A redirect to a list address on this site (404 for a path that would leave it). */
function redirectTo(pathname: string, href: string): never {
  const path = ownPath(pathname);
  if (path === null) throw new Response("Not Found", { status: 404 });
  throw redirect(`${path}${href.slice(pathname.length)}`, 302);
}

/** The query of a list page's request; throws a redirect when its address is not the canonical one. */
export function requireCanonical<S extends ListSchema>(request: Request, schema: S): z.output<S> {
  const url = new URL(request.url);
  const { query, canonical } = readListQuery(url, schema);
  if (canonical !== `${url.pathname}${url.search}`) redirectTo(url.pathname, canonical);
  return query;
}

/** Throws a redirect to the last page when the query asks for a page after it. */
export function requirePageInRange(
  request: Request,
  query: ListQuery & { page: number },
  list: { total: number; pageSize: number },
): void {
  const last = pageCount(list.total, list.pageSize);
  if (query.page <= last) return;
  const { pathname } = new URL(request.url);
  redirectTo(pathname, listHref(pathname, query, { page: last }));
}
