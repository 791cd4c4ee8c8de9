/** Limits of a question; the backend (api/areas/assistant/schemas.ts) checks the same. */
export const QUESTION_MIN = 2;
export const QUESTION_MAX = 500;

/** A source the assistant quoted (api/db/schema/assistant.ts). */
export interface AssistantSource {
  kind: "wiki" | "faq" | "knowledge" | "document" | "product";
  title: string;
  path: string;
  quote: string;
}

export type AnswerMode = "quotes" | "model" | "none";

/** One question and its answer. */
export interface Turn {
  question: string;
  answer: string;
  mode: AnswerMode;
  fallback: boolean;
  sources: AssistantSource[];
}

/** What the stream of an answer carries, one JSON object a line. */
export type AnswerEvent =
  | { type: "sources"; mode: AnswerMode; sources: AssistantSource[] }
  | { type: "text"; text: string }
  | { type: "fallback" }
  | { type: "done"; conversationId: string };

/** The example questions offered on the page (keys of `assistant:examples`). */
export const EXAMPLES = ["reset", "firmware", "poe", "warranty"] as const;
