import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { useFormAction } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "./fields";

/**
 * Rows of the same fields that the visitor adds and removes (the deal form's products, competitors,
 * sales team …). The buttons are conform's intent buttons: real submit buttons named `__intent__`,
 * so the action receives the intent, `parseWithZod` applies it and the form comes back with the row
 * added or removed (`intentReply` in intent.server.ts), with and without JavaScript. Keep the
 * schema's `.min(min).max(max)` on the array in step with `min`/`max` here. Without JavaScript the
 * page comes back at the row just added (`#<list>-row-<n>`), or at the rows after a removal.
 */
export function RepeatableRows<
  Row extends Record<string, unknown>,
  S extends Record<string, unknown>,
>({
  form,
  field,
  legend,
  description,
  min = 0,
  max = Number.POSITIVE_INFINITY,
  defaultRow,
  children,
}: {
  form: FormMetadata<S, string[]>;
  field: FieldMetadata<Row[] | undefined>;
  legend: string;
  description?: string;
  min?: number;
  max?: number;
  /** The values of a new row. */
  defaultRow?: Partial<Row>;
  /** The fields of one row (`row.getFieldset()` gives them). */
  children: (row: FieldMetadata<Row>, index: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const action = useFormAction();
  const rows = field.getFieldList();
  const anchor = rowsAnchor(field.name);
  const errors = useErrorText()(field.errors);
  return (
    <fieldset
      className="repeatable"
      id={anchor}
      aria-describedby={errors ? field.errorId : undefined}
    >
      <legend>{legend}</legend>
      {description ? <p className="field__hint">{description}</p> : null}
      <ol className="repeatable__rows">
        {rows.map((row, index) => (
          // Rows the server rendered from posted values have no key of conform's yet: their place is theirs.
          <li
            key={row.key ?? `row-${index}`}
            className="repeatable__row"
            id={`${anchor}-row-${index}`}
          >
            <div className="repeatable__fields">{children(row as FieldMetadata<Row>, index)}</div>
            {rows.length > min ? (
              <button
                {...form.remove.getButtonProps({ name: field.name, index })}
                formAction={`${action}#${anchor}`}
                className="button button--ghost repeatable__remove"
              >
                {t("form.removeRow", { number: index + 1 })}
              </button>
            ) : null}
          </li>
        ))}
      </ol>
      {errors ? (
        <p className="field__error" id={field.errorId} role="alert">
          {errors}
        </p>
      ) : null}
      {rows.length < max ? (
        <button
          {...form.insert.getButtonProps({ name: field.name, defaultValue: defaultRow as never })}
          // the new row is the last: its place after the reply
          formAction={`${action}#${anchor}-row-${rows.length}`}
          className="button button--ghost repeatable__add"
        >
          {t("form.addRow")}
        </button>
      ) : null}
    </fieldset>
  );
}

/** The id of a list's rows on the page: "products" → "products" (a nested name "a[0].b" → "a-0-b"). */
export function rowsAnchor(name: string): string {
  return name.replace(/[^A-Za-z0-9_-]+/g, "-").replace(/^-|-$/g, "");
}
