import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { AnswerMode, AssistantSource } from "#shared/assistant";
import { createdAt } from "./common";

/**
 * A conversation with the site's assistant (/ai-chat) kept for a visitor without JavaScript: the
 * id is random (it is the only key to it), and a conversation is gone a day after it began.
 */
export const assistantConversations = pgTable(
  "assistant_conversations",
  {
    id: text("id").primaryKey(),
    language: text("language").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("assistant_conversations_created").on(t.createdAt)],
);

/**
 * One question and its answer: `mode` "quotes" (the answer is the quoted sources), "model" (a
 * language model's text built from them) or "none" (nothing matched); `fallback` when the model
 * failed and the quotes stand in.
 */
export const assistantTurns = pgTable(
  "assistant_turns",
  {
    id: serial("id").primaryKey(),
    conversationId: text("conversation_id")
      .notNull()
      .references(() => assistantConversations.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    answer: text("answer").notNull().default(""),
    mode: text("mode").$type<AnswerMode>().notNull(),
    fallback: integer("fallback").notNull().default(0),
    sources: jsonb("sources").$type<AssistantSource[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("assistant_turns_conversation").on(t.conversationId)],
);
