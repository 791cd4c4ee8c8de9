import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";

/** Translates error keys of the schemas (raw server messages pass through unchanged). */
function useErrorText() {
  const { t } = useTranslation();
  return (errors: string[] | undefined) => errors?.map((e) => t(e)).join(" ");
}

export function TextField({
  field,
  label,
  type = "text",
  autoComplete,
  hint,
  dir,
}: {
  field: FieldMetadata<string>;
  label: string;
  type?: "text" | "email" | "password" | "tel";
  autoComplete?: string;
  hint?: string;
  dir?: "ltr";
}) {
  const errorText = useErrorText();
  const hintId = useId();
  const error = errorText(field.errors);
  return (
    <div className={error ? "field has-error" : "field"}>
      <label htmlFor={field.id}>{label}</label>
      <input
        {...getInputProps(field, { type, ariaDescribedBy: hint ? hintId : undefined })}
        key={field.key}
        autoComplete={autoComplete}
        dir={dir}
      />
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={field.errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextAreaField({ field, label }: { field: FieldMetadata<string>; label: string }) {
  const errorText = useErrorText();
  const error = errorText(field.errors);
  return (
    <div className={error ? "field has-error" : "field"}>
      <label htmlFor={field.id}>{label}</label>
      <textarea
        id={field.id}
        name={field.name}
        defaultValue={field.initialValue}
        key={field.key}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? field.errorId : undefined}
      />
      {error ? (
        <p className="field__error" id={field.errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The form-level error (a failed backend call), announced to assistive technology. */
export function FormError({ errors, id }: { errors: string[] | undefined; id?: string }) {
  const errorText = useErrorText();
  const text = errorText(errors);
  return text ? (
    <p className="form-error" id={id} role="alert">
      {text}
    </p>
  ) : null;
}

/**
 * A field bots fill in and people never see; `checkHoneypot` (lib/form-action.server.ts, which names
 * the same field) refuses a submission that filled it.
 */
export function Honeypot() {
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
