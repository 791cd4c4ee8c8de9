import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { routeLanguage } from "~/i18n/route-language.server";
import {
  type AlgorithmDetail,
  type AlgorithmList,
  readStoreQuery,
  STORE_PAGE_SIZE,
  storeSearch,
} from "./__algorithms";
import { callApi } from "~/lib/api.server";
import { ownPath } from "~/lib/safe-redirect";
import { throwFailure } from "~/lib/failure.server";

/** The store page: one page of algorithms for the filters in the URL. */
export async function loadAlgorithmStore(args: LoaderFunctionArgs) {
  routeLanguage(args.params, args.request);
  const url = new URL(args.request.url);
  const query = readStoreQuery(url.searchParams);
  // Every view has one address: empty filters (a form sent without JavaScript) and page 1 drop out.
  const search = storeSearch(query);
  if (search !== url.search) {
    const path = ownPath(url.pathname);
    if (path === null) throw new Response("Not Found", { status: 404 });
    throw redirect(`${path}${search}`);
  }
  const result = await callApi<AlgorithmList>(args, "/algorithm/list", {
    data: {
      ...query.filters,
      q: query.q || undefined,
      page: query.page,
      pageSize: STORE_PAGE_SIZE,
    },
  });
  if (!result.ok) return throwFailure(args.request, result);
  return { query, list: result.data };
}

/** The detail page; an unknown id is the site's 404 page. */
export async function loadAlgorithmDetail(args: LoaderFunctionArgs) {
  routeLanguage(args.params, args.request);
  const id = args.params.id ?? "";
  const result = await callApi<AlgorithmDetail>(args, `/algorithm/${encodeURIComponent(id)}`);
  if (!result.ok) return throwFailure(args.request, result);
  return { algorithm: result.data };
}
