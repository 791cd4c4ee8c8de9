import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ListPage, listPageLinks } from "~/components/list";
import { listMeta } from "./__meta";
import { articleStyles } from "~/components/news/ArticleView";
import { NewsCard, NewsroomLinks } from "./__components";
import { type AnnouncementList, announcementPath } from "~/lib/news";
import { announcementsSchema } from "./news-query.server";
import { loadNewsroomList } from "./news.server";
import newsStyles from "./news.css";

export const links = listPageLinks(articleStyles, newsStyles);

export const handle = { i18n: ["news"] };

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  listMeta(matches, "announcements", data);

export function loader(args: LoaderFunctionArgs) {
  return loadNewsroomList<AnnouncementList, typeof announcementsSchema>(
    args,
    "announcements",
    announcementsSchema,
  );
}

/** Announcements (service notices, price lists, end of sale), newest first. */
export default function AnnouncementsPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <ListPage
      className="news-list"
      data={data}
      path="/announcement"
      textKeys={{
        ns: "news",
        group: "announcements",
        count: "announcements.count",
        empty: "announcements.empty",
      }}
      intro={<NewsroomLinks other="news" feed={data.feed} />}
    >
      {(items) => (
        <ul className="card-grid card-grid--3 news-grid">
          {items.map((item) => (
            <NewsCard key={item.id} item={item} to={announcementPath(item.id)} />
          ))}
        </ul>
      )}
    </ListPage>
  );
}
