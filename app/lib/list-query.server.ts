import { redirect } from "@remix-run/node";
import type { z } from "zod";
import { type ListQuery, type ListSchema, listHref, pageCount, readListQuery } from "./list-query";
import { ownPath } from "./safe-redirect";

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
