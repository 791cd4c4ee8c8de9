import { Form, useLocation, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { KeptMarkup } from "~/components/KeptMarkup";
import { LocalLink } from "~/components/LocalLink";

export interface FilterOption {
  value: string;
  /** The option's text, already translated. */
  label: string;
  /** How many items the option would show; an option of none is disabled unless chosen. */
  count?: number;
}

interface FieldBase {
  name: string;
  label: string;
}

/** A field of a list's filter form, as the list page describes it. */
export type FilterField =
  | (FieldBase & { kind: "search"; value: string | null; maxLength?: number; dir?: "ltr" })
  | (FieldBase & {
      kind: "select";
      value: string | null;
      options: FilterOption[];
      /** The text of the empty choice ("All industries"); "All" when not given. */
      allLabel?: string;
    })
  | (FieldBase & {
      kind: "chips";
      value: string | string[] | null;
      options: FilterOption[];
      /** Checkboxes (several values) instead of radio buttons (one). */
      multiple?: boolean;
      /** The radio checked when the query has no value (the list's default, never sent). */
      defaultValue?: string;
    })
  | (FieldBase & { kind: "date"; value: string | null })
  | (FieldBase & {
      kind: "checks";
      /** Yes/no settings under one legend, each its own parameter, sent as `1` when checked. */
      options: { name: string; label: string; checked: boolean }[];
    });

const asList = (value: string | string[] | null | undefined) =>
  value === null || value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * The filters of a list page: a GET form, so every view has its own address and the form works
 * without JavaScript (the Apply button; the loader then redirects to the canonical address). With
 * JavaScript a changed choice applies at once, sends only what is set (so no redirect follows),
 * and the fields show the view being loaded; the search box applies with Enter or the button.
 */
export function FilterForm({
  title,
  fields: given,
  keepBy,
  path,
  filtered,
  className,
}: {
  title: string;
  /**
   * The fields; or, with `keepBy`, a function that returns them, called only where they are
   * rendered, so a server that keeps the form's markup for `keepBy` does not work them out again.
   */
  fields: FilterField[] | (() => FilterField[]);
  /** What the fields are a function of (the query, the facets), when `fields` is a function. */
  keepBy?: unknown[];
  /** The list's path without language prefix: the "clear filters" link. */
  path: string;
  /** Whether the view has filters to clear (the link shows only then). */
  filtered: boolean;
  className?: string;
}) {
  const { i18n } = useTranslation();
  const titleId = useId();
  const submit = useSubmit();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  // What the visitor just chose, shown until the view it asked for has loaded.
  const [chosen, setChosen] = useState<URLSearchParams | null>(null);
  const previousState = useRef(navigation.state);
  useEffect(() => {
    if (navigation.state === "idle" && previousState.current !== "idle") setChosen(null);
    previousState.current = navigation.state;
  }, [navigation.state]);
  const pending =
    chosen ??
    (navigation.location?.pathname === pathname
      ? new URLSearchParams(navigation.location.search)
      : null);
  const fields = () => (typeof given === "function" ? given() : given);
  const apply = (form: HTMLFormElement) => {
    const defaults = new Map(
      fields().flatMap((f) =>
        f.kind === "chips" && f.defaultValue ? [[f.name, f.defaultValue]] : [],
      ),
    );
    const params = new URLSearchParams();
    for (const [name, raw] of new FormData(form)) {
      const value = typeof raw === "string" ? raw.trim() : "";
      if (value && defaults.get(name) !== value) params.append(name, value);
    }
    setChosen(params);
    submit(params, { method: "get", preventScrollReset: true });
  };
  return (
    <Form
      method="get"
      className={["list-filters", className].filter(Boolean).join(" ")}
      aria-labelledby={titleId}
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
    >
      {/* The same on the server for the same fields: kept there (KeptMarkup), with no view pending. */}
      <KeptMarkup
        as="div"
        className="list-filters__body"
        keep={[
          "filters",
          i18n.language,
          titleId,
          title,
          path,
          filtered,
          typeof given === "function" ? (keepBy ?? []) : given,
        ]}
      >
        <FilterFields
          title={title}
          titleId={titleId}
          fields={fields}
          path={path}
          filtered={filtered}
          pending={pending}
          apply={apply}
        />
      </KeptMarkup>
    </Form>
  );
}

/** The form's title, fields and buttons; `pending` is the view being loaded, shown in the fields. */
function FilterFields({
  title,
  titleId,
  fields,
  path,
  filtered,
  pending,
  apply,
}: {
  title: string;
  titleId: string;
  fields: () => FilterField[];
  path: string;
  filtered: boolean;
  pending: URLSearchParams | null;
  apply: (form: HTMLFormElement) => void;
}) {
  const { t } = useTranslation();
  const current = (field: Exclude<FilterField, { kind: "search" | "checks" }>): string[] => {
    const values = pending ? pending.getAll(field.name) : asList(field.value);
    if (values.length > 0) return values;
    return field.kind === "chips" && field.defaultValue ? [field.defaultValue] : [];
  };
  const onChange = (event: { currentTarget: { form: HTMLFormElement | null } }) => {
    if (event.currentTarget.form) apply(event.currentTarget.form);
  };
  const optionText = (option: FilterOption) =>
    option.count === undefined
      ? option.label
      : t("list.option", { label: option.label, count: option.count });
  return (
    <>
      <h2 id={titleId} className="list-filters__title">
        {title}
      </h2>
      {fields().map((field) => {
        const id = `filter-${field.name}`;
        if (field.kind === "search") return <SearchField key={field.name} id={id} field={field} />;
        if (field.kind === "checks")
          return (
            <fieldset className="list-filters__checks" key={field.name}>
              <legend>{field.label}</legend>
              {field.options.map((option) => (
                <label className="list-check" key={option.name}>
                  <input
                    type="checkbox"
                    name={option.name}
                    value="1"
                    checked={pending ? pending.get(option.name) === "1" : option.checked}
                    onChange={onChange}
                  />
                  <span>{option.label}</span>
                </label>
              ))}
            </fieldset>
          );
        if (field.kind === "date")
          return (
            <div className="list-filters__field" key={field.name}>
              <label htmlFor={id}>{field.label}</label>
              <input
                id={id}
                type="date"
                name={field.name}
                value={current(field)[0] ?? ""}
                onChange={onChange}
              />
            </div>
          );
        if (field.kind === "select") {
          const value = current(field)[0] ?? "";
          return (
            <div className="list-filters__field" key={field.name}>
              <label htmlFor={id}>{field.label}</label>
              <select id={id} name={field.name} value={value} onChange={onChange}>
                <option value="">{field.allLabel ?? t("list.all")}</option>
                {field.options.map((option) => (
                  <option
                    key={option.value}
                    value={option.value}
                    disabled={option.count === 0 && option.value !== value}
                  >
                    {optionText(option)}
                  </option>
                ))}
              </select>
            </div>
          );
        }
        const selected = current(field);
        return (
          <fieldset className="list-filters__chips" key={field.name}>
            <legend>{field.label}</legend>
            {field.options.map((option) => {
              const checked = selected.includes(option.value);
              return (
                <label className="list-chip" key={option.value}>
                  <input
                    type={field.multiple ? "checkbox" : "radio"}
                    name={field.name}
                    value={option.value}
                    checked={checked}
                    disabled={option.count === 0 && !checked}
                    onChange={onChange}
                  />
                  <span>{optionText(option)}</span>
                </label>
              );
            })}
          </fieldset>
        );
      })}
      <div className="list-filters__actions">
        <button type="submit" className="button list-filters__apply">
          {t("list.apply")}
        </button>
        {filtered ? (
          <LocalLink className="list-filters__reset" to={path} preventScrollReset>
            {t("list.reset")}
          </LocalLink>
        ) : null}
      </div>
    </>
  );
}

/** The search box: typed freely, applied with Enter or the button, reset when the view changes. */
function SearchField({
  id,
  field,
}: {
  id: string;
  field: Extract<FilterField, { kind: "search" }>;
}) {
  const [text, setText] = useState(field.value ?? "");
  useEffect(() => setText(field.value ?? ""), [field.value]);
  return (
    <div className="list-filters__field">
      <label htmlFor={id}>{field.label}</label>
      <input
        id={id}
        type="search"
        name={field.name}
        value={text}
        maxLength={field.maxLength ?? 100}
        dir={field.dir}
        onChange={(event) => setText(event.currentTarget.value)}
      />
    </div>
  );
}
