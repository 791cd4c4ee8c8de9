/** Shapes of the backend's /wiki answers (api/areas/wiki/service.ts); texts are in the page's language. */

/** The product lines that have a wiki, in the order of the wiki index. */
export const WIKI_PRODUCTS = ["camera", "nvr", "thermal"] as const;
export type WikiProduct = (typeof WIKI_PRODUCTS)[number];

/** The address of a product line's wiki, of one of its labels, or of one of its articles. */
export const wikiPath = (product: string, label?: string, slug?: string) =>
  [`/${product}wiki`, label, slug]
    .filter((part) => part !== undefined)
    .map((part, i) => (i === 0 ? part : encodeURIComponent(part!)))
    .join("/");

export interface Fragment {
  text: string;
  mark: boolean;
}

export interface LabelNode {
  slug: string;
  name: string;
  count: number;
  children: LabelNode[];
}

export interface WikiArticleItem {
  product: WikiProduct;
  label: string;
  slug: string;
  publishedAt: string;
  title: string;
  summary: string;
  titleParts: Fragment[];
  textParts: Fragment[];
  fallback: string[];
}

export interface WikiIndex {
  lines: {
    product: WikiProduct;
    total: number;
    labels: { slug: string; name: string; count: number }[];
    recent: WikiArticleItem[];
  }[];
}

export interface WikiHome {
  product: WikiProduct;
  total: number;
  tree: LabelNode[];
  recent: WikiArticleItem[];
}

export interface WikiLabel {
  product: WikiProduct;
  total: number;
  tree: LabelNode[];
  label: { slug: string; name: string; count: number };
  path: { slug: string; name: string }[];
  items: WikiArticleItem[];
}

export interface ArticleLink {
  label: string;
  slug: string;
  title: string;
}

export interface WikiArticle {
  product: WikiProduct;
  total: number;
  tree: LabelNode[];
  path: { slug: string; name: string }[];
  article: WikiArticleItem & { html: string; toc: { id: string; text: string; depth: number }[] };
  previous: ArticleLink | null;
  next: ArticleLink | null;
}

export interface WikiSearch {
  items: WikiArticleItem[];
  total: number;
  page: number;
  pageSize: number;
  terms: string[];
  facets: { product: { value: WikiProduct; count: number }[] };
}

/** The `lang` and `dir` of a text shown in English for want of a translation. */
export const fallbackAttrs = (item: { fallback: string[] }, field: string) =>
  item.fallback.includes(field) ? { lang: "en", dir: "ltr" as const } : {};
