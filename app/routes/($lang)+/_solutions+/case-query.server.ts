import { z } from "zod";
import { listField } from "~/lib/list-query.server";

/** The success stories' address: industry (a value from the catalogue) and page. */
export const schema = z.object({ industry: listField.filter(), page: listField.page() });
