/**
 * The badges of a deal's states, for the deal pages, the personal center's deals and the
 * administrators' deal queue.
 */
import { useTranslation } from "react-i18next";
import dealStateStyles from "./deal-state.css";

/** What the list and the deal page know of a deal's states. */
export interface DealStates {
  stage: string;
  approvalStatus: string;
  status: string;
  closure: string;
  expired: boolean;
  conflict?: boolean | object | null;
  flagged?: boolean;
}

/** The key of a deal state's name in the deals namespace (`state.<key>`). */
export const DEAL_STATE_KEY: Record<string, string> = {
  "To be Approved": "toBeApproved",
  Approved: "approved",
  Disapproved: "disapproved",
  Pending: "pending",
  Done: "done",
  Cancelled: "cancelled",
  Closed: "closed",
};

/**
 * The one state a partner reads in lists: what the deal's approval, status, closure and expiry
 * mean together, the one that ends or blocks the deal first ("Approved · Pending · Closed" is
 * Closed, "To be Approved · Cancelled" is Cancelled, "Pending · Expired" is Expired).
 */
export function dealStateKey(deal: DealStates): string {
  if (deal.stage === "draft") return "draft";
  if (deal.status === "Cancelled") return "cancelled";
  if (deal.approvalStatus === "Disapproved") return "disapproved";
  if (deal.status === "Done") return "done";
  if (deal.closure === "Closed") return "closed";
  if (deal.expired) return "expired";
  if (deal.approvalStatus === "Approved") return "approved";
  return deal.conflict || deal.flagged ? "conflict" : "toBeApproved";
}

/** A deal's one state, as a badge. */
export function DealState({ deal }: { deal: DealStates }) {
  const { t } = useTranslation("deals");
  const key = dealStateKey(deal);
  return (
    <span className={`deal-state deal-state--${key}`} data-testid="deal-state">
      {t(`state.${key}`)}
    </span>
  );
}

/**
 * A deal's approval, status and closure, each on its own line, for the deal's page (its expiry is
 * a field of the form, and an expired deal says so in a notice).
 */
export function DealStateDetail({ deal }: { deal: DealStates }) {
  const { t } = useTranslation("deals");
  const approval = deal.stage === "draft" ? "draft" : DEAL_STATE_KEY[deal.approvalStatus];
  const states = [
    ["approvalStatus", approval ?? "toBeApproved"],
    ["status", DEAL_STATE_KEY[deal.status] ?? "pending"],
    ["closure", deal.closure === "Closed" ? "closed" : "unclosed"],
  ];
  return (
    <dl className="deal-state-detail" data-testid="deal-state-detail">
      {states.map(([column, state]) => (
        <div key={column}>
          <dt>{t(`columns.${column}`)}</dt>
          <dd>{t(`state.${state}`)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The badges' stylesheet, for the `links` of a page that shows them. */
export { dealStateStyles };
