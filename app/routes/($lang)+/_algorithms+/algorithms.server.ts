import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageLanguage } from "~/i18n/route-language.server";
import { type AlgorithmDetail, type AlgorithmList, STORE_PAGE_SIZE } from "./__algorithms";
import { callApi } from "~/lib/api.server";
import { isFiltered } from "~/lib/list-query";
import { requireCanonical, requirePageInRange } from "~/lib/list-query.server";
import { throwFailure } from "~/lib/failure.server";
import { z } from "zod";
import { listField } from "~/lib/list-query.server";

/**
 * The store's address (app/lib/list-query.ts): a filter per facet (values from the catalogue), the
 * search text and the page, in this order.
 */
export const STORE_SCHEMA = z.object({
  scenario: listField.filter(),
  classification: listField.filter(),
  platform: listField.filter(),
  algorithmType: listField.filter(),
  q: listField.search(),
  page: listField.page(10_000),
});
export type StoreQuery = z.output<typeof STORE_SCHEMA>;

/** The store page: one page of algorithms for the filters in the URL. */
export async function loadAlgorithmStore(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const query = requireCanonical(args.request, STORE_SCHEMA);
  const { page, q, ...filters } = query;
  const result = await callApi<AlgorithmList>(args, "/algorithm/list", {
    data: {
      ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== null)),
      q: q ?? undefined,
      page,
      pageSize: STORE_PAGE_SIZE,
    },
  });
  if (!result.ok) return throwFailure(args.request, result);
  requirePageInRange(args.request, query, result.data);
  return { query, list: result.data, filtered: isFiltered(query) };
}

/** The detail page; an unknown id is the site's 404 page. */
export async function loadAlgorithmDetail(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const id = args.params.id ?? "";
  const result = await callApi<AlgorithmDetail>(args, `/algorithm/${encodeURIComponent(id)}`);
  if (!result.ok) return throwFailure(args.request, result);
  return { algorithm: result.data };
}
