import type { AssistantSource } from "#shared/assistant";
import type { AssistantModelConfig } from "../../config";

/** The language of each site code, as the model is told to answer in it. */
const LANGUAGE_NAMES: Record<string, string> = {
  en: "English",
  br: "Brazilian Portuguese",
  ksa: "Arabic",
  tur: "Turkish",
  el: "Greek",
  es: "Spanish",
  jp: "Japanese",
  zh: "Simplified Chinese",
};

/** The messages sent to the model: the rules, the numbered passages and the question. */
export function promptMessages(question: string, sources: AssistantSource[], language: string) {
  const name = LANGUAGE_NAMES[language] ?? "English";
  const passages = sources.map((s, i) => `[${i + 1}] ${s.title}\n${s.quote}`).join("\n\n");
  return [
    {
      role: "system",
      content: [
        "You answer questions about the products and services of a camera vendor, for visitors of its website.",
        "Answer ONLY from the numbered passages below. If they do not answer the question, say that the site's documents do not cover it; never add facts, numbers or steps that are not in the passages.",
        `Answer in ${name}, in a few short sentences, and cite the passages you used as [1], [2] and so on.`,
        "",
        passages,
      ].join("\n"),
    },
    { role: "user", content: question },
  ];
}

/**
 * Streams the answer of an OpenAI-compatible model (`POST {url}/chat/completions` with
 * `stream: true`): yields each piece of text as it arrives. Throws when the call fails, answers
 * something else than a stream of chunks, or takes longer than the configured time.
 */
export async function* streamCompletion(
  config: AssistantModelConfig & { url: string },
  question: string,
  sources: AssistantSource[],
  language: string,
): AsyncGenerator<string> {
  const signal = AbortSignal.timeout(config.timeoutMs);
  const response = await fetch(`${config.url.replace(/\/+$/, "")}/chat/completions`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "text/event-stream",
      ...(config.key ? { authorization: `Bearer ${config.key}` } : {}),
    },
    body: JSON.stringify({
      model: config.model,
      stream: true,
      temperature: 0,
      messages: promptMessages(question, sources, language),
    }),
    signal,
  });
  if (!response.ok || !response.body) throw new Error(`model answered ${response.status}`);
  const decoder = new TextDecoder();
  let buffer = "";
  let finished = false;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let newline = buffer.indexOf("\n");
    while (newline !== -1) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      newline = buffer.indexOf("\n");
      if (!line.startsWith("data:")) continue;
      const payload = line.slice(5).trim();
      if (payload === "[DONE]") {
        finished = true;
        continue;
      }
      const parsed = JSON.parse(payload) as { choices?: { delta?: { content?: string } }[] };
      const text = parsed.choices?.[0]?.delta?.content;
      if (typeof text === "string" && text !== "") yield text;
    }
  }
  if (!finished) throw new Error("the model's stream ended early");
}
