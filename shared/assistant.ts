/**
 * What the site's assistant (/ai-chat) and its backend (api/areas/assistant) send each other: the
 * question's limits, a quoted source, a stored turn and the events an answer streams.
 */

/** Shortest and longest question, in characters once trimmed. */
export const QUESTION_MIN = 2;
export const QUESTION_MAX = 500;

/** A source the assistant quoted: its kind, title, site path (no language prefix) and the quote. */
export interface AssistantSource {
  kind: "wiki" | "faq" | "knowledge" | "document" | "product";
  title: string;
  path: string;
  quote: string;
}

/** How an answer was made: quotes of the sources, the language model's text, or nothing found. */
export type AnswerMode = "quotes" | "model" | "none";

/** One question and its answer, as stored and shown. */
export interface Turn {
  question: string;
  answer: string;
  mode: AnswerMode;
  fallback: boolean;
  sources: AssistantSource[];
}

/** What the stream of an answer carries, one JSON object a line: the sources, the text, the end. */
export type AnswerEvent =
  | { type: "sources"; mode: AnswerMode; sources: AssistantSource[] }
  | { type: "text"; text: string }
  | { type: "fallback" }
  | { type: "done"; conversationId: string };
