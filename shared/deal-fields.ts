/** The deal form's choices and field lists (spec §3): the site's form and the backend's schema share them. */
export const MAX_ROWS = 20;

export const BUSINESS_TYPES = ["new", "expansion", "replacement", "maintenance"] as const;
export const END_CUSTOMER_FIELDS = [
  "name",
  "nativeName",
  "firstName",
  "lastName",
  "country",
  "state",
  "city",
  "town",
  "address",
  "postalCode",
  "email",
  "officePhone",
  "phone",
  "website",
  "industry",
  "subIndustry",
] as const;
export const PARTY_FIELDS = [
  "companyName",
  "address",
  "locationName",
  "postalCode",
  "city",
] as const;

/** The deal list's filters (the backend's approval and status values) and orders. */
export const APPROVALS = ["draft", "To be Approved", "Approved", "Disapproved"] as const;
export const STATUSES = ["Pending", "Done", "Cancelled", "Closed"] as const;
export const DEAL_SORTS = ["newest", "project", "orderDate", "expiration"] as const;
