import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LocalLink } from "~/components/LocalLink";
import { NoData, Pagination, ResultCount, listPageLinks } from "~/components/list";
import { PageHeader } from "~/components/PageHeader";
import { localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";
import { requireCanonical, requirePageInRange } from "~/lib/list-query.server";
import { listMeta } from "./__meta";
import { articleStyles } from "~/components/news/ArticleView";
import { NewsCard } from "./__components";
import { type AnnouncementList, announcementPath } from "~/lib/news";
import { announcementsSchema } from "./news-query.server";
import { fetchNewsroom } from "./news.server";
import newsStyles from "./news.css";

export const links = listPageLinks(articleStyles, newsStyles);

export const handle = { i18n: ["news"] };

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  listMeta(matches, "announcements", data);

export async function loader(args: LoaderFunctionArgs) {
  const language = pageLanguage(args);
  const query = requireCanonical(args.request, announcementsSchema);
  const list = await fetchNewsroom<AnnouncementList>(args, "/content/announcements", {
    page: query.page,
  });
  requirePageInRange(args.request, query, list);
  return { list, query, feed: localizePath("/announcement.atom", language) };
}

/** Announcements (service notices, price lists, end of sale), newest first. */
export default function AnnouncementsPage() {
  const { t } = useTranslation("news");
  const { list, query, feed } = useLoaderData<typeof loader>();
  return (
    <section className="page news-list">
      <PageHeader title={t("news:announcements.title")} lead={t("news:announcements.lead")} />
      <p className="news-list__links">
        <LocalLink to="/news">{t("news:news.title")}</LocalLink>
        <a href={feed} type="application/atom+xml">
          {t("news:feed")}
        </a>
      </p>
      <ResultCount
        count={list.total}
        label={t("news:announcements.count", { count: list.total })}
      />
      {list.items.length > 0 ? (
        <ul className="card-grid card-grid--3 news-grid">
          {list.items.map((item) => (
            <NewsCard key={item.id} item={item} to={announcementPath(item.id)} />
          ))}
        </ul>
      ) : (
        <NoData>{t("news:announcements.empty")}</NoData>
      )}
      <Pagination path="/announcement" query={query} list={list} />
    </section>
  );
}
