import type { LoaderFunctionArgs } from "@remix-run/node";
import type { z } from "zod";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { requireOk } from "~/lib/failure.server";
import { isFiltered, type ListSchema } from "~/lib/list-query";
import { requireCanonical, requirePageInRange } from "~/lib/list-query.server";

/**
 * The loader of a list page: the check of the language prefix, the view's query (a redirect when
 * the address is not its canonical one), one page of the list from the backend's `path`, and a
 * redirect to the last page for a page after it. The backend is asked with the query's values
 * (unset ones left out) or with what `params` makes of the query. Gives the page's language, the
 * list, the query and whether the view is filtered.
 */
export async function loadListPage<
  L extends { total: number; pageSize: number },
  S extends ListSchema & z.ZodType<{ page: number }>,
>(
  args: LoaderFunctionArgs,
  schema: S,
  path: string,
  params: (query: z.output<S>) => Record<string, unknown> = (query) => query,
) {
  const language = pageLanguage(args);
  const query = requireCanonical(args.request, schema);
  const list = await requireOk(args.request, await callApi<L>(args, path, { data: params(query) }));
  requirePageInRange(args.request, query, list);
  return { language, list, query, filtered: isFiltered(query) };
}
