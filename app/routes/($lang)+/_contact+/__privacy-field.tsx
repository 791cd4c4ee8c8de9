import type { FieldMetadata } from "@conform-to/react";
import { getInputProps } from "~/components/forms/props";
import { Trans, useTranslation } from "react-i18next";
import { useErrorText } from "~/components/forms/fields";
import { LocalLink } from "~/components/LocalLink";

/** The required agreement to the privacy terms, its label linking the privacy policy. */
export function PrivacyField({ field }: { field: FieldMetadata<boolean | undefined> }) {
  const { t } = useTranslation("contact");
  const error = useErrorText()(field.errors);
  return (
    <div className={error ? "field field--check has-error" : "field field--check"}>
      <input {...getInputProps(field, { type: "checkbox" })} key={field.key} />
      <label htmlFor={field.id}>
        <Trans
          t={t}
          i18nKey="fields.privacy"
          components={{ policy: <LocalLink to="/privacy-policy" /> }}
        />
      </label>
      {error ? (
        <p className="field__error" id={field.errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
