import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FilterForm, NoData, Pagination, ResultCount } from "~/components/list";
import listStyles from "~/components/list/list.css";
import { CaseCard } from "./__components/Cards";
import { useValueLabel } from "./__components/labels";
import { pageLanguage } from "~/i18n/route-language.server";
import { isFiltered } from "~/lib/list-query";
import { schema } from "./case-query.server";
import { requireCanonical, requirePageInRange } from "~/lib/list-query.server";
import type { CaseItem, ListPage } from "./__content";
import { fetchContent } from "./content.server";
import { solutionsPageMeta } from "./__solutions-meta";
import solutionsStyles from "./solutions.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: listStyles },
  { rel: "stylesheet", href: solutionsStyles },
];

export const handle = { i18n: ["solutions"] };

export const meta: MetaFunction = ({ matches }) => solutionsPageMeta(matches, "cases");

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const query = requireCanonical(args.request, schema);
  const list = await fetchContent<ListPage<CaseItem, "industry">>(args, "/content/cases", {
    industry: query.industry ?? undefined,
    page: query.page,
  });
  requirePageInRange(args.request, query, list);
  return { list, query, filtered: isFiltered(query) };
}

export default function CasesPage() {
  const { t } = useTranslation("solutions");
  const valueLabel = useValueLabel();
  const { list, query, filtered } = useLoaderData<typeof loader>();
  return (
    <section className="page content-list">
      <header className="page-header">
        <h1>{t("solutions:cases.title")}</h1>
        <p className="lead">{t("solutions:cases.lead")}</p>
      </header>
      <FilterForm
        className="list-filters--bar"
        title={t("solutions:cases.filterLegend")}
        path="/case"
        filtered={filtered}
        fields={[
          {
            kind: "select",
            name: "industry",
            label: t("solutions:filters.industry"),
            allLabel: t("solutions:filters.all.industry"),
            value: query.industry,
            options: list.facets.industry.map((option) => ({
              value: option.value,
              label: valueLabel("industry", option.value),
              count: option.count,
            })),
          },
        ]}
      />
      <ResultCount
        count={list.total}
        label={t("solutions:cases.count", { count: list.total })}
        className="content-list__count"
      />
      {list.items.length > 0 ? (
        <ul className="card-grid card-grid--3">
          {list.items.map((item) => (
            <CaseCard key={item.id} item={item} />
          ))}
        </ul>
      ) : (
        <NoData>{t("solutions:cases.empty")}</NoData>
      )}
      <Pagination path="/case" query={query} total={list.total} pageSize={list.pageSize} />
    </section>
  );
}
