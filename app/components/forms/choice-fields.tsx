import type { FieldMetadata } from "@conform-to/react";
import { useId } from "react";
import { FieldError, type FieldBase, type Option, useErrorText } from "./fields";
import { getCollectionProps } from "./props";

/** Choices as a `fieldset` whose `legend` is the label: one of them (radio) or several (checkbox). */
function ChoiceGroup({
  field,
  label,
  description,
  dir,
  options,
  type,
}: FieldBase & {
  field: FieldMetadata<string | string[] | undefined>;
  options: Option[];
  type: "radio" | "checkbox";
}) {
  const errorText = useErrorText();
  const descriptionId = useId();
  const error = errorText(field.errors);
  const describedBy = [description ? descriptionId : "", error ? field.errorId : ""]
    .filter(Boolean)
    .join(" ");
  const inputs = getCollectionProps(field, {
    type,
    options: options.map((o) => o.value),
    ariaAttributes: false,
  });
  return (
    <fieldset
      className={error ? "field field--group has-error" : "field field--group"}
      aria-describedby={describedBy || undefined}
      dir={dir}
    >
      <legend>{label}</legend>
      {description ? (
        <p className="field__hint" id={descriptionId}>
          {description}
        </p>
      ) : null}
      {inputs.map((input, i) => (
        <label key={input.key} className="field__choice">
          <input {...input} key={input.key} aria-invalid={error ? true : undefined} />
          {options[i]?.label}
        </label>
      ))}
      <FieldError id={field.errorId} text={error} />
    </fieldset>
  );
}

export function RadioGroupField(
  props: FieldBase & { field: FieldMetadata<string | undefined>; options: Option[] },
) {
  return <ChoiceGroup {...props} type="radio" />;
}

export function CheckboxGroupField(
  props: FieldBase & { field: FieldMetadata<string[] | undefined>; options: Option[] },
) {
  return <ChoiceGroup {...props} type="checkbox" />;
}
