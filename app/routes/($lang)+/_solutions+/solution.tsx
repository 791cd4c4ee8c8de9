import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SolutionCard } from "./__components/Cards";
import { FilterForm } from "./__components/FilterForm";
import { Pagination } from "./__components/Pagination";
import { routeLanguage } from "~/i18n/route-language.server";
import { type ListPage, SOLUTION_FACETS, type SolutionFacet, type SolutionItem } from "./__content";
import { fetchContent, readFilters } from "./content.server";
import { solutionsPageMeta } from "./__solutions-meta";
import solutionsStyles from "./solutions.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: solutionsStyles }];

export const handle = { i18n: ["solutions"] };

export const meta: MetaFunction = ({ matches }) => solutionsPageMeta(matches, "list");

export async function loader(args: LoaderFunctionArgs) {
  routeLanguage(args.params, args.request);
  const { filters, page } = readFilters(args.request, SOLUTION_FACETS);
  const list = await fetchContent<ListPage<SolutionItem, SolutionFacet>>(
    args,
    "/content/solutions",
    { ...filters, page },
  );
  return { list, filters };
}

export default function SolutionsPage() {
  const { t } = useTranslation("solutions");
  const { list, filters } = useLoaderData<typeof loader>();
  return (
    <section className="page content-list">
      <header className="page-header">
        <h1>{t("solutions:list.title")}</h1>
        <p className="lead">{t("solutions:list.lead")}</p>
      </header>
      <FilterForm
        legend={t("solutions:filters.legend")}
        facets={SOLUTION_FACETS.map((name) => ({
          name,
          label: t(`solutions:filters.${name}`),
          allLabel: t(`solutions:filters.all.${name}`),
          options: list.facets[name],
          selected: filters[name],
        }))}
      />
      <p className="content-list__count" role="status">
        {t("solutions:list.count", { count: list.total })}
      </p>
      {list.items.length > 0 ? (
        <ul className="card-grid card-grid--3">
          {list.items.map((item) => (
            <SolutionCard key={item.id} item={item} />
          ))}
        </ul>
      ) : (
        <p className="content-list__empty">{t("solutions:list.empty")}</p>
      )}
      <Pagination page={list.page} pageSize={list.pageSize} total={list.total} />
    </section>
  );
}
