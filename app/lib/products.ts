import { numberFormat } from "./intl";
/** Shapes of the product API answers as the pages use them. */
export interface ProductSummary {
  id: string;
  model: string;
  type: string;
  productClass: string;
  series: string;
  name: string;
  summary: string;
  listPrice: number | null;
  preSales: boolean;
  /** on_sale, discontinued or end_of_support (#shared/product-lifecycle). */
  lifecycle: string;
  hotScore: number;
  releaseDate: string;
  keySpecs: { key: string; value: string; label: string }[];
}

export interface ProductList {
  items: ProductSummary[];
  total: number;
  page: number;
  pageSize: number;
  facets: Record<string, { value: string; count: number }[]>;
}

/** A product as its card shows it (the list's sort keys stay on the server). */
export type ListedProduct = Omit<ProductSummary, "hotScore" | "releaseDate">;

/** The product list as its page shows it. */
export type ListedProducts = Omit<ProductList, "items"> & { items: ListedProduct[] };

export function listedProducts(list: ProductList): ListedProducts {
  return { ...list, items: list.items.map(({ hotScore: _, releaseDate: __, ...item }) => item) };
}

export const LIST_FILTERS = [
  "productClass",
  "type",
  "processor",
  "memory",
  "computingPower",
  "preSales",
] as const;

/** The catalogue's sort orders (the first is the default). */
export const PRODUCT_SORTS = ["overall", "hot", "latest"] as const;

/** The detail page of a product (spec §2 /product-center/detail/{type}/{productId}). */
export const productPath = (p: { type: string; id: string }) =>
  `/product-center/detail/${encodeURIComponent(p.type)}/${encodeURIComponent(p.id)}`;

export function formatPrice(price: number | null, lang: string): string | null {
  if (price === null) return null;
  return numberFormat(lang, { style: "currency", currency: "USD" }).format(price);
}

/** The longest product id a list or form keeps (catalogue ids are lowercase words joined by "-"). */
export const MAX_PRODUCT_ID_LENGTH = 64;

/** Whether a value can be a product id of the catalogue: `nv-b580-ai`, at most 64 characters. */
export function isProductId(value: unknown): value is string {
  return (
    typeof value === "string" &&
    value.length <= MAX_PRODUCT_ID_LENGTH &&
    /^[a-z0-9]+(?:[-_.][a-z0-9]+)*$/i.test(value)
  );
}
