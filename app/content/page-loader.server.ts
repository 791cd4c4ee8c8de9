import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageLanguage } from "~/i18n/route-language.server";
import { getPage, type PageName } from "./pages.server";

/** A content page's text in the route's language, or English marked as fallback. */
export function loadContentPage<N extends PageName>(
  name: N,
  { params, request, context }: LoaderFunctionArgs,
) {
  return getPage(pageLanguage({ params, request, context }).code, name);
}
