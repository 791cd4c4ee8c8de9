import { z } from "zod";
import { listField } from "~/lib/list-query.server";

/** /video-library's category filter and page, read from its URL. */
export const VIDEO_LIST_QUERY = z.object({ category: listField.filter(), page: listField.page() });
