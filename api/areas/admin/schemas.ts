import { z } from "zod";
import {
  ADMIN_QUEUE_LIMITS,
  DEAL_APPROVALS,
  DEAL_STATUSES,
  HANDLED_STATES,
} from "#shared/admin-queues";
import { first, paging, type Queries, searchText } from "../../http/list-query";

const pick = <T extends string>(values: readonly T[], raw: string | undefined) =>
  values.find((v) => v === raw);

/** The deals review queue: `approval`, `status`, `conflict` (yes/no), `q`, `page`. */
export function dealReviewQuery(queries: Queries) {
  return {
    approval: pick(DEAL_APPROVALS, first(queries, "approval")),
    status: pick(DEAL_STATUSES, first(queries, "status")),
    conflict: pick(["yes", "no"] as const, first(queries, "conflict")),
    q: searchText(first(queries, "q"), ADMIN_QUEUE_LIMITS.q),
    paging: paging(queries, { maxPage: 1000, maxPageSize: 50, pageSize: 20 }),
  };
}
export type DealReviewQuery = ReturnType<typeof dealReviewQuery>;

/** `handled` of a queue's query: handled, unhandled, or none. */
export function handledFilter(queries: Queries) {
  return pick(HANDLED_STATES, first(queries, "handled"));
}

/** Marking a request or report handled: an optional note. */
export const handledBody = z.object({
  note: z.string().trim().max(ADMIN_QUEUE_LIMITS.note).optional(),
});
