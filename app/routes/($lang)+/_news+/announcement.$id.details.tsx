import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/ErrorBoundary";
import { pageLanguage } from "~/i18n/route-language.server";
import { articleMeta } from "./__meta";
import { ArticleView, articleStyles } from "~/components/news/ArticleView";
import { NewsBreadcrumb } from "./__components";
import type { AnnouncementDetail } from "~/lib/news";
import { fetchNewsroom } from "./news.server";
import newsStyles from "./news.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: articleStyles },
  { rel: "stylesheet", href: newsStyles },
];

export const handle = { i18n: ["news"] };

export const meta: MetaFunction<typeof loader> = (args) => articleMeta(args);

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const id = encodeURIComponent(args.params.id ?? "");
  return { item: await fetchNewsroom<AnnouncementDetail>(args, `/content/announcements/${id}`) };
}

/** One announcement. */
export default function AnnouncementPage() {
  const { t } = useTranslation("news");
  const { item } = useLoaderData<typeof loader>();
  return (
    <ArticleView
      item={item}
      before={
        <NewsBreadcrumb
          to="/announcement"
          label={t("news:announcements.title")}
          current={item.title}
        />
      }
    />
  );
}

/** An unknown or withdrawn announcement: the 404 page says so. */
export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: { text: "news:notFound.announcement" } }} />;
}
