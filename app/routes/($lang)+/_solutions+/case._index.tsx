import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CaseCard } from "./__components/Cards";
import { FilterForm } from "./__components/FilterForm";
import { Pagination } from "./__components/Pagination";
import { routeLanguage } from "~/i18n/route-language.server";
import type { CaseItem, ListPage } from "./__content";
import { fetchContent, readFilters } from "./content.server";
import { solutionsPageMeta } from "./__solutions-meta";
import solutionsStyles from "./solutions.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: solutionsStyles }];

export const handle = { i18n: ["solutions"] };

export const meta: MetaFunction = ({ matches }) => solutionsPageMeta(matches, "cases");

export async function loader(args: LoaderFunctionArgs) {
  routeLanguage(args.params, args.request);
  const { filters, page } = readFilters(args.request, ["industry"] as const);
  const list = await fetchContent<ListPage<CaseItem, "industry">>(args, "/content/cases", {
    ...filters,
    page,
  });
  return { list, filters };
}

export default function CasesPage() {
  const { t } = useTranslation("solutions");
  const { list, filters } = useLoaderData<typeof loader>();
  return (
    <section className="page content-list">
      <header className="page-header">
        <h1>{t("solutions:cases.title")}</h1>
        <p className="lead">{t("solutions:cases.lead")}</p>
      </header>
      <FilterForm
        legend={t("solutions:cases.filterLegend")}
        facets={[
          {
            name: "industry",
            label: t("solutions:filters.industry"),
            allLabel: t("solutions:filters.all.industry"),
            options: list.facets.industry,
            selected: filters.industry,
          },
        ]}
      />
      <p className="content-list__count" role="status">
        {t("solutions:cases.count", { count: list.total })}
      </p>
      {list.items.length > 0 ? (
        <ul className="card-grid card-grid--3">
          {list.items.map((item) => (
            <CaseCard key={item.id} item={item} />
          ))}
        </ul>
      ) : (
        <p className="content-list__empty">{t("solutions:cases.empty")}</p>
      )}
      <Pagination page={list.page} pageSize={list.pageSize} total={list.total} />
    </section>
  );
}
