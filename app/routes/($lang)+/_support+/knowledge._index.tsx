import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FilterForm, NoData, Pagination, ResultCount, listStyles } from "~/components/list";
import { PageHeader } from "~/components/PageHeader";
import { sectionMeta } from "~/lib/meta";
import { KnowledgeResult } from "./__components/KnowledgeResult";
import type { KnowledgeItem } from "./__support";
import { loadSearchList } from "./support.server";
import supportStyles from "./support.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: listStyles },
  { rel: "stylesheet", href: supportStyles },
];

export const handle = { i18n: ["support"] };

export const meta: MetaFunction = ({ matches }) =>
  sectionMeta(matches, "support:knowledge", { description: "description" });

export function loader(args: LoaderFunctionArgs) {
  return loadSearchList<KnowledgeItem>(args, "/support/knowledge");
}

export default function KnowledgePage() {
  const { t } = useTranslation("support");
  const { list, query, filtered } = useLoaderData<typeof loader>();
  return (
    <section className="page support-list">
      <PageHeader title={t("knowledge.title")} lead={t("knowledge.lead")} />
      <FilterForm
        className="list-filters--bar"
        title={t("knowledge.filterLegend")}
        path="/knowledge"
        filtered={filtered}
        fields={[
          {
            kind: "search",
            name: "q",
            label: t("knowledge.searchLabel"),
            value: query.q,
            maxLength: 100,
          },
          {
            kind: "select",
            name: "category",
            label: t("knowledge.category"),
            value: query.category,
            options: list.facets.category.map((f) => ({
              value: f.value,
              label: t(`knowledgeCategories.${f.value}`, { defaultValue: f.value }),
              count: f.count,
            })),
          },
        ]}
      />
      <ResultCount count={list.total} label={t("knowledge.count", { count: list.total })} />
      {list.items.length > 0 ? (
        <ol className="support-results">
          {list.items.map((item) => (
            <KnowledgeResult key={item.id} item={item} />
          ))}
        </ol>
      ) : (
        <NoData>{t("knowledge.empty")}</NoData>
      )}
      <Pagination path="/knowledge" query={query} list={list} />
    </section>
  );
}
