import { Form, useSubmit } from "@remix-run/react";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { LocalLink } from "~/components/LocalLink";
import { type AlgorithmList, FACETS, type StoreQuery, storeSearch } from "../__algorithms";
import { useFacetLabel } from "./format";

/**
 * The store's filters: a GET form, so every view has its own URL and it works without JavaScript.
 * With JavaScript a changed filter applies at once, and empty fields stay out of the URL.
 */
export function AlgorithmFilters({
  query,
  facets,
}: {
  query: StoreQuery;
  facets: AlgorithmList["facets"];
}) {
  const { t } = useTranslation("algorithms");
  const label = useFacetLabel();
  const submit = useSubmit();
  const send = (form: HTMLFormElement) => {
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) {
      if (typeof value === "string" && value.trim()) params.set(key, value.trim());
    }
    submit(params, { method: "get", action: form.getAttribute("action") ?? undefined });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send(event.currentTarget);
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (event.target instanceof HTMLSelectElement) send(event.currentTarget);
  };
  const filtered = storeSearch({ ...query, page: 1 }) !== "";
  return (
    <Form
      key={storeSearch(query)}
      method="get"
      className="algorithm-filters"
      aria-labelledby="algorithm-filters-title"
      onSubmit={onSubmit}
      onChange={onChange}
    >
      <h2 id="algorithm-filters-title" className="algorithm-filters__title">
        {t("store.filters")}
      </h2>
      <div className="field">
        <label htmlFor="algorithm-q">{t("store.search")}</label>
        <input id="algorithm-q" type="search" name="q" defaultValue={query.q} maxLength={100} />
      </div>
      {FACETS.map((facet) => {
        const selected = query.filters[facet] ?? "";
        return (
          <div className="field" key={facet}>
            <label htmlFor={`algorithm-${facet}`}>{t(`filter.${facet}`)}</label>
            <select id={`algorithm-${facet}`} name={facet} defaultValue={selected}>
              <option value="">{t("store.all")}</option>
              {facets[facet].map(({ value, count }) => (
                <option key={value} value={value} disabled={count === 0 && value !== selected}>
                  {t("store.option", { label: label(facet, value), count })}
                </option>
              ))}
            </select>
          </div>
        );
      })}
      <div className="algorithm-filters__actions">
        <button type="submit" className="button">
          {t("store.apply")}
        </button>
        {filtered ? (
          <LocalLink className="button button--ghost" to="/algorithmstore">
            {t("store.clear")}
          </LocalLink>
        ) : null}
      </div>
    </Form>
  );
}
