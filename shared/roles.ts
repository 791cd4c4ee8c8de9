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

/** Roles that work in the console (/admin): its home and queues. */
export const CONSOLE_ROLES = ["admin", "channel_manager"] as const satisfies readonly Role[];

/** Whether a user with these roles is staff: the user menu and personal center link the console. */
export const isStaff = (roles: readonly string[]): boolean =>
  roles.some((role) => (CONSOLE_ROLES as readonly string[]).includes(role));
