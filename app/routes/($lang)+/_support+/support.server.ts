import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { fetchOrFail } from "~/lib/failure.server";
import { loadListPage } from "~/lib/list-loader.server";
import { listField } from "~/lib/list-query.server";
import { pageLanguage } from "~/i18n/route-language.server";
import type { SearchList } from "./__support";

/** A /support call of the backend: its data, or the error page (fetchOrFail). */
export const fetchSupport = fetchOrFail;

/** A support article of the address's `id` (`/support/faqs/{id}`, `/support/knowledge/{id}`). */
export function fetchSupportArticle<T>(args: LoaderFunctionArgs, list: "faqs" | "knowledge") {
  pageLanguage(args);
  return fetchSupport<T>(args, `/support/${list}/${encodeURIComponent(args.params.id ?? "")}`);
}

/** The address of the FAQ list and the knowledge base: search text, category, page. */
export const listSchema = z.object({
  q: listField.search(),
  category: listField.filter(),
  page: listField.page(),
});

/** The loader of a searchable list (FAQ, knowledge base): canonical address, one page, in range. */
export async function loadSearchList<T>(args: LoaderFunctionArgs, path: string) {
  const { list, query, filtered } = await loadListPage<SearchList<T>, typeof listSchema>(
    args,
    listSchema,
    path,
  );
  return { list, query, filtered };
}
