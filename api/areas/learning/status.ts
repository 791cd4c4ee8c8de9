import type { CertificationState } from "#shared/learning";

/** What decides a learner's standing towards one certification. */
export interface StatusInput {
  /** Required courses, and how many of them the learner has completed (every lesson done). */
  totalCourses: number;
  completedCourses: number;
  /** Lessons of the required courses the learner has completed. */
  completedLessons: number;
  /** Whether the certified specialist exam is required. */
  examRequired: boolean;
  /** The learner's certificate that lasts longest (api/areas/certification), if any. */
  certificate: { number: string; expiresOn: string } | null;
  /** Today, YYYY-MM-DD. */
  today: string;
}

export interface CertificationStatus {
  state: CertificationState;
  completedCourses: number;
  totalCourses: number;
  /** The certificate's number and last valid day (certified) or the day it ran out (expired). */
  certificate: { number: string; expiresOn: string } | null;
}

/**
 * The learner's standing: nothing done is "not-started"; some lessons done but not every required
 * course is "in-progress" (n of m courses); every course done is "ready" for the exam, "certified"
 * while the exam's certificate is valid (two years, renewed by passing again) and "expired" after.
 * A certification without exam is certified as soon as its courses are done.
 */
export function certificationStatus(input: StatusInput): CertificationStatus {
  const base = {
    completedCourses: input.completedCourses,
    totalCourses: input.totalCourses,
    certificate: null,
  };
  if (input.completedCourses < input.totalCourses)
    return { ...base, state: input.completedLessons > 0 ? "in-progress" : "not-started" };
  if (!input.examRequired) return { ...base, state: "certified" };
  if (!input.certificate) return { ...base, state: "ready" };
  return {
    ...base,
    state: input.certificate.expiresOn >= input.today ? "certified" : "expired",
    certificate: input.certificate,
  };
}
