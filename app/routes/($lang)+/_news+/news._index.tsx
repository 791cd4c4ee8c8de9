import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { type FilterField, ListPage, listPageLinks } from "~/components/list";
import { listMeta } from "./__meta";
import { articleStyles, useCategoryLabel } from "~/components/news/ArticleView";
import { NewsCard, NewsroomLinks } from "./__components";
import { type NewsList, newsPath } from "~/lib/news";
import { newsSchema } from "./news-query.server";
import { loadNewsroomList } from "./news.server";
import newsStyles from "./news.css";

export const links = listPageLinks(articleStyles, newsStyles);

export const handle = { i18n: ["news"] };

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  listMeta(matches, "news", data);

export function loader(args: LoaderFunctionArgs) {
  return loadNewsroomList<NewsList, typeof newsSchema>(args, "news", newsSchema);
}

/** The news room: news by category and year, newest first. */
export default function NewsPage() {
  const { t } = useTranslation("news");
  const categoryLabel = useCategoryLabel();
  const data = useLoaderData<typeof loader>();
  const { list, query, feed } = data;
  const fields: FilterField[] = [
    {
      kind: "select",
      name: "category",
      label: t("news:filters.category"),
      allLabel: t("news:filters.allCategories"),
      value: query.category,
      options: list.facets.category.map((f) => ({
        value: f.value,
        label: categoryLabel(f.value),
        count: f.count,
      })),
    },
    {
      kind: "select",
      name: "year",
      label: t("news:filters.year"),
      allLabel: t("news:filters.allYears"),
      value: query.year === null ? null : String(query.year),
      options: list.facets.year.map((f) => ({ value: f.value, label: f.value, count: f.count })),
    },
  ];
  return (
    <ListPage
      className="news-list"
      data={data}
      path="/news"
      textKeys={{ ns: "news", group: "news", count: "news.count", empty: "news.empty" }}
      fields={fields}
      intro={<NewsroomLinks other="announcements" feed={feed} />}
    >
      {(items) => (
        <ul className="card-grid card-grid--3 news-grid">
          {items.map((item) => (
            <NewsCard
              key={item.id}
              item={item}
              to={newsPath(item.id)}
              category={categoryLabel(item.category)}
            />
          ))}
        </ul>
      )}
    </ListPage>
  );
}
