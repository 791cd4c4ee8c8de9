import { z } from "zod";
import { listField } from "~/lib/list-query.server";
import { SEVERITIES } from "#shared/advisories";

/** The advisories list's address: a product and a severity. */
export const advisoriesSchema = z.object({
  product: listField.filter(),
  severity: listField.choice(SEVERITIES),
});
