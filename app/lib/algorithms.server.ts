import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { routeLanguage } from "~/i18n/route-language.server";
import {
  type AlgorithmDetail,
  type AlgorithmList,
  readStoreQuery,
  STORE_PAGE_SIZE,
  storeSearch,
} from "./algorithms";
import { callApi } from "./api.server";

/** A failed backend call as the page's error: 404 stays 404, anything else is a bad gateway. */
function failure(result: { status: number; message: string }): Response {
  return new Response(result.message, { status: result.status === 404 ? 404 : 502 });
}

/** The store page: one page of algorithms for the filters in the URL. */
export async function loadAlgorithmStore(args: LoaderFunctionArgs) {
  routeLanguage(args.params, args.request);
  const url = new URL(args.request.url);
  const query = readStoreQuery(url.searchParams);
  // Every view has one address: empty filters (a form sent without JavaScript) and page 1 drop out.
  const search = storeSearch(query);
  if (search !== url.search) throw redirect(`${url.pathname}${search}`);
  const result = await callApi<AlgorithmList>(args, "/algorithm/list", {
    data: {
      ...query.filters,
      q: query.q || undefined,
      page: query.page,
      pageSize: STORE_PAGE_SIZE,
    },
  });
  if (!result.ok) throw failure(result);
  return { query, list: result.data };
}

/** The detail page; an unknown id is the site's 404 page. */
export async function loadAlgorithmDetail(args: LoaderFunctionArgs) {
  routeLanguage(args.params, args.request);
  const id = args.params.id ?? "";
  const result = await callApi<AlgorithmDetail>(args, `/algorithm/${encodeURIComponent(id)}`);
  if (!result.ok) throw failure(result);
  return { algorithm: result.data };
}
