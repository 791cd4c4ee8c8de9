/** Roles of spec §1 / §6 beyond the anonymous visitor: stored by the backend, checked by both sides. */
export const ROLES = [
  "partner",
  "specialist",
  "tier2",
  "distributor",
  "channel_manager",
  "admin",
] as const;
export type Role = (typeof ROLES)[number];
