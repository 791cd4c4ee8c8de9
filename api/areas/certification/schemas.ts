import { z } from "zod";
import { isCalendarDay } from "./dates";

/** Longest reason for joining. */
export const REASON_MAX = 2000;
export const STATUSES = ["submitted", "approved", "rejected"] as const;
export type Status = (typeof STATUSES)[number];
export const FILE_FIELDS = ["proof", "license"] as const;
export type FileField = (typeof FILE_FIELDS)[number];

/** A certificate number as written: NLV-CSP-2026-7K3Q9X (letters in any case). */
export const CERTIFICATE_NUMBER = /^[A-Za-z0-9]{2,10}(-[A-Za-z0-9]{1,10}){1,4}$/;

export const decisionBody = z
  .object({
    decision: z.enum(["approve", "disapprove"]),
    reason: z.string().trim().max(1000).optional().default(""),
  })
  .refine((v) => v.decision === "approve" || v.reason !== "", {
    message: "A reason is required to disapprove.",
    path: ["reason"],
  });

export const resultBody = z.object({
  examDate: z.string().refine(isCalendarDay, "A date as YYYY-MM-DD."),
  score: z.coerce.number().int().min(0).max(100),
  passed: z.enum(["yes", "no", "true", "false"]).transform((v) => v === "yes" || v === "true"),
});

/** The administrators' list: a status filter and a page. */
export function listQuery(queries: Record<string, string[]>) {
  const status = queries.status?.[0];
  const page = Number(queries.page?.[0] ?? "1");
  return {
    status: (STATUSES as readonly string[]).includes(status ?? "") ? (status as Status) : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}
