/** Shapes of the backend's /support answers (docs/api.md); texts are in the page's language. */

import { errorMeta } from "~/components/ErrorBoundary";
import type { Fragment } from "~/components/Marked";
import { metaBrand, pageMeta } from "~/lib/meta";

/** A piece of text; `mark` when it holds a searched word. */
export type { Fragment };

export interface Facet {
  value: string;
  count: number;
}

export interface FaqItem {
  id: string;
  category: string;
  question: string;
  questionParts: Fragment[];
  answerParts: Fragment[];
  fallback: string[];
}

export interface FaqDetail {
  id: string;
  category: string;
  question: string;
  answer: string;
  fallback: string[];
  related: { id: string; question: string }[];
}

export interface KnowledgeItem {
  id: string;
  category: string;
  publishedAt: string;
  title: string;
  summary: string;
  titleParts: Fragment[];
  summaryParts: Fragment[];
  fallback: string[];
}

export interface KnowledgeDetail {
  id: string;
  category: string;
  publishedAt: string;
  title: string;
  summary: string;
  body: string;
  fallback: string[];
  related: KnowledgeItem[];
}

export interface ProductHit {
  id: string;
  type: string;
  model: string;
  name: string;
  nameParts: Fragment[];
  modelParts: Fragment[];
  summaryParts: Fragment[];
}

export interface SearchList<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  terms: string[];
  facets: { category: Facet[] };
}

export interface SupportSearch {
  terms: string[];
  faq: { items: FaqItem[]; total: number };
  knowledge: { items: KnowledgeItem[]; total: number };
  product: { items: ProductHit[]; total: number };
}

/** The FAQ categories of the spec, in their order. */
export const FAQ_CATEGORIES = ["products", "solutions", "partners", "marketing", "others"] as const;

/** The `lang` and `dir` of a text shown in English for want of a translation. */
export const fallbackAttrs = (item: { fallback: string[] }, field: string) =>
  item.fallback.includes(field) ? { lang: "en", dir: "ltr" as const } : {};

/** The lists of support articles, by their path without language prefix. */
export const SUPPORT_LISTS = { faq: "/FAQ", knowledge: "/knowledge" } as const;

export type SupportListName = keyof typeof SUPPORT_LISTS;

/** Each text of a support list's pages, by its key in the FAQ and in the knowledge base. */
const SUPPORT_TEXTS = {
  title: ["faq.title", "knowledge.title"],
  lead: ["faq.lead", "knowledge.lead"],
  filterLegend: ["faq.filterLegend", "knowledge.filterLegend"],
  searchLabel: ["faq.searchLabel", "knowledge.searchLabel"],
  category: ["faq.category", "knowledge.category"],
  count: ["faq.count", "knowledge.count"],
  empty: ["faq.empty", "knowledge.empty"],
  all: ["faq.all", "knowledge.all"],
  related: ["faq.related", "knowledge.related"],
} as const;

/** The key of the text `name` of the support list `list` (in the `support` namespace). */
export function supportTextKey(list: SupportListName, name: keyof typeof SUPPORT_TEXTS): string {
  return SUPPORT_TEXTS[name][list === "faq" ? 0 : 1];
}

/** `meta` of a support article: its title and description (`described`), or the error page's. */
export function articleMeta(
  { error, matches }: Parameters<typeof errorMeta>[0],
  described: [title: string, description: string] | undefined,
) {
  if (error) return errorMeta({ error, matches });
  return described ? pageMeta(described[0], described[1], metaBrand(matches)) : [];
}
