import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { listStyles, ListPage } from "~/components/list";
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
  const data = useLoaderData<typeof loader>();
  const { list, query } = data;
  return (
    <ListPage
      className="support-list"
      data={data}
      path="/knowledge"
      texts={{
        title: t("knowledge.title"),
        lead: t("knowledge.lead"),
        filters: t("knowledge.filterLegend"),
        count: t("knowledge.count", { count: list.total }),
        empty: t("knowledge.empty"),
      }}
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
    >
      {(items) => (
        <ol className="support-results">
          {items.map((item) => (
            <KnowledgeResult key={item.id} item={item} />
          ))}
        </ol>
      )}
    </ListPage>
  );
}
