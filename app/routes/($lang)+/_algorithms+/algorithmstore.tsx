import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AlgorithmCard } from "./__components/AlgorithmCard";
import { useFacetLabel } from "./__components/format";
import { FACETS, algorithmStrings } from "./__algorithms";
import { loadAlgorithmStore } from "./algorithms.server";
import { pageMeta } from "~/lib/meta";
import { FilterForm, NoData, Pagination, ResultCount, listPageLinks } from "~/components/list";
import algorithmStyles from "./algorithms.css";
import { PageHeader } from "~/components/PageHeader";

export const links = listPageLinks(algorithmStyles);

export const loader = (args: LoaderFunctionArgs) => loadAlgorithmStore(args);

export const handle = { i18n: ["algorithms"] };

export const meta: MetaFunction = ({ matches }) => {
  const { brandName, store } = algorithmStrings(matches);
  return pageMeta(store?.title ?? "", store?.description ?? "", brandName);
};

export default function AlgorithmStorePage() {
  const { t } = useTranslation("algorithms");
  const label = useFacetLabel();
  const { query, list, filtered } = useLoaderData<typeof loader>();
  return (
    <div className="page algorithm-store">
      <PageHeader eyebrow={t("store.eyebrow")} title={t("store.title")} lead={t("store.lead")} />
      <div className="algorithm-store__layout">
        <FilterForm
          className="algorithm-filters"
          title={t("store.filters")}
          path="/algorithmstore"
          filtered={filtered}
          fields={[
            { kind: "search", name: "q", label: t("store.search"), value: query.q },
            ...FACETS.map((facet) => ({
              kind: "select" as const,
              name: facet,
              label: t(`filter.${facet}`),
              value: query[facet],
              options: list.facets[facet].map(({ value, count }) => ({
                value,
                label: label(facet, value),
                count,
              })),
            })),
          ]}
        />
        <section className="algorithm-store__results" aria-labelledby="algorithm-results">
          <ResultCount
            as="h2"
            id="algorithm-results"
            className="algorithm-store__count"
            count={list.total}
            label={t("store.results", { count: list.total })}
          />
          {list.items.length === 0 ? (
            <NoData>{t("store.emptyHint")}</NoData>
          ) : (
            <ul className="card-grid algorithm-store__grid">
              {list.items.map((algorithm) => (
                <AlgorithmCard key={algorithm.id} algorithm={algorithm} />
              ))}
            </ul>
          )}
          <Pagination
            path="/algorithmstore"
            query={query}
            list={list}
            label={t("pagination.label")}
          />
        </section>
      </div>
    </div>
  );
}
