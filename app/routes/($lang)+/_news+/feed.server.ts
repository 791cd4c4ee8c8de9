import type { LoaderFunctionArgs } from "@remix-run/node";
import { getFixedT } from "~/i18n/fixed-t.server";
import { localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";
import { brand, siteOrigin } from "~/lib/brand.server";
import type { AnnouncementList, NewsList } from "~/lib/news";
import { announcementPath, newsPath } from "~/lib/news";
import { atomFeed, atomResponse, FEED_SIZE } from "~/lib/atom.server";
import { fetchNewsroom } from "./news.server";

/** The Atom feed of the news (`which` "news") or of the announcements, in the prefix's language. */
export async function feedResponse(args: LoaderFunctionArgs, which: "news" | "announcements") {
  const language = pageLanguage(args);
  const t = await getFixedT(language, "news");
  const list =
    which === "news"
      ? await fetchNewsroom<NewsList>(args, "/content/news", { pageSize: FEED_SIZE })
      : await fetchNewsroom<AnnouncementList>(args, "/content/announcements", {
          pageSize: FEED_SIZE,
        });
  const listPath = which === "news" ? "/news" : "/announcement";
  const pathOf = which === "news" ? newsPath : announcementPath;
  const xml = atomFeed({
    origin: siteOrigin(args.request),
    selfPath: localizePath(`${listPath}.atom`, language),
    alternatePath: localizePath(listPath, language),
    title: which === "news" ? t("news.feedTitle") : t("announcements.feedTitle"),
    subtitle: which === "news" ? t("news.lead") : t("announcements.lead"),
    lang: language.lang,
    author: brand.name,
    entries: list.items.map((item) => ({
      path: localizePath(pathOf(item.id), language),
      title: item.title,
      summary: item.summary,
      date: item.date,
      lang: item.fallback.includes("title") ? "en" : undefined,
    })),
  });
  return atomResponse(xml);
}
