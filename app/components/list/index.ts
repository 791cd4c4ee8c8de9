import listStyles from "./list.css";

export { type FilterField, FilterForm, type FilterOption } from "./FilterForm";
export { ListPage, type ListPageTexts } from "./ListPage";
export { NoData } from "./NoData";
export { Pagination } from "./Pagination";
export { ResultCount } from "./ResultCount";
/** The kit's stylesheet, for the `links` of a page that shows a list. */
export { listStyles };
