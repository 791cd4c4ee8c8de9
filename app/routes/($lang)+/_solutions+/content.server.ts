import type { LoaderFunctionArgs } from "@remix-run/node";
import type { z } from "zod";
import type { ListSchema } from "~/lib/list-query";
import { pageLanguage } from "~/i18n/route-language.server";
import { isFiltered } from "~/lib/list-query";
import { requireCanonical, requirePageInRange } from "~/lib/list-query.server";
import { fetchOrFail } from "~/lib/failure.server";
import type { ListPage } from "./__content";

/** A /content call of the backend: its data, or the error page (fetchOrFail). */
export const fetchContent = fetchOrFail;

/**
 * The loader of a list of the area (solutions, success stories): the canonical address, one page
 * of the backend's list with its facets filtered by the query's `facets`, the page kept in range.
 */
export async function loadContentList<T, F extends string, S extends ListSchema>(
  args: LoaderFunctionArgs,
  schema: S,
  path: string,
  facets: readonly F[],
) {
  pageLanguage(args);
  const query = requireCanonical(args.request, schema) as z.output<S> &
    Record<F, string | null> & { page: number };
  const data: Record<string, string | number | undefined> = { page: query.page };
  for (const name of facets) data[name] = query[name] ?? undefined;
  const list = await fetchContent<ListPage<T, F>>(args, path, data);
  requirePageInRange(args.request, query, list);
  return { list, query, filtered: isFiltered(query) };
}
