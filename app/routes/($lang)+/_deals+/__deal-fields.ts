/** The deal pages' choices and field lists (the form's come from shared/deal-fields.ts). */
export {
  BUSINESS_TYPES,
  END_CUSTOMER_FIELDS,
  MAX_ROWS,
  PARTY_FIELDS,
} from "../../../../shared/deal-fields";

/** The list's filters and orders. */
export const APPROVALS = ["draft", "To be Approved", "Approved", "Disapproved"] as const;
export const STATUSES = ["Pending", "Done", "Cancelled", "Closed"] as const;
export const DEAL_SORTS = ["newest", "project", "orderDate", "expiration"] as const;
