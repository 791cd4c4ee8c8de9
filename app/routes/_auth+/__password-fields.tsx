import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { TextField } from "~/components/forms/fields";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * A password's field. A password is never sent back in a page: when the server rendered the form
 * again (`retype`: a reply without JavaScript), the field is empty and says to type it again unless
 * it shows an error of its own. With JavaScript the reply is applied in place and the typed
 * password stays in the field.
 */
export function PasswordField({
  field,
  label,
  autoComplete,
  retype = false,
}: {
  field: FieldMetadata<string>;
  label: string;
  autoComplete: "current-password" | "new-password";
  retype?: boolean;
}) {
  const { t } = useTranslation("auth");
  const hydrated = useHydrated();
  const again = retype && !hydrated && !field.errors;
  return (
    <TextField
      field={field}
      label={label}
      type="password"
      autoComplete={autoComplete}
      description={again ? t("passwordAgain") : undefined}
    />
  );
}

/** A new password and its confirmation (reset and change password; `twoPasswords` checks them). */
export function NewPasswordFields({
  fields,
  retype = false,
}: {
  fields: { password: FieldMetadata<string>; confirmPassword: FieldMetadata<string> };
  retype?: boolean;
}) {
  const { t } = useTranslation("auth");
  return (
    <>
      <PasswordField
        field={fields.password}
        label={t("reset.newPassword")}
        autoComplete="new-password"
        retype={retype}
      />
      <PasswordField
        field={fields.confirmPassword}
        label={t("reset.confirmPassword")}
        autoComplete="new-password"
        retype={retype}
      />
    </>
  );
}
