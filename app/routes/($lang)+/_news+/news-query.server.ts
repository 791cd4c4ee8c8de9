import { z } from "zod";
import { listField } from "~/lib/list-query.server";

/** The news room's address: category, year and page. */
export const newsSchema = z.object({
  category: listField.filter(),
  year: listField.number(2000, 2100),
  page: listField.page(),
});

/** The announcements' address: the page. */
export const announcementsSchema = z.object({ page: listField.page() });
