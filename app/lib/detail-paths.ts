import type { SearchKind } from "#shared/search";
import { productPath } from "./products";

/** A detail page of the catalogue as the search and the sitemap name it. */
export interface CatalogueDetailPage {
  kind: SearchKind;
  id: string;
  /** Products: the type in their address. */
  type?: string;
}

/** A detail page of the content areas (news, events, FAQ …), which gives its own path. */
export interface ContentDetailPage {
  kind: string;
  id: string;
  path: string;
  lastmod?: string;
}

export type DetailPage = CatalogueDetailPage | ContentDetailPage;

/** The path of a detail page, without language prefix. */
export function detailPath(page: DetailPage): string {
  if ("path" in page) return page.path;
  const id = encodeURIComponent(page.id);
  switch (page.kind) {
    case "product":
      return productPath({ type: page.type ?? "", id: page.id });
    case "solution":
      return `/solution-details/${id}/solution`;
    case "case":
      return `/case/${id}/detail`;
    case "algorithm":
      return `/algorithm-details-page/${id}`;
  }
}
