import { z } from "zod";
import { listField } from "~/lib/list-query.server";
import {
  APPLICANT_STATUSES,
  CONTACT_KINDS,
  DEAL_APPROVALS,
  DEAL_STATUSES,
  EXAM_REGISTRATION_STATUSES,
  HANDLED_STATES,
} from "#shared/admin-queues";
import { APPLICATION_STATUSES } from "#shared/partner-application";

/** An entry's id as the backend takes it; anything else is the 404 page. */
export function entryId(raw: string | undefined): string {
  if (!raw || !/^\d{1,9}$/.test(raw)) throw new Response("Not Found", { status: 404 });
  return raw;
}

/** The filters and page of each administration queue, read from its URL (`requireCanonical`). */
// /admin/applicants
export const APPLICANTS_QUERY = z.object({
  status: listField.choice(APPLICANT_STATUSES),
  q: listField.search(),
  page: listField.page(),
});

// /admin/contact-requests
export const CONTACT_REQUESTS_QUERY = z.object({
  kind: listField.choice(CONTACT_KINDS),
  handled: listField.choice(HANDLED_STATES),
  page: listField.page(),
});

// /admin/security-reports
export const SECURITY_REPORTS_QUERY = z.object({
  handled: listField.choice(HANDLED_STATES),
  page: listField.page(),
});

// /admin/deals
export const DEALS_QUERY = z.object({
  approval: listField.choice(DEAL_APPROVALS),
  status: listField.choice(DEAL_STATUSES),
  conflict: listField.choice(["yes", "no"] as const),
  q: listField.search(),
  page: listField.page(),
});

// /admin/error-reports
export const ERROR_REPORTS_QUERY = z.object({
  product: listField.search(),
  handled: listField.choice(HANDLED_STATES),
  anonymous: listField.choice(["yes", "no"] as const),
  page: listField.page(),
});

// /admin/exam-registrations
export const EXAM_REGISTRATIONS_QUERY = z.object({
  status: listField.choice(EXAM_REGISTRATION_STATUSES),
  page: listField.page(),
});

// /admin/feedback
export const FEEDBACK_QUERY = z.object({
  rating: listField.choice(["1", "2", "3", "4", "5"]),
  product: listField.filter(),
  status: listField.choice(["handled", "unhandled"]),
  page: listField.page(),
});

// /admin/partner-applications
export const PARTNER_APPLICATIONS_QUERY = z.object({
  status: listField.choice(APPLICATION_STATUSES),
  page: listField.page(),
});
