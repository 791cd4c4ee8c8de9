import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "~/components/forms/props";
import { Form, useLocation, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { CheckboxField, SelectField, TextField } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { useServerForm } from "~/components/forms/use-server-form";
import { numberFormat } from "~/lib/intl";
import { useRootData } from "~/lib/root-data";
import type { CalcInput } from "./__calc/calc-fields";
import { optionKey } from "./__calc/tools";
import type { CalcResult } from "./__calc/calc-result";
import type { CatalogueModel } from "./tools.server";

/** Labels of choices that read the same in every language. */
const UNIVERSAL: Record<string, string> = {
  h264: "H.264",
  h265: "H.265",
  "1080p": "1080p (1920 × 1080)",
  "4mp": "4 MP (2560 × 1440)",
  "5mp": "5 MP (2880 × 1620)",
  "4k": "8 MP (3840 × 2160)",
  "12mp": "12 MP (4000 × 3000)",
};

function optionLabel(value: string, translate: () => string): string {
  if (UNIVERSAL[value]) return UNIVERSAL[value];
  if (/^1\/[\d.]+$/.test(value)) return `${value}″`;
  if (/^\d+x\d+$/.test(value)) return value.replace("x", " × ");
  return translate();
}

/** `cameras2` → the label key `fields.camerasN` with n = 2. */
function labelOf(name: string): { key: string; n?: number } {
  const match = /^(\D+)(\d)$/.exec(name);
  return match ? { key: `fields.${match[1]}N`, n: Number(match[2]) } : { key: `fields.${name}` };
}

const AUTO_SUBMIT_MS = 400;

/** The id of a tool's result, which its form's address points to. */
export const RESULT_ANCHOR = "result";

/**
 * A calculator's GET form: every field of the kit, the result below. With JavaScript the form is
 * sent again (replacing the history entry) a moment after each change, so the result follows the
 * inputs and a value out of range gets its message at the field, from the loader as without
 * JavaScript; the focus stays where it is.
 */
export function CalculatorForm({
  toolKey,
  inputs,
  lastResult,
  models,
}: {
  toolKey: string;
  inputs: readonly CalcInput[];
  lastResult: SubmissionResult<string[]>;
  models: { recorder: CatalogueModel[]; camera: CatalogueModel[] };
}) {
  const { t } = useTranslation("tools");
  const [form, fields] = useServerForm({ lastResult, id: `calc-${toolKey}` });
  const submit = useSubmit();
  const { pathname } = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const onChange = (event: React.FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    clearTimeout(timer.current);
    timer.current = setTimeout(
      // The address without the result's anchor: the page stays where the visitor is typing.
      () => submit(element, { replace: true, preventScrollReset: true, action: pathname }),
      AUTO_SUBMIT_MS,
    );
  };
  return (
    <Form
      method="get"
      // "Calculate" lands on the result (on a phone it is below the whole form).
      action={`${pathname}#${RESULT_ANCHOR}`}
      className="form tools-form"
      {...getFormProps(form)}
      onChange={onChange}
      // "Calculate" (or Enter) goes to the result; a pending automatic send would take it away again.
      onSubmit={() => clearTimeout(timer.current)}
      data-auto-submit
    >
      {inputs.map((input) => {
        const field = fields[input.name as keyof typeof fields] as never;
        const { key, n } = labelOf(input.name);
        const label = t(key, { n });
        if (input.kind === "number") {
          const range = t("range", {
            min: input.min,
            max: input.max,
            unit: input.unit ?? "",
          }).trim();
          return (
            <TextField
              key={input.name}
              field={field}
              label={input.unit ? `${label} (${input.unit})` : label}
              description={input.optional ? `${range} ${t(`hints.${input.name}`)}` : range}
              dir="ltr"
            />
          );
        }
        if (input.kind === "check") {
          return <CheckboxField key={input.name} field={field} label={label} />;
        }
        if (input.kind === "model") {
          return (
            <SelectField
              key={input.name}
              field={field}
              label={label}
              placeholder={input.optional ? t("none") : undefined}
              options={models[input.productClass].map((m) => ({
                value: m.id,
                label: `${m.model} — ${m.name}`,
              }))}
            />
          );
        }
        return (
          <SelectField
            key={input.name}
            field={field}
            label={label}
            options={input.options.map((value) => ({
              value,
              label: optionLabel(value, () => t(optionKey(toolKey, input.name, value))),
            }))}
          />
        );
      })}
      <SubmitButton>{t("calculate")}</SubmitButton>
    </Form>
  );
}

/** The result: figures, warnings, the formulas with their numbers, CSV export and print. */
export function CalculatorResult({
  result,
  noData,
}: {
  result: CalcResult | null;
  noData: boolean;
}) {
  const { t } = useTranslation("tools");
  const { language } = useRootData();
  const { pathname, search } = useLocation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (noData) {
    return (
      <p className="tools-result tools-result--empty" role="status">
        {t("noData")}
      </p>
    );
  }
  if (!result) {
    return (
      <p className="tools-result tools-result--empty" role="status">
        {t("fixInput")}
      </p>
    );
  }
  const format = (row: CalcResult["rows"][number]) =>
    numberFormat(
      language.lang,
      row.significant
        ? { minimumSignificantDigits: row.significant, maximumSignificantDigits: row.significant }
        : { minimumFractionDigits: 0, maximumFractionDigits: row.digits ?? 2 },
    ).format(row.value);
  return (
    <section className="tools-result" aria-labelledby="tools-result-title" aria-live="polite">
      <h2 id="tools-result-title">{t("result")}</h2>
      <dl className="tools-figures">
        {result.rows.map((row) => (
          <div
            key={row.key}
            className={[
              "tools-figure",
              row.main ? "tools-figure--main" : "",
              row.statement ? "tools-figure--statement" : "",
            ]
              .filter(Boolean)
              .join(" ")}
            data-result={row.key}
          >
            <dt>{t(`results.${row.key}`, row.values)}</dt>
            {row.statement ? null : row.text ? (
              <dd>{t(row.text)}</dd>
            ) : (
              <dd dir="ltr">
                <span className="tools-figure__value">{format(row)}</span>
                {row.unit ? ` ${row.unit}` : ""}
              </dd>
            )}
          </div>
        ))}
      </dl>
      {result.notes?.map((note) => (
        <p key={note.key} className="tools-note" data-note={note.key}>
          {t(`notes.${note.key}`, note.values)}
        </p>
      ))}
      {result.warnings.length > 0 ? (
        <ul className="tools-warnings">
          {result.warnings.map((w) => (
            <li key={w.key} role="alert">
              {t(`warnings.${w.key}`, w.values)}
            </li>
          ))}
        </ul>
      ) : null}
      <h3>{t("formula")}</h3>
      <ul className="tools-formulas" dir="ltr">
        {result.formulas.map((f) => (
          <li key={f.key}>
            <code>
              {t(`formulas.${f.key}`, { ...f.values, interpolation: { escapeValue: false } })}
            </code>
          </li>
        ))}
      </ul>
      <p className="tools-export">
        <a className="button button--ghost" href={`${pathname}.csv${search}`} download>
          {t("exportCsv")}
        </a>
        {hydrated ? (
          <button type="button" className="button button--ghost" onClick={() => window.print()}>
            {t("print")}
          </button>
        ) : null}
      </p>
    </section>
  );
}
