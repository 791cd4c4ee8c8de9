import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "~/i18n/react";
import { TextField } from "~/components/forms/fields";

/** A new password and its confirmation (reset and change password; `twoPasswords` checks them). */
export function NewPasswordFields({
  fields,
}: {
  fields: { password: FieldMetadata<string>; confirmPassword: FieldMetadata<string> };
}) {
  const { t } = useTranslation("auth");
  return (
    <>
      <TextField
        field={fields.password}
        label={t("reset.newPassword")}
        type="password"
        autoComplete="new-password"
      />
      <TextField
        field={fields.confirmPassword}
        label={t("reset.confirmPassword")}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
