import { z } from "zod";
import { QUESTION_MAX, QUESTION_MIN } from "#shared/assistant";

/** A conversation's id: 32 hexadecimal digits (random). */
export const CONVERSATION_ID = /^[0-9a-f]{32}$/;

/** A question, and the conversation it continues (none: a new one). */
export const askBody = z.object({
  question: z.string().trim().min(QUESTION_MIN).max(QUESTION_MAX),
  conversationId: z
    .string()
    .regex(CONVERSATION_ID)
    .optional()
    .or(z.literal("").transform(() => undefined)),
});
export type AskInput = z.output<typeof askBody>;
