/**
 * One thing a user sent, as the personal center lists it: a partner application, an exam
 * registration or the applicant registration.
 */
export interface SubmissionSummary {
  kind: "reseller" | "exam" | "registration";
  id: number;
  /** The company applied for (partner applications and registrations). */
  title: string | null;
  status: "submitted" | "approved" | "rejected";
  /** The reason of a refusal, as mailed to the applicant. */
  reason: string | null;
  submittedAt: string;
  decidedAt: string | null;
  /** The exam's result, once recorded. */
  exam: { date: string; score: number; passed: boolean } | null;
}
