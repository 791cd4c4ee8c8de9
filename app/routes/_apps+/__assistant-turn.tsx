import { useTranslation } from "react-i18next";
import { LocalLink } from "~/components/LocalLink";
import type { AssistantSource, Turn } from "#shared/assistant";

function SourceList({ sources, quotes }: { sources: AssistantSource[]; quotes: boolean }) {
  const { t } = useTranslation("assistant");
  return (
    <ol className="assistant__sources">
      {sources.map((source) => (
        <li key={source.path}>
          <LocalLink to={source.path}>{source.title}</LocalLink>{" "}
          <span className="assistant__kind">{t(`kinds.${source.kind}`)}</span>
          {quotes ? <blockquote>{source.quote}</blockquote> : null}
        </li>
      ))}
    </ol>
  );
}

/** One question and its answer: the model's text or the quoted passages, and the sources, linked. */
export function TurnView({ turn, pending }: { turn: Turn; pending?: boolean }) {
  const { t } = useTranslation("assistant");
  return (
    <li className="assistant__turn">
      <p className="assistant__question">
        <span className="visually-hidden">{t("you")}: </span>
        {turn.question}
      </p>
      <div className="assistant__answer" aria-busy={pending ? "true" : undefined}>
        <span className="visually-hidden">{t("assistant")}: </span>
        {turn.mode === "none" ? (
          <>
            <p>{t("nothing")}</p>
            <p>
              <LocalLink to="/support">{t("trySupport")}</LocalLink> ·{" "}
              <LocalLink to="/contact">{t("tryContact")}</LocalLink>
            </p>
          </>
        ) : turn.mode === "model" ? (
          <>
            <p className="assistant__text">{turn.answer || (pending ? t("thinking") : "")}</p>
            <h3 className="assistant__sources-title">{t("sources")}</h3>
            <SourceList sources={turn.sources} quotes={false} />
          </>
        ) : (
          <>
            {turn.fallback ? <p className="assistant__note">{t("fallback")}</p> : null}
            <p>{t("quotesIntro")}</p>
            <SourceList sources={turn.sources} quotes />
          </>
        )}
      </div>
    </li>
  );
}
