import type { SubmissionResult } from "@conform-to/react";
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PRODUCT_LIFECYCLES, type LifecycleFacts } from "#shared/product-lifecycle";
import { errorMeta, GeneralErrorBoundary } from "~/components/ErrorBoundary";
import {
  AppForm,
  CheckboxField,
  Fieldset,
  Honeypot,
  SelectField,
  TextField,
} from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { useServerForm } from "~/components/forms/use-server-form";
import { FilterForm, listStyles, NoData, ResultCount } from "~/components/list";
import { LocalLink } from "~/components/LocalLink";
import { PageHeader } from "~/components/PageHeader";
import { LifecycleBadge, lifecycleStyles, useCountryName } from "~/components/products/Lifecycle";
import { useDateFormat } from "~/lib/intl";
import { isFiltered } from "~/lib/list-query";
import { productPath } from "~/lib/products";
import { sectionMeta } from "~/lib/meta";
import lifecycleAdminStyles from "./lifecycle-admin.css";
import type {
  lifecycleEditAction,
  lifecycleEditLoader,
  lifecycleFormSchema,
  lifecycleListLoader,
} from "./lifecycle-admin.server";

/** A product of the console's list. */
export interface LifecycleRow extends LifecycleFacts {
  id: string;
  model: string;
  type: string;
  productClass: string;
  name: string;
  replacementModel: string | null;
}

export interface LifecycleList {
  items: LifecycleRow[];
  counts: Record<(typeof PRODUCT_LIFECYCLES)[number], number>;
}

/** One product as its form edits it, with the models that may replace it. */
export interface LifecycleEdit extends LifecycleFacts {
  id: string;
  model: string;
  type: string;
  name: string;
  replacements: { id: string; model: string; productClass: string }[];
}

export const lifecycleLinks: LinksFunction = () => [
  { rel: "stylesheet", href: listStyles },
  { rel: "stylesheet", href: lifecycleStyles },
  { rel: "stylesheet", href: lifecycleAdminStyles },
];

export const lifecycleMeta: MetaFunction = ({ matches, error }) =>
  error
    ? errorMeta({ error, matches })
    : sectionMeta(matches, "admin:lifecycle", { noindex: true, description: "lead" });

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

/** The console's list of products: status filter, each with its lifecycle and compliance. */
export function LifecycleListPage() {
  const { t } = useTranslation("admin");
  const { list, query } = useLoaderData<typeof lifecycleListLoader>();
  const formatDate = useDateFormat();
  const country = useCountryName();
  const yesNo = (value: boolean) => (value ? t("lifecycle.yes") : t("lifecycle.no"));
  return (
    <section className="page lifecycle-admin">
      <PageHeader title={t("lifecycle.title")} lead={t("lifecycle.lead")} />
      <FilterForm
        title={t("lifecycle.filters")}
        className="list-filters--bar"
        path="/admin/products"
        filtered={isFiltered(query)}
        fields={[
          { kind: "search", name: "q", label: t("lifecycle.search"), value: query.q, dir: "ltr" },
          {
            kind: "select",
            name: "lifecycle",
            label: t("lifecycle.status"),
            allLabel: t("lifecycle.anyStatus"),
            value: query.lifecycle,
            options: PRODUCT_LIFECYCLES.map((state) => ({
              value: state,
              label: t(`products:lifecycle.${state}`),
              count: list.counts[state],
            })),
          },
        ]}
      />
      <ResultCount count={list.items.length} />
      {list.items.length === 0 ? (
        <NoData />
      ) : (
        <table className="lifecycle-admin__table">
          <thead>
            <tr>
              <th scope="col">{t("lifecycle.model")}</th>
              <th scope="col">{t("lifecycle.status")}</th>
              <th scope="col">{t("lifecycle.discontinuedOn")}</th>
              <th scope="col">{t("lifecycle.supportEndsOn")}</th>
              <th scope="col">{t("lifecycle.replacement")}</th>
              <th scope="col">{t("lifecycle.ndaa889")}</th>
              <th scope="col">{t("lifecycle.taa")}</th>
              <th scope="col">{t("lifecycle.countryOfOrigin")}</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((p) => (
              <tr key={p.id}>
                <th scope="row">
                  <LocalLink to={`/admin/products/${encodeURIComponent(p.id)}`}>
                    <bdi dir="ltr">{p.model}</bdi>
                  </LocalLink>
                  <br />
                  <span className="card__meta">{p.name}</span>
                </th>
                <td data-label={t("lifecycle.status")}>
                  {p.lifecycle === "on_sale" ? (
                    t("products:lifecycle.on_sale")
                  ) : (
                    <LifecycleBadge lifecycle={p.lifecycle} />
                  )}
                </td>
                <td data-label={t("lifecycle.discontinuedOn")}>
                  {p.discontinuedOn ? formatDate(p.discontinuedOn) : "—"}
                </td>
                <td data-label={t("lifecycle.supportEndsOn")}>
                  {p.supportEndsOn ? formatDate(p.supportEndsOn) : "—"}
                </td>
                <td data-label={t("lifecycle.replacement")}>
                  {p.replacementModel ? <bdi dir="ltr">{p.replacementModel}</bdi> : "—"}
                </td>
                <td data-label={t("lifecycle.ndaa889")}>{yesNo(p.ndaa889)}</td>
                <td data-label={t("lifecycle.taa")}>{yesNo(p.taa)}</td>
                <td data-label={t("lifecycle.countryOfOrigin")}>
                  {p.countryOfOrigin ? country(p.countryOfOrigin) : "—"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/**
 * The form of one product's lifecycle and compliance: status, the day it was discontinued, the last
 * day of firmware updates, its replacement, the NDAA and TAA flags and the country of origin.
 */
export function LifecycleEditPage() {
  const { t } = useTranslation("admin");
  const { product } = useLoaderData<typeof lifecycleEditLoader>();
  const actionData = useActionData<typeof lifecycleEditAction>() as
    | { result: SubmissionResult<string[]> }
    | undefined;
  const [form, fields] = useServerForm<typeof lifecycleFormSchema>({
    lastResult: actionData?.result,
    defaultValue: {
      lifecycle: product.lifecycle,
      discontinuedOn: product.discontinuedOn ?? undefined,
      supportEndsOn: product.supportEndsOn ?? undefined,
      replacementId: product.replacementId ?? undefined,
      ndaa889: product.ndaa889,
      taa: product.taa,
      countryOfOrigin: product.countryOfOrigin ?? undefined,
    },
  });
  const heading = t("lifecycle.edit", { model: `\u2068${product.model}\u2069` });
  return (
    <section className="page lifecycle-admin">
      <p>
        <LocalLink to="/admin/products">{t("lifecycle.back")}</LocalLink>
      </p>
      <PageHeader title={heading} lead={product.name} />
      <p>
        <LocalLink to={productPath(product)}>{t("lifecycle.viewPublic")}</LocalLink>
      </p>
      <div className="lifecycle-admin__form">
        <AppForm form={form}>
          <Honeypot />
          <Fieldset legend={t("lifecycle.lifecycleLegend")}>
            <SelectField
              field={fields.lifecycle}
              label={t("lifecycle.status")}
              options={PRODUCT_LIFECYCLES.map((state) => ({
                value: state,
                label: t(`products:lifecycle.${state}`),
              }))}
            />
            <TextField
              field={fields.discontinuedOn}
              type="date"
              label={t("lifecycle.discontinuedOn")}
              description={t("lifecycle.discontinuedHint")}
            />
            <TextField
              field={fields.supportEndsOn}
              type="date"
              label={t("lifecycle.supportEndsOn")}
              description={t("lifecycle.supportHint")}
            />
            <SelectField
              field={fields.replacementId}
              label={t("lifecycle.replacement")}
              placeholder={t("lifecycle.noReplacement")}
              dir="ltr"
              options={product.replacements.map((r) => ({ value: r.id, label: r.model }))}
            />
          </Fieldset>
          <Fieldset legend={t("lifecycle.complianceLegend")}>
            <CheckboxField field={fields.ndaa889} label={t("lifecycle.ndaa889Field")} />
            <CheckboxField field={fields.taa} label={t("lifecycle.taaField")} />
            <TextField
              field={fields.countryOfOrigin}
              label={t("lifecycle.countryOfOrigin")}
              description={t("lifecycle.countryHint")}
              dir="ltr"
            />
          </Fieldset>
          <SubmitButton>{t("lifecycle.save")}</SubmitButton>
        </AppForm>
      </div>
    </section>
  );
}
