import { z } from "zod";
import { listField } from "~/lib/list-query.server";
import { DOCUMENT_SORTS } from "#shared/documents";

/** Why a batch download came back to the list instead of a ZIP file. */
export const BATCH_NOTICES = ["none", "tooMany", "tooLarge"] as const;

/** The documentation center's address: filters, sort, "check all", a batch notice and the page. */
export const documentsSchema = z.object({
  product: listField.filter(),
  solution: listField.filter(),
  distribution: listField.filter(),
  scenario: listField.filter(),
  language: listField.filter(),
  format: listField.filter(),
  sort: listField.choice(DOCUMENT_SORTS, "release"),
  check: listField.choice(["all"] as const),
  notice: listField.choice(BATCH_NOTICES),
  page: listField.page(),
});
