import { z } from "zod";
import type { DecisionRules } from "./decision.server";

/** The decision: approve, or disapprove with a reason (required, sent to the user). */
export const examDecision: DecisionRules<"approve" | "disapprove"> = {
  path: "/exam-registrations",
  decisions: ["approve", "disapprove"],
  reasonRequiredFor: ["disapprove"],
  messages: {
    reasonRequired: "certification:admin.reasonEmpty",
    reasonTooLong: "certification:admin.reasonTooLong",
    decision: "certification:admin.decisionEmpty",
  },
  toasts: { approve: "certification:admin.decided", disapprove: "certification:admin.decided" },
};

/** The exam result of an approved registration. */
export const resultSchema = z.object({
  form: z.literal("result"),
  examDate: z
    .string({ message: "certification:result.dateEmpty" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "certification:result.dateInvalid"),
  score: z
    .string({ message: "certification:result.scoreInvalid" })
    .regex(/^(100|[1-9]?\d)$/, "certification:result.scoreInvalid"),
  passed: z.enum(["yes", "no"], { message: "certification:result.passedEmpty" }),
});
