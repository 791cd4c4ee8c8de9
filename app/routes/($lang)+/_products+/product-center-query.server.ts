import { z } from "zod";
import { listField } from "~/lib/list-query.server";
import { PRODUCT_SORTS } from "~/lib/products";

export const PAGE_SIZE = 12;

/** The catalogue's address: search, facet filters, sort (overall by default) and page. */
export const schema = z.object({
  q: listField.search(),
  productClass: listField.filter(),
  type: listField.filter(),
  processor: listField.filter(),
  memory: listField.filter(),
  computingPower: listField.filter(),
  preSales: listField.filter(),
  sort: listField.choice(PRODUCT_SORTS, "overall"),
  page: listField.page(),
});
