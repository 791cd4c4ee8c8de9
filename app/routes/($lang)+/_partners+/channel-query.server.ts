import { z } from "zod";
import { listField } from "~/lib/list-query.server";

/** The partner map's address: partner type, country or region, language served, page. */
export const schema = z.object({
  type: listField.filter(),
  country: listField.filter(),
  language: listField.filter(),
  page: listField.page(),
});
