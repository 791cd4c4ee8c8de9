import { z } from "zod";
import { listField } from "~/lib/list-query.server";
import { APPROVALS, DEAL_SORTS, STATUSES } from "#shared/deal-fields";

/** The deal list's address: filters, sort and page (the CSV export takes the same). */
export const dealsSchema = z.object({
  q: listField.search(),
  approval: listField.choice(APPROVALS),
  status: listField.choice(STATUSES),
  from: listField.date(),
  to: listField.date(),
  sort: listField.choice(DEAL_SORTS, "newest"),
  page: listField.page(),
});

/** The backend's query of a list address (no empty values). */
export function backendQuery(query: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, v]) => v !== null && v !== undefined && v !== "")
      .map(([k, v]) => [k, String(v)]),
  );
}
