import type { SubmissionResult } from "@conform-to/react";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AppForm, TextAreaField, TextField, SpamGuard } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { useServerForm } from "~/components/forms/use-server-form";
import { CONTACT_LIMITS } from "#shared/contact-fields";
import type { enquirySchema } from "./contact-schemas.server";
import { PrivacyField } from "./__privacy-field";

/** The general enquiry: name, e-mail, subject, message and the privacy agreement. */
export function EnquiryForm({ token }: { token: string }) {
  const { t } = useTranslation("contact");
  const [form, fields] = useServerForm<typeof enquirySchema>({
    lastResult: useActionData<SubmissionResult<string[]>>(),
  });
  return (
    <section className="card contact-form" aria-labelledby="enquiry-title">
      <h2 id="enquiry-title">{t("enquiry.title")}</h2>
      <p>{t("enquiry.intro")}</p>
      <AppForm form={form}>
        <SpamGuard token={token} />
        <p className="contact-form__note">{t("requiredNote")}</p>
        <div className="contact-form__grid">
          <TextField field={fields.name} label={t("fields.name")} autoComplete="name" />
          <TextField
            field={fields.email}
            type="email"
            dir="ltr"
            label={t("fields.email")}
            autoComplete="email"
          />
        </div>
        <TextField field={fields.subject} label={t("fields.subject")} />
        <TextAreaField
          field={fields.message}
          label={t("fields.message")}
          description={t("fields.maxLength", { count: CONTACT_LIMITS.message })}
          rows={6}
        />
        <PrivacyField field={fields.privacy} />
        <SubmitButton>{t("submit")}</SubmitButton>
      </AppForm>
    </section>
  );
}
