import { z } from "zod";
import { ADMIN_QUEUE_LIMITS, APPLICANT_STATUSES } from "#shared/admin-queues";
import { isValidEmail } from "#shared/email";
import { first, paging, type Queries, searchText } from "../../http/list-query";

// Every string has a maximum length, so nothing oversized reaches the database.
export const email = z
  .string()
  .max(1000, "Email is invalid")
  .trim()
  .refine(isValidEmail, "Email is invalid");
export const password = z.string().min(8, "at least 8 characters").max(128);
const text = (max: number) => z.string().trim().min(1, "cannot be empty").max(max);

export const loginBody = z.object({
  account: email,
  password: z.string().min(1).max(128),
  key: z.string().min(8).max(100),
  code: z.string().min(1).max(10),
  clientId: z.string().max(100).optional(),
});
/** Tokens are 43 characters (32 random bytes, base64url); anything much longer is not one. */
const token = z.string().min(1).max(200);
export const logoutBody = z.object({
  token,
  userId: z.string().max(40).optional(),
  clientId: z.string().max(100).optional(),
});
export const refreshBody = z.object({ refreshToken: token });
export const changePasswordBody = z.object({
  oldPassword: z.string().min(1).max(128),
  newPassword: password,
});
export const forgotPasswordBody = z.object({ email });
export const resetPasswordBody = z.object({ token: z.string().min(10).max(200), password });
export const sendEmailBody = z.object({ email, purpose: z.enum(["register"]).default("register") });
export const applicantBody = z.object({
  email,
  companyName: text(200),
  name: text(200),
  country: text(100),
  description: text(2000),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "six digits"),
});

/** The applicant registrations queue: `status`, `q` (e-mail, name, company), `page`. */
export function applicantListQuery(queries: Queries) {
  const raw = first(queries, "status");
  return {
    status: APPLICANT_STATUSES.find((s) => s === raw),
    q: searchText(first(queries, "q"), ADMIN_QUEUE_LIMITS.q),
    paging: paging(queries, { maxPage: 1000, maxPageSize: 50, pageSize: 20 }),
  };
}

/** Approve (an optional note), or disapprove with a reason (required). */
export const applicantDecisionBody = z.discriminatedUnion("decision", [
  z.object({
    decision: z.literal("approve"),
    reason: z.string().trim().max(ADMIN_QUEUE_LIMITS.reason).optional(),
  }),
  z.object({
    decision: z.literal("reject"),
    reason: z.string().trim().min(1).max(ADMIN_QUEUE_LIMITS.reason),
  }),
]);
