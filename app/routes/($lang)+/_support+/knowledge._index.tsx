import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { listPageLinks } from "~/components/list";
import { sectionMeta } from "~/lib/meta";
import { KnowledgeResult } from "./__components/KnowledgeResult";
import type { KnowledgeItem } from "./__support";
import { SupportList } from "./__components/SupportList";
import { loadSearchList } from "./support.server";
import supportStyles from "./support.css";

export const links = listPageLinks(supportStyles);

export const handle = { i18n: ["support"] };

export const meta: MetaFunction = ({ matches }) =>
  sectionMeta(matches, "support:knowledge", { description: "description" });

export function loader(args: LoaderFunctionArgs) {
  return loadSearchList<KnowledgeItem>(args, "/support/knowledge");
}

export default function KnowledgePage() {
  const { t } = useTranslation("support");
  const data = useLoaderData<typeof loader>();
  return (
    <SupportList
      list="knowledge"
      data={data}
      categories={data.list.facets.category.map((f) => ({
        value: f.value,
        label: t(`knowledgeCategories.${f.value}`, { defaultValue: f.value }),
        count: f.count,
      }))}
    >
      {(items) => (
        <ol className="support-results">
          {items.map((item) => (
            <KnowledgeResult key={item.id} item={item} />
          ))}
        </ol>
      )}
    </SupportList>
  );
}
