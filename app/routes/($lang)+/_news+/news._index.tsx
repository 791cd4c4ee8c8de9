import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LocalLink } from "~/components/LocalLink";
import { type FilterField, ListPage, listPageLinks } from "~/components/list";
import { localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";
import { isFiltered } from "~/lib/list-query";
import { requireCanonical, requirePageInRange } from "~/lib/list-query.server";
import { listMeta } from "./__meta";
import { articleStyles, useCategoryLabel } from "~/components/news/ArticleView";
import { NewsCard } from "./__components";
import { type NewsList, newsPath } from "~/lib/news";
import { newsSchema } from "./news-query.server";
import { fetchNewsroom } from "./news.server";
import newsStyles from "./news.css";

export const links = listPageLinks(articleStyles, newsStyles);

export const handle = { i18n: ["news"] };

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  listMeta(matches, "news", data);

export async function loader(args: LoaderFunctionArgs) {
  const language = pageLanguage(args);
  const query = requireCanonical(args.request, newsSchema);
  const list = await fetchNewsroom<NewsList>(args, "/content/news", {
    category: query.category ?? undefined,
    year: query.year ?? undefined,
    page: query.page,
  });
  requirePageInRange(args.request, query, list);
  return {
    list,
    query,
    filtered: isFiltered(query),
    feed: localizePath("/news.atom", language),
  };
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
      textKeys={{ ns: "news", group: "news" }}
      fields={fields}
      intro={
        <p className="news-list__links">
          <LocalLink to="/announcement">{t("news:announcements.title")}</LocalLink>
          <a href={feed} type="application/atom+xml">
            {t("news:feed")}
          </a>
        </p>
      }
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
