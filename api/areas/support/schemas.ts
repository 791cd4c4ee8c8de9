import {
  enumFilter,
  first,
  type Filter,
  paging,
  type Queries,
  searchText,
  textFilter,
} from "../../http/list-query";

/** The five FAQ categories of the spec ("Other screens"). */
export const FAQ_CATEGORIES = ["products", "solutions", "partners", "marketing", "others"] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

/** Longest search text used; a longer one is cut. */
export const MAX_SEARCH_LENGTH = 100;
/** Longest category a knowledge article can have. */
const MAX_LABEL_LENGTH = 60;
const PAGING = { maxPage: 1000, maxPageSize: 50, pageSize: 10 };

export interface Paging {
  page: number;
  pageSize: number;
}

export interface FaqQuery extends Paging {
  q?: string;
  category: Filter<FaqCategory>;
}

export interface KnowledgeQuery extends Paging {
  q?: string;
  category: Filter;
}

/** The FAQ list's query, read leniently: an unknown category finds nothing, a bad page the first. */
export const faqQuery = (queries: Queries): FaqQuery => ({
  q: searchText(first(queries, "q"), MAX_SEARCH_LENGTH),
  category: enumFilter(first(queries, "category"), FAQ_CATEGORIES),
  ...paging(queries, PAGING),
});

/** The knowledge base's query: a category (from the data) and a search text. */
export const knowledgeQuery = (queries: Queries): KnowledgeQuery => ({
  q: searchText(first(queries, "q"), MAX_SEARCH_LENGTH),
  category: textFilter(first(queries, "category"), MAX_LABEL_LENGTH),
  ...paging(queries, PAGING),
});

/** The support hub's search: the text only. */
export const supportSearchQuery = (queries: Queries) => ({
  q: searchText(first(queries, "q"), MAX_SEARCH_LENGTH),
});
