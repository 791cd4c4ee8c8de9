import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { fetchOrFail } from "~/lib/failure.server";
import { listField, requireCanonical, requirePageInRange } from "~/lib/list-query.server";
import { isFiltered } from "~/lib/list-query";
import { pageLanguage } from "~/i18n/route-language.server";
import type { SearchList } from "./__support";

/** A /support call of the backend: its data, or the error page (fetchOrFail). */
export const fetchSupport = fetchOrFail;

/** The address of the FAQ list and the knowledge base: search text, category, page. */
export const listSchema = z.object({
  q: listField.search(),
  category: listField.filter(),
  page: listField.page(),
});

/** The loader of a searchable list (FAQ, knowledge base): canonical address, one page, in range. */
export async function loadSearchList<T>(args: LoaderFunctionArgs, path: string) {
  pageLanguage(args);
  const query = requireCanonical(args.request, listSchema);
  const list = await fetchSupport<SearchList<T>>(args, path, {
    q: query.q ?? undefined,
    category: query.category ?? undefined,
    page: query.page,
  });
  requirePageInRange(args.request, query, list);
  return { list, query, filtered: isFiltered(query) };
}
