import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { TextField } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";

/** The account's e-mail address (sign-in, forgotten password, registration). */
export function EmailField({
  field,
  autoComplete = "email",
}: {
  field: FieldMetadata<string>;
  autoComplete?: "email" | "username";
}) {
  const { t } = useTranslation("auth");
  return (
    <TextField
      field={field}
      label={t("email")}
      type="email"
      autoComplete={autoComplete}
      dir="ltr"
    />
  );
}

/**
 * The e-mail address, its "Send verification code" button (conform's validate intent on the
 * e-mail: only that field is checked, then the action mails the code) and the code's field.
 */
export function EmailCodeFields<S extends Record<string, unknown>>({
  form,
  fields,
  sentTo,
}: {
  form: FormMetadata<S, string[]>;
  fields: { email: FieldMetadata<string>; code: FieldMetadata<string> };
  /** The address the code was just sent to. */
  sentTo: string | null | undefined;
}) {
  const { t } = useTranslation("auth");
  return (
    <>
      <EmailField field={fields.email} />
      <SubmitButton
        {...form.validate.getButtonProps({ name: fields.email.name })}
        className="button button--ghost"
      >
        {t("register.sendCode")}
      </SubmitButton>
      {sentTo ? (
        <p className="notice" role="status">
          {t("register.codeSent", { email: sentTo })}
        </p>
      ) : null}
      <TextField
        field={fields.code}
        label={t("register.code")}
        autoComplete="one-time-code"
        dir="ltr"
      />
    </>
  );
}
