import { z } from "zod";
import { listField } from "~/lib/list-query.server";
import { PRODUCT_SORTS } from "~/lib/products";

export const PAGE_SIZE = 12;

/**
 * The catalogue's address: search, facet filters, whether discontinued models show (`discontinued=1`;
 * hidden by default), compliance (`ndaa889=1`, `taa=1`), sort (overall by default) and page.
 */
export const schema = z.object({
  q: listField.search(),
  productClass: listField.filter(),
  type: listField.filter(),
  processor: listField.filter(),
  memory: listField.filter(),
  computingPower: listField.filter(),
  preSales: listField.filter(),
  discontinued: listField.choice(["1"]),
  ndaa889: listField.choice(["1"]),
  taa: listField.choice(["1"]),
  sort: listField.choice(PRODUCT_SORTS, "overall"),
  page: listField.page(),
});

/** The backend's list query of a view: discontinued models left out unless the view includes them. */
export function backendQuery(query: z.output<typeof schema>): Record<string, string | number> {
  const { discontinued, ndaa889, taa, ...rest } = query;
  const data: Record<string, string | number> = { pageSize: PAGE_SIZE };
  for (const [key, value] of Object.entries(rest)) if (value !== null) data[key] = value;
  if (!discontinued) data.onSale = "true";
  if (ndaa889) data.ndaa889 = "true";
  if (taa) data.taa = "true";
  return data;
}
