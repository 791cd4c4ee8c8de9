/**
 * What the deal pages share: the form's choices and field lists (from shared/deal-fields.ts, which
 * the backend reads too), the list's filters and orders, and the badges of a deal's states.
 */
import { useTranslation } from "~/i18n/react";
import dealStyles from "./deals.css";

export {
  APPROVALS,
  BUSINESS_TYPES,
  DEAL_SORTS,
  END_CUSTOMER_FIELDS,
  MAX_ROWS,
  PARTY_FIELDS,
  STATUSES,
} from "../../../../shared/deal-fields";

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

/** The approval status in words (a draft says so). */
export function ApprovalState({ deal }: { deal: DealStates }) {
  const { t } = useTranslation("deals");
  if (deal.stage === "draft")
    return <span className="deal-state deal-state--draft">{t("state.draft")}</span>;
  const key = DEAL_STATE_KEY[deal.approvalStatus] ?? "toBeApproved";
  return <span className={`deal-state deal-state--${key}`}>{t(`state.${key}`)}</span>;
}

/** The status in words, with the closure, the expiry and the conflict flag as marks. */
export function StatusState({ deal }: { deal: DealStates }) {
  const { t } = useTranslation("deals");
  const key = DEAL_STATE_KEY[deal.status] ?? "pending";
  return (
    <span className="deal-states">
      <span className={`deal-state deal-state--${key}`}>{t(`state.${key}`)}</span>
      {deal.closure === "Closed" ? (
        <span className="deal-mark deal-mark--closed">{t("state.closed")}</span>
      ) : null}
      {deal.expired ? (
        <span className="deal-mark deal-mark--expired">{t("state.expired")}</span>
      ) : null}
      {deal.conflict || deal.flagged ? (
        <span className="deal-mark deal-mark--conflict">{t("state.conflict")}</span>
      ) : null}
    </span>
  );
}

/** The deal pages' stylesheet, for their `links`. */
export { dealStyles };
