import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { NoData, Pagination, listPageLinks } from "~/components/list";
import { LocalLink } from "~/components/LocalLink";
import { PageHeader } from "~/components/PageHeader";
import { localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { requireOk } from "~/lib/failure.server";
import { listHref } from "~/lib/list-query";
import { requireCanonical, requirePageInRange } from "~/lib/list-query.server";
import { sectionMeta } from "~/lib/meta";
import { useRootData } from "~/lib/root-data";
import { clock, posterPath, VIDEO_CATEGORIES, type VideoList, videoPath } from "~/lib/videos";
import mediaStyles from "./media.css";
import { VIDEO_LIST_QUERY } from "./video-library-query.server";

export const links = listPageLinks(mediaStyles);
export const handle = { i18n: ["media"] };
export const meta: MetaFunction = ({ matches }) => sectionMeta(matches, "media:library");

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const query = requireCanonical(args.request, VIDEO_LIST_QUERY);
  const list = await requireOk(
    args.request,
    await callApi<VideoList>(args, "/videos", {
      data: { category: query.category ?? undefined, page: query.page },
    }),
  );
  requirePageInRange(args.request, query, list);
  return { list, query };
}

/** The video library: categories as plain links, cards with poster, title and duration, pages. */
export default function VideoLibraryPage() {
  const { t } = useTranslation("media");
  const { language } = useRootData();
  const { list, query } = useLoaderData<typeof loader>();
  const counts = new Map(list.categories.map((c) => [c.value, c.count]));
  const total = list.categories.reduce((sum, c) => sum + c.count, 0);
  const chip = (value: string | null, label: string, count: number) => {
    const current = query.category === value;
    return (
      <li key={value ?? "all"}>
        <LocalLink
          to={listHref("/video-library", { category: value }, {})}
          className={current ? "video-filter__chip is-current" : "video-filter__chip"}
          aria-current={current ? "page" : undefined}
        >
          {label} <span className="video-filter__count">({count})</span>
        </LocalLink>
      </li>
    );
  };
  return (
    <section className="page video-library">
      <PageHeader title={t("library.title")} lead={t("library.intro")} />
      <nav className="video-filter" aria-label={t("library.categories")}>
        <ul>
          {chip(null, t("library.all"), total)}
          {VIDEO_CATEGORIES.map((c) => chip(c, t(`category.${c}`), counts.get(c) ?? 0))}
        </ul>
      </nav>
      {list.items.length > 0 ? (
        <ul className="card-grid video-cards">
          {list.items.map((video) => (
            <li key={video.id} className="video-card">
              <LocalLink to={videoPath(video.id)} className="video-card__link">
                <span className="video-card__poster">
                  <img
                    src={localizePath(posterPath(video.id), language)}
                    alt=""
                    width={320}
                    height={180}
                    loading="lazy"
                  />
                  {video.durationSeconds ? (
                    <span className="video-card__duration">
                      <span className="visually-hidden">{t("video.duration")} </span>
                      {clock(video.durationSeconds)}
                    </span>
                  ) : null}
                </span>
                <span className="video-card__title">{video.title}</span>
              </LocalLink>
              <span className="video-card__category">{t(`category.${video.category}`)}</span>
              <p className="video-card__summary">{video.summary}</p>
            </li>
          ))}
        </ul>
      ) : (
        <NoData>{t("library.empty")}</NoData>
      )}
      <Pagination path="/video-library" query={query} list={list} label={t("library.pagination")} />
    </section>
  );
}
