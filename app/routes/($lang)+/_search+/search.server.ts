import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { throwFailure } from "~/lib/failure.server";
import { isFiltered } from "~/lib/list-query";
import { listField, requireCanonical, requirePageInRange } from "~/lib/list-query.server";
import { SEARCH_KINDS, SEARCH_PAGE_SIZE, type SearchResult } from "./__search";

/** The search page's address: the text, one kind (or every kind) and the page. */
export const SEARCH_SCHEMA = z.object({
  q: listField.search(),
  kind: listField.choice(SEARCH_KINDS),
  page: listField.page(10_000),
});

/** One page of what the site search finds for the text in the URL, in the page's language. */
export async function loadSearch(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const query = requireCanonical(args.request, SEARCH_SCHEMA);
  if (!query.q) {
    const none: SearchResult = {
      items: [],
      total: 0,
      page: 1,
      pageSize: SEARCH_PAGE_SIZE,
      facets: { kind: [] },
    };
    return { query, list: none, filtered: false };
  }
  const result = await callApi<SearchResult>(args, "/search", {
    data: {
      q: query.q,
      kind: query.kind ?? undefined,
      page: query.page,
      pageSize: SEARCH_PAGE_SIZE,
    },
  });
  if (!result.ok) return throwFailure(args.request, result);
  requirePageInRange(args.request, query, result.data);
  return { query, list: result.data, filtered: isFiltered(query) };
}
