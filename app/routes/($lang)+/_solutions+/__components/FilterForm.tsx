import { Form, Link, useLocation, useNavigation, useSubmit } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Facet } from "../__content";
import { type LabelKind, useValueLabel } from "./labels";

export interface FacetControl {
  name: LabelKind;
  label: string;
  allLabel: string;
  options: Facet[];
  selected: string | undefined;
}

/** The form's non-empty fields as a query: "all" choices leave no trace in the URL. */
function filledFields(form: HTMLFormElement) {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string" && value !== "") params.append(name, value);
  }
  return params;
}

/**
 * Filters of a list page as a GET form: every choice has its own URL and works without JavaScript
 * (the Apply button); with JavaScript a change applies at once and keeps the focus where it is.
 */
export function FilterForm({ legend, facets }: { legend: string; facets: FacetControl[] }) {
  const { t } = useTranslation("solutions");
  const valueLabel = useValueLabel();
  const submit = useSubmit();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const pending =
    navigation.location?.pathname === pathname
      ? new URLSearchParams(navigation.location.search)
      : null;
  const apply = (form: HTMLFormElement) =>
    submit(filledFields(form), { method: "get", preventScrollReset: true });
  const active = facets.some((f) => f.selected);

  return (
    <Form
      method="get"
      className="filters"
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
    >
      <fieldset className="filters__fields">
        <legend className="filters__legend">{legend}</legend>
        {facets.map((facet) => {
          const value = pending ? (pending.get(facet.name) ?? "") : (facet.selected ?? "");
          return (
            <div className="filters__field" key={facet.name}>
              <label htmlFor={`filter-${facet.name}`}>{facet.label}</label>
              <select
                id={`filter-${facet.name}`}
                name={facet.name}
                value={value}
                onChange={(event) => apply(event.currentTarget.form!)}
              >
                <option value="">{facet.allLabel}</option>
                {facet.options.map((option) => (
                  <option
                    key={option.value}
                    value={option.value}
                    disabled={option.count === 0 && option.value !== value}
                  >
                    {t("solutions:filters.option", {
                      label: valueLabel(facet.name, option.value),
                      count: option.count,
                    })}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
        <div className="filters__actions">
          <button type="submit" className="button filters__apply">
            {t("solutions:filters.apply")}
          </button>
          {active ? (
            <Link className="filters__clear" to={pathname} preventScrollReset>
              {t("solutions:filters.clear")}
            </Link>
          ) : null}
        </div>
      </fieldset>
    </Form>
  );
}
