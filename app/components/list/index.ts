export { type FilterField, FilterForm, type FilterOption } from "./FilterForm";
export { NoData } from "./NoData";
export { Pagination } from "./Pagination";
export { ResultCount } from "./ResultCount";
