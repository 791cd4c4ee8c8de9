/**
 * Shapes of the backend's news and announcement answers (docs/api.md). Texts are in the page's
 * language; `fallback` names the fields shown in English because they have no translation yet.
 */
export interface Facet {
  value: string;
  count: number;
}

export interface NewsItem {
  id: string;
  date: string;
  category: string;
  title: string;
  summary: string;
  fallback: string[];
}

export interface NewsDetail extends NewsItem {
  body: string;
  related: NewsItem[];
}

export interface NewsList {
  items: NewsItem[];
  total: number;
  page: number;
  pageSize: number;
  facets: { category: Facet[]; year: Facet[] };
}

export interface AnnouncementItem {
  id: string;
  date: string;
  title: string;
  summary: string;
  fallback: string[];
}

export interface AnnouncementDetail extends AnnouncementItem {
  body: string;
}

export interface AnnouncementList {
  items: AnnouncementItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** Categories of the news room (the backend's `NEWS_CATEGORIES`). */
export const NEWS_CATEGORIES = ["product", "technology", "company", "partner", "event"] as const;

export const newsPath = (id: string) => `/news/${encodeURIComponent(id)}/detail`;
export const announcementPath = (id: string) => `/announcement/${encodeURIComponent(id)}/details`;

/** Attributes of a field shown in English on a page in another language (left to right, too). */
export function fallbackAttrs(
  item: { fallback: string[] },
  field: string,
): { lang?: "en"; dir?: "ltr" } {
  return item.fallback.includes(field) ? { lang: "en", dir: "ltr" } : {};
}
