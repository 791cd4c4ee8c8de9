import { z } from "zod";

import { QUESTION_MAX, QUESTION_MIN } from "#shared/assistant";

/** The assistant's form as the actions check it; messages are keys of the `assistant` namespace. */
export const questionSchema = z.object({
  question: z
    .string({ error: "assistant:errors.empty" })
    .trim()
    .min(1, "assistant:errors.empty")
    .min(QUESTION_MIN, "assistant:errors.tooShort")
    .max(QUESTION_MAX, "assistant:errors.tooLong"),
  conversationId: z
    .string()
    .regex(/^[0-9a-f]{32}$/, "assistant:errors.conversation")
    .optional(),
});

/** The backend's codes as this form's messages. */
export const ASSISTANT_OVERRIDES: Record<number, string> = {
  40010: "assistant:errors.tooLong",
  40013: "assistant:errors.tooMany",
};
