import { listPageLinks } from "~/components/list";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SolutionCard } from "./__components/Cards";
import { ContentListPage } from "./__components/ContentListPage";
import { schema } from "./solution-query.server";
import { SOLUTION_FACETS, type SolutionFacet, type SolutionItem } from "./__content";
import { loadContentList } from "./content.server";
import { solutionsPageMeta } from "./__solutions-meta";
import solutionsStyles from "./solutions.css";

export const links = listPageLinks(solutionsStyles);

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
  const data = useLoaderData<typeof loader>();
  return (
    <ContentListPage
      data={data}
      path="/solution"
      facets={SOLUTION_FACETS}
      texts={{
        title: t("solutions:list.title"),
        lead: t("solutions:list.lead"),
        filterLegend: t("solutions:filters.legend"),
        count: t("solutions:list.count", { count: data.list.total }),
        empty: t("solutions:list.empty"),
      }}
      card={(item) => <SolutionCard key={item.id} item={item} />}
    />
  );
}
