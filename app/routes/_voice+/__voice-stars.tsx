import type { FieldMetadata } from "@conform-to/react";
import { getCollectionProps } from "~/components/forms/props";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "~/components/forms/fields";

const RATINGS = ["1", "2", "3", "4", "5"];

/**
 * The rating as five radio buttons in a `fieldset`, drawn as stars: each star is a label whose
 * radio is visually hidden but focusable (arrow keys move between them), with its own text
 * ("3 of 5 stars") for assistive technology. Works without JavaScript (a plain radio group).
 */
export function StarRating({
  field,
  label,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
}) {
  const { t } = useTranslation("feedback");
  const errorText = useErrorText();
  const error = errorText(field.errors);
  const legendId = useId();
  const inputs = getCollectionProps(field, {
    type: "radio",
    options: RATINGS,
    ariaAttributes: false,
  });
  return (
    <fieldset
      className={error ? "field field--group stars has-error" : "field field--group stars"}
      aria-describedby={error ? field.errorId : undefined}
    >
      <legend id={legendId}>{label}</legend>
      <div className="stars__row">
        {inputs.map((input, i) => (
          <label key={input.key} className="stars__star">
            <input
              {...input}
              key={input.key}
              className="visually-hidden"
              aria-invalid={error ? true : undefined}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t("voice.stars", { count: i + 1 })}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p className="field__error" id={field.errorId} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
