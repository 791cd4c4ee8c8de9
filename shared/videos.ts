/** The video library's categories (spec "Other screens"), in the order the filter shows them. */
export const VIDEO_CATEGORIES = [
  "branding",
  "products",
  "solutions",
  "technical-support",
  "training",
  "provider-club",
  "algorithm",
  "technologies",
] as const;

export type VideoCategory = (typeof VIDEO_CATEGORIES)[number];
