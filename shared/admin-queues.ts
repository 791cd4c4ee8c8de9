/** The administration queues' states and limits, shared by the backend and the site. */

/** An applicant registration's review state. */
export const APPLICANT_STATUSES = ["submitted", "approved", "rejected"] as const;
export type ApplicantStatus = (typeof APPLICANT_STATUSES)[number];

/** States of an exam registration in its queue. */
export const EXAM_REGISTRATION_STATUSES = ["submitted", "approved", "rejected"] as const;

/** A handled filter of the contact and error report queues. */
export const HANDLED_STATES = ["unhandled", "handled"] as const;
export type HandledState = (typeof HANDLED_STATES)[number];

/** The contact forms: the general enquiry and the pricing request of /contactus. */
export const CONTACT_KINDS = ["enquiry", "pricing"] as const;

/** A deal's approval state as the review queue filters it (drafts are the applicant's own). */
export const DEAL_APPROVALS = ["To be Approved", "Approved", "Disapproved"] as const;
/** A deal's status as the review queue filters it. */
export const DEAL_STATUSES = ["Pending", "Done", "Cancelled", "Closed"] as const;

export const ADMIN_QUEUE_LIMITS = {
  /** A disapproval's reason, or an approval's note. */
  reason: 1000,
  /** The note of a handled request or report. */
  note: 1000,
  /** A queue's search text. */
  q: 100,
} as const;
