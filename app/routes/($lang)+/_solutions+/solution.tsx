import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FilterForm, NoData, Pagination, ResultCount } from "~/components/list";
import listStyles from "~/components/list/list.css";
import { SolutionCard } from "./__components/Cards";
import { useFacetSelects } from "./__components/labels";
import { schema } from "./solution-query.server";
import { SOLUTION_FACETS, type SolutionFacet, type SolutionItem } from "./__content";
import { loadContentList } from "./content.server";
import { solutionsPageMeta } from "./__solutions-meta";
import solutionsStyles from "./solutions.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: listStyles },
  { rel: "stylesheet", href: solutionsStyles },
];

export const handle = { i18n: ["solutions"] };

export const meta: MetaFunction = ({ matches }) => solutionsPageMeta(matches, "list");

export function loader(args: LoaderFunctionArgs) {
  return loadContentList<SolutionItem, SolutionFacet, typeof schema>(
    args,
    schema,
    "/content/solutions",
    SOLUTION_FACETS,
  );
}

export default function SolutionsPage() {
  const { t } = useTranslation("solutions");
  const facetSelects = useFacetSelects();
  const { list, query, filtered } = useLoaderData<typeof loader>();
  return (
    <section className="page content-list">
      <header className="page-header">
        <h1>{t("solutions:list.title")}</h1>
        <p className="lead">{t("solutions:list.lead")}</p>
      </header>
      <FilterForm
        className="list-filters--bar"
        title={t("solutions:filters.legend")}
        path="/solution"
        filtered={filtered}
        fields={facetSelects(SOLUTION_FACETS, query, list.facets)}
      />
      <ResultCount
        count={list.total}
        label={t("solutions:list.count", { count: list.total })}
        className="content-list__count"
      />
      {list.items.length > 0 ? (
        <ul className="card-grid card-grid--3">
          {list.items.map((item) => (
            <SolutionCard key={item.id} item={item} />
          ))}
        </ul>
      ) : (
        <NoData>{t("solutions:list.empty")}</NoData>
      )}
      <Pagination path="/solution" query={query} total={list.total} pageSize={list.pageSize} />
    </section>
  );
}
