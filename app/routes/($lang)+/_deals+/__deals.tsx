/**
 * What the deal pages share: the form's choices and field lists (from shared/deal-fields.ts, which
 * the backend reads too), the list's filters and orders; the badges of a deal's states are
 * `~/components/deals/DealState`.
 */
import dealStyles from "./deals.css";

export {
  APPROVALS,
  BUSINESS_TYPES,
  DEAL_SORTS,
  END_CUSTOMER_FIELDS,
  MAX_ROWS,
  PARTY_FIELDS,
  STATUSES,
} from "#shared/deal-fields";

/** The deal pages' stylesheet, for their `links`. */
export { dealStyles };
