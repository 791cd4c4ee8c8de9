import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";
import { siteOrigin } from "~/lib/brand.server";
import { articleMeta } from "./__meta";
import { useCategoryLabel } from "~/components/news/ArticleView";
import {
  articleLinks,
  NewsCard,
  NewsroomArticle,
  NewsroomErrorBoundary,
  ShareLinks,
} from "./__components";
import { type NewsDetail, newsPath } from "~/lib/news";
import { fetchNewsroomArticle } from "./news.server";

export const links = articleLinks;

export const handle = { i18n: ["news"] };

export const meta: MetaFunction<typeof loader> = (args) => articleMeta(args);

export async function loader(args: LoaderFunctionArgs) {
  const language = pageLanguage(args);
  const item = await fetchNewsroomArticle<NewsDetail>(args, "news");
  return { item, url: `${siteOrigin(args.request)}${localizePath(newsPath(item.id), language)}` };
}

/** A news article: its text, share links and the newest news of its category. */
export default function NewsDetailPage() {
  const { t } = useTranslation("news");
  const categoryLabel = useCategoryLabel();
  const { item, url } = useLoaderData<typeof loader>();
  return (
    <NewsroomArticle kind="news" item={item} category={categoryLabel(item.category)}>
      <ShareLinks url={url} title={item.title} />
      {item.related.length > 0 ? (
        <section className="news-related" aria-labelledby="news-related">
          <h2 id="news-related">{t("news:related")}</h2>
          <ul className="card-grid card-grid--3">
            {item.related.map((r) => (
              <NewsCard
                key={r.id}
                item={r}
                to={newsPath(r.id)}
                category={categoryLabel(r.category)}
                heading="h3"
              />
            ))}
          </ul>
        </section>
      ) : null}
    </NewsroomArticle>
  );
}

/** An unknown or withdrawn news item: the 404 page says so. */
export function ErrorBoundary() {
  return <NewsroomErrorBoundary kind="news" />;
}
