import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FilterForm, NoData, Pagination, ResultCount, listStyles } from "~/components/list";
import { PageHeader } from "~/components/PageHeader";
import { sectionMeta } from "~/lib/meta";
import { ArticleList } from "./__wiki/ArticleList";
import { wikiSearchLoader } from "./__wiki/wiki.server";
import wikiStyles from "./__wiki/wiki.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: listStyles },
  { rel: "stylesheet", href: wikiStyles },
];

export const handle = { i18n: ["wiki"] };

export const meta: MetaFunction = ({ matches }) =>
  sectionMeta(matches, "wiki:search", { description: "lead" });

export function loader(args: LoaderFunctionArgs) {
  return wikiSearchLoader(args);
}

/**
 * The search across every product wiki in the visitor's language: the words marked in each
 * article's title and snippet, a product line filter, pages of 10; no words list every article.
 */
export default function WikiSearchPage() {
  const { t } = useTranslation("wiki");
  const { list, query, filtered } = useLoaderData<typeof loader>();
  return (
    <section className="page wiki">
      <PageHeader title={t("search.title")} lead={t("search.lead")} />
      <FilterForm
        className="list-filters--bar"
        title={t("search.legend")}
        path="/wiki-search"
        filtered={filtered}
        fields={[
          { kind: "search", name: "q", label: t("search.q"), value: query.q, maxLength: 100 },
          {
            kind: "select",
            name: "product",
            label: t("search.product"),
            value: query.product,
            options: list.facets.product.map((f) => ({
              value: f.value,
              label: t(`lines.${f.value}.name`),
              count: f.count,
            })),
          },
        ]}
      />
      <ResultCount count={list.total} label={t("count", { count: list.total })} />
      {list.items.length > 0 ? (
        <ArticleList items={list.items} showLine />
      ) : (
        <NoData>{t("search.empty")}</NoData>
      )}
      <Pagination path="/wiki-search" query={query} list={list} />
    </section>
  );
}
