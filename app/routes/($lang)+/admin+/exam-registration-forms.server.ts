import { z } from "zod";

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
