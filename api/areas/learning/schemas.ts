import { COURSE_LEVELS, LEARNING_PATHS, PRODUCT_LINES } from "#shared/learning";
import { enumFilter, first, type Queries, searchText, wholeNumber } from "../../http/list-query";

/** The catalogue's query, read leniently: an unknown filter lists nothing, a bad page is 1. */
export function courseListQuery(queries: Queries) {
  return {
    productLine: enumFilter(first(queries, "line"), PRODUCT_LINES),
    level: enumFilter(first(queries, "level"), COURSE_LEVELS),
    path: enumFilter(first(queries, "path"), LEARNING_PATHS),
    q: searchText(first(queries, "q"), 100),
    page: wholeNumber(first(queries, "page"), 1000, 1),
  };
}

/** The outline's path: `csp`, `general`, or all courses for anything else. */
export function outlineQuery(queries: Queries) {
  const path = enumFilter(first(queries, "path"), LEARNING_PATHS);
  return { path: path || undefined };
}
