/** The e-learning centre's product lines, in the order the filters show them. */
export const PRODUCT_LINES = [
  "cameras",
  "recorders",
  "thermal",
  "platform",
  "installation",
] as const;
export type ProductLine = (typeof PRODUCT_LINES)[number];

/** Course levels, from first steps to expert. */
export const COURSE_LEVELS = ["beginner", "intermediate", "advanced"] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

/** The certified specialist learning path (`csp`) or the general training catalogue. */
export const LEARNING_PATHS = ["csp", "general"] as const;
export type LearningPath = (typeof LEARNING_PATHS)[number];

/** A learner's standing towards a certification (api/areas/learning/status.ts). */
export const CERTIFICATION_STATES = [
  "not-started",
  "in-progress",
  "ready",
  "certified",
  "expired",
] as const;
export type CertificationState = (typeof CERTIFICATION_STATES)[number];

/** Course and lesson ids: lower-case letters, digits and hyphens. */
export const LEARNING_ID = /^[a-z0-9-]{1,40}$/;
