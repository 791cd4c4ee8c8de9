import type { LinksFunction } from "@remix-run/node";
import listStyles from "./list.css";

export { type FilterField, FilterForm, type FilterOption } from "./FilterForm";
export { ListBreadcrumb } from "./ListBreadcrumb";
export { ListPage, type ListPageKeys, type ListPageTexts } from "./ListPage";
export { NoData } from "./NoData";
export { Pagination } from "./Pagination";
export { ResultCount } from "./ResultCount";
/** The kit's stylesheet, for the `links` of a page that shows a list. */
export { listStyles };

/** The `links` of a list page: the kit's stylesheet, then the page's own, in that order. */
export const listPageLinks =
  (...stylesheets: string[]): LinksFunction =>
  () =>
    [listStyles, ...stylesheets].map((href) => ({ rel: "stylesheet", href }));
