import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AlgorithmCard } from "./__components/AlgorithmCard";
import { AlgorithmFilters } from "./__components/AlgorithmFilters";
import { StorePagination } from "./__components/StorePagination";
import { algorithmStrings } from "./__algorithms";
import { loadAlgorithmStore } from "./algorithms.server";
import { pageMeta } from "~/lib/meta";
import algorithmStyles from "./algorithms.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: algorithmStyles }];

export const loader = (args: LoaderFunctionArgs) => loadAlgorithmStore(args);

export const handle = { i18n: ["algorithms"] };

export const meta: MetaFunction = ({ matches }) => {
  const { brandName, store } = algorithmStrings(matches);
  return pageMeta(store?.title ?? "", store?.description ?? "", brandName);
};

export default function AlgorithmStorePage() {
  const { t } = useTranslation("algorithms");
  const { query, list } = useLoaderData<typeof loader>();
  const pages = Math.ceil(list.total / list.pageSize);
  return (
    <div className="page algorithm-store">
      <header className="page-header">
        <p className="eyebrow">{t("store.eyebrow")}</p>
        <h1>{t("store.title")}</h1>
        <p className="lead">{t("store.lead")}</p>
      </header>
      <div className="algorithm-store__layout">
        <AlgorithmFilters query={query} facets={list.facets} />
        <section className="algorithm-store__results" aria-labelledby="algorithm-results">
          <h2 id="algorithm-results" className="algorithm-store__count" aria-live="polite">
            {t("store.results", { count: list.total })}
          </h2>
          {list.items.length === 0 ? (
            <div className="algorithm-store__empty">
              <p>{t("store.empty")}</p>
              <p>{t("store.emptyHint")}</p>
            </div>
          ) : (
            <ul className="card-grid algorithm-store__grid">
              {list.items.map((algorithm) => (
                <AlgorithmCard key={algorithm.id} algorithm={algorithm} />
              ))}
            </ul>
          )}
          <StorePagination query={query} pages={pages} />
        </section>
      </div>
    </div>
  );
}
