import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { Honeypot } from "./submit-button";
import {
  getCollectionProps,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
} from "./props";

export { Honeypot };

/**
 * The fields of every form (decision 0008). Each one has a label, an optional description (linked
 * with `aria-describedby`), its translated error (`role="alert"`, the control `aria-invalid`) and an
 * optional `dir` (e-mail addresses, codes and phone numbers are left-to-right in Arabic too).
 * Error texts are translation keys ("auth:emailEmpty"; a key of another namespace names it) or the
 * server's own message, which passes through unchanged.
 */
export function useErrorText() {
  const { t } = useTranslation();
  // A message is a key of the strings or a text already in the page's language (a check made in
  // the browser, a reason the backend gave): a text that is no key shows as it is.
  return (errors: string[] | undefined) => errors?.map((e) => t(e, { defaultValue: e })).join(" ");
}

export interface FieldBase {
  label: string;
  /** A line under the control: what to type, a format, a size limit. */
  description?: string;
  dir?: "ltr" | "rtl";
}

/** Label, control, description and error of one field; `control` gets the description's id. */
export function FieldShell({
  field,
  label,
  description,
  control,
  className = "field",
}: {
  field: FieldMetadata<unknown>;
  label: string;
  description?: string;
  control: (describedBy: string | undefined) => ReactNode;
  className?: string;
}) {
  const errorText = useErrorText();
  const descriptionId = useId();
  const error = errorText(field.errors);
  return (
    <div className={error ? `${className} has-error` : className}>
      <label htmlFor={field.id}>{label}</label>
      {control(description ? descriptionId : undefined)}
      {description ? (
        <p className="field__hint" id={descriptionId}>
          {description}
        </p>
      ) : null}
      <FieldError id={field.errorId} text={error} />
    </div>
  );
}

export function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p className="field__error" id={id} role="alert">
      {text}
    </p>
  ) : null;
}

export function TextField({
  field,
  label,
  description,
  hint,
  dir,
  type = "text",
  autoComplete,
  inputMode,
  autoFocus,
}: FieldBase & {
  field: FieldMetadata<string | number | Date | undefined>;
  type?: "text" | "email" | "password" | "tel" | "number" | "date";
  autoComplete?: string;
  /** The on-screen keyboard to offer ("numeric" for an answer in digits). */
  inputMode?: "numeric" | "text";
  /** Focus the control when the page shows (a field the visitor just asked for). */
  autoFocus?: boolean;
  /** The same as `description`. */
  hint?: string;
}) {
  return (
    <FieldShell
      field={field as FieldMetadata<unknown>}
      label={label}
      description={description ?? hint}
      control={(describedBy) => (
        <input
          {...getInputProps(field, { type, ariaDescribedBy: describedBy })}
          key={field.key}
          autoComplete={autoComplete}
          inputMode={inputMode}
          // biome-ignore lint/a11y/noAutofocus: only for a field the visitor has just asked for
          autoFocus={autoFocus}
          dir={dir}
        />
      )}
    />
  );
}

export function TextAreaField({
  field,
  label,
  description,
  dir,
  rows = 4,
}: FieldBase & { field: FieldMetadata<string | undefined>; rows?: number }) {
  return (
    <FieldShell
      field={field as FieldMetadata<unknown>}
      label={label}
      description={description}
      control={(describedBy) => (
        <textarea
          {...getTextareaProps(field, { ariaDescribedBy: describedBy })}
          key={field.key}
          rows={rows}
          dir={dir}
        />
      )}
    />
  );
}

export interface Option {
  value: string;
  label: string;
}

export function SelectField({
  field,
  label,
  description,
  dir,
  options,
  placeholder,
}: FieldBase & {
  field: FieldMetadata<string | undefined>;
  options: Option[];
  /** The first, empty choice ("Choose …"); without it the first option is chosen. */
  placeholder?: string;
}) {
  return (
    <FieldShell
      field={field as FieldMetadata<unknown>}
      label={label}
      description={description}
      control={(describedBy) => (
        <select
          {...getSelectProps(field, { ariaDescribedBy: describedBy })}
          key={field.key}
          dir={dir}
        >
          {placeholder ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/** One box for a yes/no value ("on" when checked; `z.boolean()` through conform's coercion). */
export function CheckboxField({
  field,
  label,
  description,
  dir,
}: FieldBase & { field: FieldMetadata<boolean | string | undefined> }) {
  const errorText = useErrorText();
  const descriptionId = useId();
  const error = errorText(field.errors);
  return (
    <div className={error ? "field field--check has-error" : "field field--check"} dir={dir}>
      <input
        {...getInputProps(field, {
          type: "checkbox",
          ariaDescribedBy: description ? descriptionId : undefined,
        })}
        key={field.key}
      />
      <label htmlFor={field.id}>{label}</label>
      {description ? (
        <p className="field__hint" id={descriptionId}>
          {description}
        </p>
      ) : null}
      <FieldError id={field.errorId} text={error} />
    </div>
  );
}

/**
 * A file input. `accept` limits the picker; `sizeHint` ("PDF or JPEG, up to 10 MB") is its
 * description. The server's refusal (too large, wrong type: `fileSchema` in file-schema.ts) comes
 * back as this field's error. The form needs `encType="multipart/form-data"`.
 */
export function FileField({
  field,
  label,
  description,
  accept,
  sizeHint,
  multiple,
}: Omit<FieldBase, "dir"> & {
  field: FieldMetadata<File | File[] | undefined>;
  accept?: string;
  sizeHint?: string;
  multiple?: boolean;
}) {
  return (
    <FieldShell
      field={field as FieldMetadata<unknown>}
      label={label}
      description={[description, sizeHint].filter(Boolean).join(" ") || undefined}
      control={(describedBy) => (
        <input
          {...getInputProps(field, { type: "file", ariaDescribedBy: describedBy })}
          // No key of the reply's: a chosen file cannot be sent back, so the control is kept.
          accept={accept}
          multiple={multiple}
        />
      )}
    />
  );
}
/** A titled group of fields (a section of a long form) with an optional description. */
export function Fieldset({
  legend,
  description,
  children,
}: {
  legend: string;
  description?: string;
  children: ReactNode;
}) {
  const descriptionId = useId();
  return (
    <fieldset className="fieldset" aria-describedby={description ? descriptionId : undefined}>
      <legend>{legend}</legend>
      {description ? (
        <p className="field__hint" id={descriptionId}>
          {description}
        </p>
      ) : null}
      {children}
    </fieldset>
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
 * A form of the kit: Remix's `<Form method="post">` with the form's props (id, `noValidate`: the
 * action checks it) and the form's own error first. `multipart` for file fields.
 */
export function AppForm<S extends Record<string, unknown>>({
  form,
  children,
  action,
  multipart,
}: {
  form: FormMetadata<S, string[]>;
  children: ReactNode;
  action?: string;
  multipart?: boolean;
}) {
  return (
    <Form
      method="post"
      action={action}
      className="form"
      encType={multipart ? "multipart/form-data" : undefined}
      {...getFormProps(form)}
    >
      <FormError errors={form.errors} id={form.errorId} />
      {children}
    </Form>
  );
}

/**
 * The hidden parts of a public form's spam defence (app/lib/spam-guard.server.ts): the honeypot and
 * the signed time the page was rendered, which the loader issues with `issueFormToken()`.
 */
export function SpamGuard({ token }: { token: string }) {
  return (
    <>
      <Honeypot />
      <input type="hidden" name="formToken" value={token} />
    </>
  );
}
