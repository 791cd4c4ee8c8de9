import { z } from "zod";
import { listField } from "~/lib/list-query.server";

/** The solutions list's address: industry, region and type (values from the catalogue), page. */
export const schema = z.object({
  industry: listField.filter(),
  region: listField.filter(),
  type: listField.filter(),
  page: listField.page(),
});
