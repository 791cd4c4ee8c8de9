import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { fetchOrFail } from "~/lib/failure.server";
import { loadListPage } from "~/lib/list-loader.server";
import { listField } from "~/lib/list-query.server";
import { pageLanguage } from "~/i18n/route-language.server";
import type { WikiArticle, WikiHome, WikiLabel, WikiProduct, WikiSearch } from "./types";

/** A /wiki call of the backend: its data, or the error page (fetchOrFail). */
export const fetchWiki = fetchOrFail;

const part = (value: string | undefined) => encodeURIComponent(value ?? "");

/** A product wiki's home page: the label tree and the newest articles. */
export function wikiHomeLoader(args: LoaderFunctionArgs, product: WikiProduct) {
  pageLanguage(args);
  return fetchWiki<WikiHome>(args, `/wiki/${product}`);
}

/** A label's page (404 for an unknown label). */
export function wikiLabelLoader(args: LoaderFunctionArgs, product: WikiProduct) {
  pageLanguage(args);
  return fetchWiki<WikiLabel>(args, `/wiki/${product}/labels/${part(args.params.label)}`);
}

/** An article's page (404 unless the article is under that label of that product line). */
export function wikiArticleLoader(args: LoaderFunctionArgs, product: WikiProduct) {
  pageLanguage(args);
  return fetchWiki<WikiArticle>(
    args,
    `/wiki/${product}/labels/${part(args.params.label)}/articles/${part(args.params.slug)}`,
  );
}

/** The wiki search's address: words, product line, page. */
const searchSchema = z.object({
  q: listField.search(),
  product: listField.filter(),
  page: listField.page(),
});

/** The wiki search: canonical address, one page of results, the page in range. */
export async function wikiSearchLoader(args: LoaderFunctionArgs) {
  const { list, query, filtered } = await loadListPage<WikiSearch, typeof searchSchema>(
    args,
    searchSchema,
    "/wiki/search",
  );
  return { list, query, filtered };
}
