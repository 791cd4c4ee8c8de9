import type { SubmissionResult } from "@conform-to/react";
import { AppForm, Honeypot, TextAreaField, TextField } from "~/components/forms/fields";
import { DefaultSubmitButton, SubmitButton } from "~/components/forms/submit-button";
import { useServerForm } from "~/components/forms/use-server-form";
import { useTranslation } from "react-i18next";
import type { registerSchema } from "./auth-schemas.server";
import { EmailCodeFields } from "./__email-code-fields";

/**
 * The applicant registration (spec §3) of /register and of a reseller's QR link, which fills in
 * the company name and country (`defaultValue`).
 */
export function RegisterForm({
  lastResult,
  sentTo,
  defaultValue,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  sentTo?: string | null;
  defaultValue?: { companyName: string; country: string };
}) {
  const { t } = useTranslation("auth");
  const [form, fields] = useServerForm<typeof registerSchema>({ lastResult, defaultValue });
  return (
    <AppForm form={form}>
      {/* Enter in any field registers (the "send code" button comes first on the page). */}
      <DefaultSubmitButton>{t("register.submit")}</DefaultSubmitButton>
      <Honeypot />
      <EmailCodeFields form={form} fields={fields} sentTo={sentTo} />
      <TextField
        field={fields.companyName}
        label={t("register.company")}
        autoComplete="organization"
      />
      <TextField field={fields.name} label={t("register.name")} autoComplete="name" />
      <TextField field={fields.country} label={t("register.country")} autoComplete="country-name" />
      <TextAreaField field={fields.description} label={t("register.description")} />
      <SubmitButton>{t("register.submit")}</SubmitButton>
    </AppForm>
  );
}
