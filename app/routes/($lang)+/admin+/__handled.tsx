import { Form } from "@remix-run/react";
import { SubmitButton } from "~/components/forms/submit-button";
import { useTranslation } from "react-i18next";
import { ADMIN_QUEUE_LIMITS } from "#shared/admin-queues";

/** Who marked a request or report handled, when, and their note; or that it waits. */
export function HandledRows({
  handledAt,
  handledBy,
  note,
  format,
}: {
  handledAt: string | null;
  handledBy: string | null;
  note: string | null;
  format: Intl.DateTimeFormat;
}) {
  const { t } = useTranslation("admin");
  return (
    <>
      <dt>{t("queue.state")}</dt>
      <dd>
        {handledAt ? (
          <strong>
            {t("queue.handledBy", {
              name: handledBy ?? "—",
              date: format.format(new Date(handledAt)),
            })}
          </strong>
        ) : (
          <strong>{t("queue.unhandled")}</strong>
        )}
      </dd>
      {note ? (
        <>
          <dt>{t("queue.note")}</dt>
          <dd dir="auto">{note}</dd>
        </>
      ) : null}
    </>
  );
}

/** "Mark as handled" with an optional note; the refused note is kept with its message. */
export function HandledForm({ refused }: { refused?: { error: string; note: string } }) {
  const { t } = useTranslation("admin");
  return (
    <Form method="post" className="form card admin-handled">
      <h2>{t("queue.markHandled")}</h2>
      {refused ? (
        <p className="form-error" role="alert" id="handled-error">
          {t(refused.error)}
        </p>
      ) : null}
      <div className={refused ? "field has-error" : "field"}>
        <label htmlFor="handled-note">{t("queue.noteLabel")}</label>
        <textarea
          id="handled-note"
          name="note"
          rows={3}
          maxLength={ADMIN_QUEUE_LIMITS.note}
          defaultValue={refused?.note}
          aria-describedby={refused ? "handled-error" : undefined}
        />
      </div>
      <div className="form__actions">
        <SubmitButton>{t("queue.markHandled")}</SubmitButton>
      </div>
    </Form>
  );
}
