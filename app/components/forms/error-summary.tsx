import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

/** One problem of a refused submission: its field's control and what to say (label: message). */
export interface Problem {
  id: string;
  text: string;
}

/**
 * The problems of a refused submission, above the form (decision 0008), written by the action
 * (`errorSummary` of error-summary.server.ts): a heading with their number and a link to each
 * field (following one scrolls to the field and starts the tab order there). The summary takes the
 * focus when it shows, through `autofocus` on the page an action rendered
 * without JavaScript, and once the reply is shown with it.
 */
export function ErrorSummary({ problems }: { problems?: Problem[] }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new reply takes the focus again
  useEffect(() => ref.current?.focus(), [problems]);
  if (!problems?.length) return null;
  return (
    <section
      className="error-summary"
      ref={ref}
      tabIndex={-1}
      aria-labelledby="error-summary-title"
      // biome-ignore lint/a11y/noAutofocus: the page answers a refused submission; its problems come first
      autoFocus
    >
      <h2 id="error-summary-title">{t("form.summary.title", { count: problems.length })}</h2>
      <ul>
        {problems.map((problem) => (
          <li key={problem.id}>
            <a href={`#${problem.id}`}>{problem.text}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
