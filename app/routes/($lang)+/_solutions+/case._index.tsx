import { listPageLinks } from "~/components/list";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CaseCard } from "./__components/Cards";
import { ContentListPage } from "./__components/ContentListPage";
import { schema } from "./case-query.server";
import type { CaseItem } from "./__content";
import { loadContentList } from "./content.server";
import { solutionsPageMeta } from "./__solutions-meta";
import solutionsStyles from "./solutions.css";

export const links = listPageLinks(solutionsStyles);

export const handle = { i18n: ["solutions"] };

export const meta: MetaFunction = ({ matches }) => solutionsPageMeta(matches, "cases");

export function loader(args: LoaderFunctionArgs) {
  return loadContentList<CaseItem, "industry", typeof schema>(args, schema, "/content/cases", [
    "industry",
  ]);
}

export default function CasesPage() {
  const { t } = useTranslation("solutions");
  const data = useLoaderData<typeof loader>();
  return (
    <ContentListPage
      data={data}
      path="/case"
      facets={["industry"] as const}
      texts={{
        title: t("solutions:cases.title"),
        lead: t("solutions:cases.lead"),
        filterLegend: t("solutions:cases.filterLegend"),
        count: t("solutions:cases.count", { count: data.list.total }),
        empty: t("solutions:cases.empty"),
      }}
      card={(item) => <CaseCard key={item.id} item={item} />}
    />
  );
}
