import { z } from "zod";
import { isCountryCode, isIsoDate, PRODUCT_LIFECYCLES } from "#shared/product-lifecycle";
import {
  choice,
  enumFilter,
  type Filter,
  first,
  paging,
  type Queries,
  searchText,
  textFilter,
} from "../../http/list-query";

export const FACETS = ["productClass", "type", "processor", "memory", "computingPower"] as const;
export type Facet = (typeof FACETS)[number];

const PRODUCT_CLASSES = ["camera", "recorder", "accessory"] as const;
const SORTS = ["overall", "hot", "latest"] as const;
/** Longest value of each text facet that can match a product. */
const FACET_LENGTHS: Record<Exclude<Facet, "productClass">, number> = {
  type: 40,
  processor: 60,
  memory: 40,
  computingPower: 40,
};

/**
 * The list's query, read leniently: a filter value that cannot match (an unknown class, an overlong
 * text) gives an empty list, a bad sort, page or page size the default, a long search text is cut.
 */
export function listQuery(queries: Queries) {
  const facets: Record<Facet, Filter> = {
    productClass: enumFilter(first(queries, "productClass"), PRODUCT_CLASSES),
    type: textFilter(first(queries, "type"), FACET_LENGTHS.type),
    processor: textFilter(first(queries, "processor"), FACET_LENGTHS.processor),
    memory: textFilter(first(queries, "memory"), FACET_LENGTHS.memory),
    computingPower: textFilter(first(queries, "computingPower"), FACET_LENGTHS.computingPower),
  };
  return {
    ...facets,
    preSales: enumFilter(first(queries, "preSales"), ["true", "false"] as const),
    /** Only models on sale (the catalogue's default view hides discontinued ones). */
    onSale: first(queries, "onSale") === "true",
    /** Only models compliant with NDAA section 889, with the Trade Agreements Act. */
    ndaa889: first(queries, "ndaa889") === "true",
    taa: first(queries, "taa") === "true",
    q: searchText(first(queries, "q"), 80),
    sort: choice(first(queries, "sort"), SORTS, "overall"),
    ...paging(queries, { maxPage: 1000, maxPageSize: 60, pageSize: 12 }),
  };
}
export type ListQuery = ReturnType<typeof listQuery>;

/** At most four products side by side; `ids` is a comma-separated list. */
export function compareIds(ids: string | undefined): string[] {
  return (ids ?? "").split(",").filter(Boolean).slice(0, 4);
}

export const favoriteBody = z.object({ productId: z.string().min(1).max(80) });

/** The longest product id (catalogue ids are short lowercase words joined by "-"). */
const MAX_PRODUCT_ID = 64;

const isoDate = z.string().refine(isIsoDate, "not a date (YYYY-MM-DD)");
/** An empty form value as "none". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" || v === undefined ? null : v), schema.nullable());
const flag = z.preprocess((v) => v === true || v === "true" || v === "on", z.boolean());

/** Whether `code` names a country or region that Intl knows (an ISO 3166-1 alpha-2 code). */
function isKnownCountry(code: string): boolean {
  if (!isCountryCode(code)) return false;
  const names = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
  return names.of(code) !== undefined;
}

/**
 * A product's lifecycle and compliance as the console sends them. A discontinued or unsupported
 * model has the day it was discontinued; support cannot end before it; an end-of-support model has
 * the day its support ended. Whether the replacement exists is the service's check.
 */
export const lifecycleBody = z
  .object({
    lifecycle: z.enum(PRODUCT_LIFECYCLES),
    discontinuedOn: optional(isoDate),
    supportEndsOn: optional(isoDate),
    replacementId: optional(z.string().trim().min(1).max(MAX_PRODUCT_ID)),
    ndaa889: flag,
    taa: flag,
    countryOfOrigin: optional(
      z
        .string()
        .trim()
        .toUpperCase()
        .refine(isKnownCountry, "not an ISO 3166-1 alpha-2 country code"),
    ),
  })
  .superRefine((value, ctx) => {
    const retired = value.lifecycle !== "on_sale";
    if (retired && !value.discontinuedOn)
      ctx.addIssue({ code: "custom", path: ["discontinuedOn"], message: "required" });
    if (!retired && value.discontinuedOn)
      ctx.addIssue({ code: "custom", path: ["discontinuedOn"], message: "an on-sale model" });
    if (value.lifecycle === "end_of_support" && !value.supportEndsOn)
      ctx.addIssue({ code: "custom", path: ["supportEndsOn"], message: "required" });
    if (value.discontinuedOn && value.supportEndsOn && value.supportEndsOn < value.discontinuedOn)
      ctx.addIssue({ code: "custom", path: ["supportEndsOn"], message: "before discontinuedOn" });
  });
export type LifecycleInput = z.infer<typeof lifecycleBody>;

/** The console's list of products: `lifecycle` (one of PRODUCT_LIFECYCLES) and `q` (model or name). */
export function lifecycleListQuery(queries: Queries) {
  return {
    lifecycle: PRODUCT_LIFECYCLES.find((l) => l === first(queries, "lifecycle")),
    q: searchText(first(queries, "q"), 80),
  };
}

/** Whether a value can be a product id of the catalogue: `nv-b580-ai`, at most 64 characters. */
export function isProductId(value: string): boolean {
  return value.length <= MAX_PRODUCT_ID && /^[a-z0-9]+(?:[-_.][a-z0-9]+)*$/i.test(value);
}
