import { z } from "zod";
import { listField } from "~/lib/list-query.server";
import { COURSE_LEVELS, PRODUCT_LINES } from "#shared/learning";

/** The catalogue's address: a text, the product line, the level and the page. */
export const courseSchema = z.object({
  q: listField.search(),
  line: listField.choice(PRODUCT_LINES),
  level: listField.choice(COURSE_LEVELS),
  page: listField.page(),
});
