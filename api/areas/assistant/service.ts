import { randomBytes } from "node:crypto";
import { and, asc, eq, gt, lt, sql } from "drizzle-orm";
import type { AnswerEvent, AnswerMode, Turn } from "#shared/assistant";
import type { AssistantModelConfig } from "../../config";
import type { Database } from "../../db/client";
import { assistantConversations, assistantTurns } from "../../db/schema";
import { takeLimits } from "../../infra/rate-limit";
import { streamCompletion } from "./model";
import { retrieve } from "./retrieve";

/** Questions one client address may ask per window. */
export const QUESTION_LIMIT = { max: 10, windowSeconds: 10 * 60 } as const;
/** How long a conversation is kept. */
export const CONVERSATION_SECONDS = 24 * 60 * 60;

/** Counts a question from `address`; false when the address asked too many in the window. */
export async function takeQuestion(db: Database, address: string): Promise<boolean> {
  const { refused } = await takeLimits(db, [
    { bucket: `assistant:address:${address}`, ...QUESTION_LIMIT },
  ]);
  return refused === null;
}

const fresh = () =>
  gt(assistantConversations.createdAt, sql`now() - make_interval(secs => ${CONVERSATION_SECONDS})`);

/** The conversation's turns in order; null when there is none or it has expired. */
export async function conversationTurns(db: Database, id: string): Promise<Turn[] | null> {
  const [conversation] = await db
    .select({ id: assistantConversations.id })
    .from(assistantConversations)
    .where(and(eq(assistantConversations.id, id), fresh()));
  if (!conversation) return null;
  const rows = await db
    .select()
    .from(assistantTurns)
    .where(eq(assistantTurns.conversationId, id))
    .orderBy(asc(assistantTurns.id));
  return rows.map((r) => ({
    question: r.question,
    answer: r.answer,
    mode: r.mode,
    fallback: r.fallback === 1,
    sources: r.sources,
  }));
}

/**
 * Stores a turn in conversation `id` (a new conversation when it is missing or has expired) and
 * returns the conversation's id; expired conversations are swept on the way.
 */
async function storeTurn(
  db: Database,
  id: string | undefined,
  language: string,
  turn: Turn,
): Promise<string> {
  await db
    .delete(assistantConversations)
    .where(
      lt(
        assistantConversations.createdAt,
        sql`now() - make_interval(secs => ${CONVERSATION_SECONDS})`,
      ),
    );
  let conversationId = id;
  if (conversationId) {
    const [row] = await db
      .select({ id: assistantConversations.id })
      .from(assistantConversations)
      .where(and(eq(assistantConversations.id, conversationId), fresh()));
    if (!row) conversationId = undefined;
  }
  if (!conversationId) {
    conversationId = randomBytes(16).toString("hex");
    await db.insert(assistantConversations).values({ id: conversationId, language });
  }
  await db.insert(assistantTurns).values({
    conversationId,
    question: turn.question,
    answer: turn.answer,
    mode: turn.mode,
    fallback: turn.fallback ? 1 : 0,
    sources: turn.sources,
  });
  return conversationId;
}

/**
 * Answers a question: the sources from retrieval; without a model (or when nothing matches) the
 * answer is those quoted sources (or none); with one, its text streamed, and the quotes when it
 * fails. Yields the events as they come and stores the turn before the last one.
 */
export async function* answer(
  db: Database,
  model: AssistantModelConfig,
  input: { question: string; conversationId?: string; language: string },
): AsyncGenerator<AnswerEvent> {
  const sources = await retrieve(db, input.question, input.language);
  const url = model.url;
  const mode: AnswerMode = sources.length === 0 ? "none" : url ? "model" : "quotes";
  yield { type: "sources", mode, sources };
  let text = "";
  let fallback = false;
  if (mode === "model" && url) {
    try {
      for await (const piece of streamCompletion(
        { ...model, url },
        input.question,
        sources,
        input.language,
      )) {
        text += piece;
        yield { type: "text", text: piece };
      }
      if (text.trim() === "") throw new Error("the model answered nothing");
    } catch (error) {
      console.error(
        JSON.stringify({
          time: new Date().toISOString(),
          event: "assistant model failed",
          error: error instanceof Error ? error.message : String(error),
        }),
      );
      text = "";
      fallback = true;
      yield { type: "fallback" };
    }
  }
  const conversationId = await storeTurn(db, input.conversationId, input.language, {
    question: input.question,
    answer: text,
    mode: fallback ? "quotes" : mode,
    fallback,
    sources,
  });
  yield { type: "done", conversationId };
}

/** `answer` run to its end: the turn and its conversation (for a visitor without JavaScript). */
export async function answerFully(
  db: Database,
  model: AssistantModelConfig,
  input: { question: string; conversationId?: string; language: string },
) {
  let turn: Turn = {
    question: input.question,
    answer: "",
    mode: "none",
    fallback: false,
    sources: [],
  };
  let conversationId = "";
  for await (const event of answer(db, model, input)) {
    if (event.type === "sources") turn = { ...turn, mode: event.mode, sources: event.sources };
    else if (event.type === "text") turn.answer += event.text;
    else if (event.type === "fallback")
      turn = { ...turn, answer: "", mode: "quotes", fallback: true };
    else conversationId = event.conversationId;
  }
  return { conversationId, turn };
}
