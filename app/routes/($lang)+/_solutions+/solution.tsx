import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FilterForm, NoData, Pagination, ResultCount } from "~/components/list";
import listStyles from "~/components/list/list.css";
import { SolutionCard } from "./__components/Cards";
import { useValueLabel } from "./__components/labels";
import { pageLanguage } from "~/i18n/route-language.server";
import { isFiltered } from "~/lib/list-query";
import { schema } from "./solution-query.server";
import { requireCanonical, requirePageInRange } from "~/lib/list-query.server";
import { type ListPage, SOLUTION_FACETS, type SolutionFacet, type SolutionItem } from "./__content";
import { fetchContent } from "./content.server";
import { solutionsPageMeta } from "./__solutions-meta";
import solutionsStyles from "./solutions.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: listStyles },
  { rel: "stylesheet", href: solutionsStyles },
];

export const handle = { i18n: ["solutions"] };

export const meta: MetaFunction = ({ matches }) => solutionsPageMeta(matches, "list");

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const query = requireCanonical(args.request, schema);
  const list = await fetchContent<ListPage<SolutionItem, SolutionFacet>>(
    args,
    "/content/solutions",
    {
      industry: query.industry ?? undefined,
      region: query.region ?? undefined,
      type: query.type ?? undefined,
      page: query.page,
    },
  );
  requirePageInRange(args.request, query, list);
  return { list, query, filtered: isFiltered(query) };
}

export default function SolutionsPage() {
  const { t } = useTranslation("solutions");
  const valueLabel = useValueLabel();
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
        fields={SOLUTION_FACETS.map((name) => ({
          kind: "select",
          name,
          label: t(`solutions:filters.${name}`),
          allLabel: t(`solutions:filters.all.${name}`),
          value: query[name],
          options: list.facets[name].map((option) => ({
            value: option.value,
            label: valueLabel(name, option.value),
            count: option.count,
          })),
        }))}
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
