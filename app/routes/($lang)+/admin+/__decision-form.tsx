import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { AppForm, FieldError, TextAreaField, useErrorText } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { useServerForm } from "~/components/forms/use-server-form";
import type { DecisionSchema } from "./decision.server";

/**
 * The decision on a console entry (`decisionAction` of decision.server.ts): a reason and one
 * button per decision. The action's refusal shows at the reason (required, too long) or as the
 * form's error (already decided), with the reason kept.
 */
export function DecisionForm({
  lastResult,
  title,
  intro,
  reasonLabel,
  reasonHint,
  buttons,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  title: string;
  intro?: string;
  reasonLabel: string;
  reasonHint?: string;
  /** A button per decision, value to label, in order: the first is the main one. */
  buttons: Record<string, string>;
}) {
  const [form, fields] = useServerForm<DecisionSchema>({ id: "decision", lastResult });
  const errorText = useErrorText();
  return (
    <div className="card admin-decision">
      <h2>{title}</h2>
      {intro ? <p>{intro}</p> : null}
      <AppForm form={form}>
        <TextAreaField
          field={fields.reason}
          label={reasonLabel}
          description={reasonHint}
          rows={3}
        />
        <FieldError id={fields.decision.errorId} text={errorText(fields.decision.errors)} />
        <div className="form__actions">
          {Object.entries(buttons).map(([value, label], index) => (
            <SubmitButton
              key={value}
              name="decision"
              value={value}
              className={index === 0 ? "button" : "button button--ghost"}
            >
              {label}
            </SubmitButton>
          ))}
        </div>
      </AppForm>
    </div>
  );
}

/**
 * The rows of an entry's decision: its state (and who decided when, once decided), then the
 * reason given, if any. `decided` words who decided when.
 */
export function DecisionRows({
  labels,
  state,
  decidedBy,
  decidedAt,
  reason,
  decided,
  format,
}: {
  labels: { state: string; reason: string };
  state: ReactNode;
  decidedBy: string | null;
  decidedAt: string | null;
  reason: string | null;
  decided: (values: { name: string; date: string }) => string;
  format: Intl.DateTimeFormat;
}) {
  return (
    <>
      <dt>{labels.state}</dt>
      <dd>
        <strong>{state}</strong>
        {decidedAt
          ? ` · ${decided({ name: decidedBy ?? "—", date: format.format(new Date(decidedAt)) })}`
          : null}
      </dd>
      {reason ? (
        <>
          <dt>{labels.reason}</dt>
          <dd dir="auto">{reason}</dd>
        </>
      ) : null}
    </>
  );
}
