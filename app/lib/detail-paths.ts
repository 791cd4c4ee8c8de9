import type { SearchKind } from "../../shared/search";
import { productPath } from "./products";

/** A detail page of the catalogue as the search and the sitemap name it. */
export interface DetailPage {
  kind: SearchKind;
  id: string;
  /** Products: the type in their address. */
  type?: string;
}

/** The path of a detail page, without language prefix. */
export function detailPath(page: DetailPage): string {
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
