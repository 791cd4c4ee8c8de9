/**
 * A product's lifecycle and compliance facts, as the backend stores them and the pages show them.
 */

/** On sale; discontinued (no longer sold, still supported); end of support (no more firmware). */
export const PRODUCT_LIFECYCLES = ["on_sale", "discontinued", "end_of_support"] as const;
export type ProductLifecycle = (typeof PRODUCT_LIFECYCLES)[number];

export interface LifecycleFacts {
  lifecycle: ProductLifecycle;
  discontinuedOn: string | null;
  supportEndsOn: string | null;
  replacementId: string | null;
  ndaa889: boolean;
  taa: boolean;
  countryOfOrigin: string | null;
}

/** Whether a model is no longer sold (discontinued or past its support): the catalogue hides it by default. */
export const isRetired = (lifecycle: string): boolean => lifecycle !== "on_sale";

/** Whether `value` is a calendar date written `YYYY-MM-DD`. */
export const isIsoDate = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** Whether `value` looks like an ISO 3166-1 alpha-2 country code (two capital letters). */
export const isCountryCode = (value: string): boolean => /^[A-Z]{2}$/.test(value);
