import { Hono } from "hono";
import { CODE } from "../../codes";
import { ApiError, ok } from "../../envelope";
import {
  type ApiContext,
  clientAddress,
  type Env,
  readBody,
  requestLanguage,
} from "../../http/context";
import { askBody, CONVERSATION_ID } from "./schemas";
import { answer, answerFully, conversationTurns, takeQuestion } from "./service";

/**
 * The site's assistant (/ai-chat): answers from the site's own documents, whole or streamed, and
 * the conversations kept for visitors without JavaScript; mounted at /api/assistant.
 */
export const assistantRoutes = new Hono<Env>();

export const TOO_MANY_QUESTIONS = "Too many questions. Please try again later.";

/** The question of the request, read and counted against its address's limit. */
async function readQuestion(c: ApiContext) {
  const input = await readBody(c, askBody);
  if (!(await takeQuestion(c.var.deps.db, clientAddress(c))))
    throw new ApiError(CODE.TOO_FREQUENT, TOO_MANY_QUESTIONS, 429);
  return { ...input, language: requestLanguage(c) };
}

/** The whole answer in the envelope, once it is complete: `{ conversationId, turn }`. */
assistantRoutes.post("/questions", async (c) => {
  const input = await readQuestion(c);
  return ok(c, await answerFully(c.var.deps.db, c.var.deps.config.assistant, input));
});

/**
 * The answer as it comes, one JSON object a line (`application/x-ndjson`): the sources, the
 * model's text in pieces, `fallback` when the model failed (the quotes stand in), and `done` with
 * the conversation's id. A refused question gets the envelope with 400 or 429, as elsewhere.
 */
assistantRoutes.post("/ask", async (c) => {
  const input = await readQuestion(c);
  const events = answer(c.var.deps.db, c.var.deps.config.assistant, input);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await events.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(`${JSON.stringify(next.value)}\n`));
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await events.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "content-type": "application/x-ndjson; charset=utf-8",
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
});

/** A conversation's turns; 404 when there is none or it has expired. */
assistantRoutes.get("/conversations/:id", async (c) => {
  const id = c.req.param("id");
  const turns = CONVERSATION_ID.test(id) ? await conversationTurns(c.var.deps.db, id) : null;
  if (!turns) throw new ApiError(CODE.NOT_FOUND, "Not found.", 404);
  return ok(c, { id, turns });
});
