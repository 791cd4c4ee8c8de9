import { z } from "zod";

/** An administrator's decision on an exam registration: a disapproval needs its reason. */
export const decisionSchema = z
  .object({
    form: z.literal("decision"),
    decision: z.enum(["approve", "disapprove"], { message: "certification:admin.decisionEmpty" }),
    reason: z.string().trim().max(1000, "certification:admin.reasonTooLong").optional(),
  })
  .refine((v) => v.decision === "approve" || (v.reason ?? "") !== "", {
    message: "certification:admin.reasonEmpty",
    path: ["reason"],
  });

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
