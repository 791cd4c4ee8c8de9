import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FilterForm, NoData, Pagination, ResultCount } from "~/components/list";
import listStyles from "~/components/list/list.css";
import { CaseCard } from "./__components/Cards";
import { useFacetSelects } from "./__components/labels";
import { schema } from "./case-query.server";
import type { CaseItem } from "./__content";
import { loadContentList } from "./content.server";
import { solutionsPageMeta } from "./__solutions-meta";
import solutionsStyles from "./solutions.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: listStyles },
  { rel: "stylesheet", href: solutionsStyles },
];

export const handle = { i18n: ["solutions"] };

export const meta: MetaFunction = ({ matches }) => solutionsPageMeta(matches, "cases");

export function loader(args: LoaderFunctionArgs) {
  return loadContentList<CaseItem, "industry", typeof schema>(args, schema, "/content/cases", [
    "industry",
  ]);
}

export default function CasesPage() {
  const { t } = useTranslation("solutions");
  const facetSelects = useFacetSelects();
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
        fields={facetSelects(["industry"], query, list.facets)}
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
