import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ListPage, listPageLinks } from "~/components/list";
import { sectionMeta } from "~/lib/meta";
import { ArticleList } from "./__wiki/ArticleList";
import { wikiSearchLoader } from "./__wiki/wiki.server";
import wikiStyles from "./__wiki/wiki.css";

export const links = listPageLinks(wikiStyles);

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
  const data = useLoaderData<typeof loader>();
  const { list, query } = data;
  return (
    <ListPage
      className="wiki"
      data={data}
      path="/wiki-search"
      textKeys={{
        ns: "wiki",
        group: "search",
        lead: "search.lead",
        filters: "search.legend",
        count: "count",
        empty: "search.empty",
      }}
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
    >
      {(items) => <ArticleList items={items} showLine />}
    </ListPage>
  );
}
