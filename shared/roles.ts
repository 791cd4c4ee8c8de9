/** Roles of spec §1 / §6 beyond the anonymous visitor: stored by the backend, checked by both sides. */
export const ROLES = [
  "partner",
  "specialist",
  "tier2",
  "distributor",
  "channel_manager",
  "editor",
  "admin",
] as const;
export type Role = (typeof ROLES)[number];

/** Roles that work in the console (/admin): its home, and the queues or the content pages. */
export const CONSOLE_ROLES = [
  "admin",
  "channel_manager",
  "editor",
] as const satisfies readonly Role[];

/**
 * Roles that publish content in the console: news, announcements, events and the products'
 * lifecycle. An editor sees no queue, no registration and no personal data; administrators keep all.
 */
export const CONTENT_ROLES = ["admin", "editor"] as const satisfies readonly Role[];

/** Roles that review the queues (applications, deals, reports): administrators and channel managers. */
export const REVIEWER_ROLES = ["admin", "channel_manager"] as const satisfies readonly Role[];

/** Whether a user with these roles may publish content in the console. */
export const isContentEditor = (roles: readonly string[]): boolean =>
  roles.some((role) => (CONTENT_ROLES as readonly string[]).includes(role));

/** Whether a user with these roles is staff: the user menu and personal center link the console. */
export const isStaff = (roles: readonly string[]): boolean =>
  roles.some((role) => (CONSOLE_ROLES as readonly string[]).includes(role));
