import { z } from "zod";
import { listField } from "~/lib/list-query.server";

/** The Activity Hub's address: when (upcoming is the default, never written), region, type and page. */
export const hubQuery = z.object({
  when: listField.choice(["upcoming", "past"] as const, "upcoming"),
  region: listField.filter(),
  kind: listField.filter(),
  page: listField.page(),
});
