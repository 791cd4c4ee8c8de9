import type { LoaderFunctionArgs } from "@remix-run/node";
import { routeLanguage } from "~/i18n/route-language.server";
import { getPage, type PageName } from "./pages.server";

/** The loader of a content page: its text in the route's language, or English marked as fallback. */
export function contentPageLoader<N extends PageName>(name: N) {
  return ({ params, request }: LoaderFunctionArgs) => getPage(routeLanguage(params, request).code, name);
}
