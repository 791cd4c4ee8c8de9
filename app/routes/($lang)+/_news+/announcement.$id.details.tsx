import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageLanguage } from "~/i18n/route-language.server";
import { articleMeta } from "./__meta";
import { articleLinks, NewsroomArticle, NewsroomErrorBoundary } from "./__components";
import type { AnnouncementDetail } from "~/lib/news";
import { fetchNewsroomArticle } from "./news.server";

export const links = articleLinks;

export const handle = { i18n: ["news"] };

export const meta: MetaFunction<typeof loader> = (args) => articleMeta(args);

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  return { item: await fetchNewsroomArticle<AnnouncementDetail>(args, "announcements") };
}

/** One announcement. */
export default function AnnouncementPage() {
  const { item } = useLoaderData<typeof loader>();
  return <NewsroomArticle kind="announcements" item={item} />;
}

/** An unknown or withdrawn announcement: the 404 page says so. */
export function ErrorBoundary() {
  return <NewsroomErrorBoundary kind="announcements" />;
}
