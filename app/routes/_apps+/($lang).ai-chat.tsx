import type {
  ActionFunctionArgs,
  HeadersFunction,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormError, TextAreaField, SpamGuard } from "~/components/forms/fields";
import { parseForm } from "~/components/forms/parse.server";
import { SubmitButton } from "~/components/forms/submit-button";
import { useServerForm } from "~/components/forms/use-server-form";
import { LocalLink } from "~/components/LocalLink";
import { StandaloneFrame } from "~/components/StandaloneFrame";
import { localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { requireOk } from "~/lib/failure.server";
import { checkHoneypot, invalid } from "~/lib/form-action.server";
import { readForm } from "~/lib/form.server";
import { sectionMeta } from "~/lib/meta";
import { issueFormToken, refuseSpam } from "~/lib/spam-guard.server";
import { useRootData } from "~/lib/root-data";
import { type AnswerEvent, QUESTION_MAX, QUESTION_MIN, type Turn } from "#shared/assistant";
import { EXAMPLES } from "./__assistant";
import { ASSISTANT_OVERRIDES, questionSchema } from "./assistant-schema.server";
import { TurnView } from "./__assistant-turn";
import policyStyles from "~/styles/policies.css";
import assistantStyles from "./assistant.css";

export const handle = { i18n: ["assistant"] };
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: policyStyles },
  { rel: "stylesheet", href: assistantStyles },
];
export const meta: MetaFunction = ({ matches, location }) =>
  sectionMeta(matches, "assistant:page", {
    // a conversation is the visitor's own: never indexed
    noindex: location.search.length > 0,
  });

/** A conversation is the visitor's: neither the page cache nor a shared cache keeps it. */
export const headers: HeadersFunction = ({ loaderHeaders, parentHeaders }) => ({
  "Cache-Control":
    loaderHeaders.get("Cache-Control") ?? parentHeaders.get("Cache-Control") ?? "no-store",
});

const CONVERSATION = /^[0-9a-f]{32}$/;

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const params = new URL(args.request.url).searchParams;
  const id = params.get("c") ?? "";
  const prefill = (params.get("q") ?? "").slice(0, QUESTION_MAX);
  let turns: Turn[] = [];
  let expired = false;
  if (id) {
    const result = CONVERSATION.test(id)
      ? await callApi<{ turns: Turn[] }>(args, `/assistant/conversations/${id}`)
      : null;
    if (result?.ok) turns = result.data.turns;
    else if (!result || result.status === 404) expired = true;
    else await requireOk(args.request, result);
  }
  return data(
    {
      turns,
      conversationId: turns.length > 0 ? id : "",
      expired,
      prefill,
      formToken: issueFormToken(),
    },
    // Rendered for each visitor: the form's token says when this visitor got the page.
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action(args: ActionFunctionArgs) {
  const language = pageLanguage(args);
  const formData = await readForm(args.request);
  checkHoneypot(formData);
  const submission = parseForm(formData, questionSchema);
  const refused = refuseSpam(formData, submission);
  if (refused) return refused;
  if (submission.status !== "success") return invalid(submission);
  const result = await callApi<{ conversationId: string }>(args, "/assistant/questions", {
    method: "POST",
    data: submission.value,
  });
  if (!result.ok)
    return invalid(submission, result, { 40010: "question" }, { overrides: ASSISTANT_OVERRIDES });
  return redirect(`${localizePath("/ai-chat", language)}?c=${result.data.conversationId}#latest`);
}

/** Reads the answer stream: one JSON event a line, handed to `onEvent` as each line arrives. */
async function readEvents(response: Response, onEvent: (event: AnswerEvent) => void) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (value) buffer += decoder.decode(value, { stream: true });
    let newline = buffer.indexOf("\n");
    while (newline !== -1) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (line) onEvent(JSON.parse(line) as AnswerEvent);
      newline = buffer.indexOf("\n");
    }
    if (done) return;
  }
}

export default function AssistantPage() {
  const { t } = useTranslation("assistant");
  const { language } = useRootData();
  const loaded = useLoaderData<typeof loader>();
  const [form, fields] = useServerForm<typeof questionSchema>({
    lastResult: useActionData<typeof action>(),
    defaultValue: { question: loaded.prefill },
  });
  const [turns, setTurns] = useState<Turn[]>(loaded.turns);
  const [conversationId, setConversationId] = useState(loaded.conversationId);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const latest = useRef<HTMLDivElement>(null);

  // A new conversation loaded (another ?c=), or the same one after a form post.
  useEffect(() => {
    setTurns(loaded.turns);
    setConversationId(loaded.conversationId);
  }, [loaded.turns, loaded.conversationId]);

  /** With JavaScript: the answer streams into the page; the turn is kept for a reload as well. */
  async function ask(event: FormEvent<HTMLFormElement>) {
    const formElement = event.currentTarget;
    const body = new FormData(formElement);
    const question = String(body.get("question") ?? "").trim();
    event.preventDefault();
    if (pending) return;
    if (question.length < QUESTION_MIN || question.length > QUESTION_MAX) {
      setError(
        t(
          question === ""
            ? "errors.empty"
            : question.length < QUESTION_MIN
              ? "errors.tooShort"
              : "errors.tooLong",
        ),
      );
      return;
    }
    setPending(true);
    setError(null);
    const index = turns.length;
    const update = (change: (turn: Turn) => Turn) =>
      setTurns((all) => all.map((turn, i) => (i === index ? change(turn) : turn)));
    try {
      const response = await fetch(localizePath("/ai-chat/stream", language), {
        method: "POST",
        body,
        headers: { accept: "application/x-ndjson" },
      });
      if (!response.ok || !response.body) {
        const reason = (await response.json().catch(() => null)) as { error?: string } | null;
        setError(t(reason?.error ?? "errors.failed"));
        return;
      }
      const textarea = formElement.elements.namedItem("question");
      if (textarea instanceof HTMLTextAreaElement) textarea.value = "";
      await readEvents(response, (answerEvent) => {
        if (answerEvent.type === "sources") {
          setTurns((all) => [
            ...all,
            {
              question,
              answer: "",
              mode: answerEvent.mode,
              fallback: false,
              sources: answerEvent.sources,
            },
          ]);
        } else if (answerEvent.type === "text") {
          update((turn) => ({ ...turn, answer: turn.answer + answerEvent.text }));
        } else if (answerEvent.type === "fallback") {
          update((turn) => ({ ...turn, answer: "", mode: "quotes", fallback: true }));
        } else {
          setConversationId(answerEvent.conversationId);
          window.history.replaceState(
            window.history.state,
            "",
            `${localizePath("/ai-chat", language)}?c=${answerEvent.conversationId}`,
          );
        }
      });
    } catch {
      setError(t("errors.failed"));
    } finally {
      setPending(false);
    }
  }

  useEffect(() => {
    if (turns.length > 0) latest.current?.scrollIntoView({ block: "nearest" });
  }, [turns.length]);

  return (
    <StandaloneFrame className="assistant">
      <header className="assistant__intro">
        <h1>{t("page.title")}</h1>
        <p className="lead">{t("page.intro")}</p>
      </header>
      {loaded.expired ? <p className="assistant__note">{t("expired")}</p> : null}
      {turns.length === 0 ? (
        <section className="assistant__examples" aria-labelledby="assistant-examples">
          <h2 id="assistant-examples">{t("examplesTitle")}</h2>
          <ul>
            {EXAMPLES.map((key) => (
              <li key={key}>
                <LocalLink
                  // a new page: the form starts again with the example in it
                  reloadDocument
                  to={`/ai-chat?${new URLSearchParams({ q: t(`examples.${key}`) })}`}
                >
                  {t(`examples.${key}`)}
                </LocalLink>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <section aria-labelledby="assistant-conversation">
          <h2 id="assistant-conversation" className="visually-hidden">
            {t("conversation")}
          </h2>
          <ol className="assistant__turns" aria-live="polite">
            {turns.map((turn, i) => (
              <TurnView
                // turns are only ever appended
                // biome-ignore lint/suspicious/noArrayIndexKey: a turn's place is its identity
                key={i}
                turn={turn}
                pending={pending && i === turns.length - 1}
              />
            ))}
          </ol>
          <div id="latest" ref={latest} />
        </section>
      )}
      <Form
        method="post"
        className="form assistant__form"
        id={form.id}
        noValidate
        ref={formRef}
        onSubmit={ask}
      >
        <FormError errors={error ? [error] : form.errors} id={form.errorId} />
        <SpamGuard token={loaded.formToken} />
        <input type="hidden" name="conversationId" value={conversationId} />
        <TextAreaField
          key={loaded.prefill}
          field={fields.question}
          label={t("question")}
          description={t("questionHint", { max: QUESTION_MAX })}
          rows={3}
        />
        <SubmitButton>{pending ? t("asking") : t("ask")}</SubmitButton>
      </Form>
      <p className="assistant__disclaimer">{t("disclaimer")}</p>
    </StandaloneFrame>
  );
}
