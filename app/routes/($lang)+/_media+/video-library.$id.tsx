import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DownloadLink } from "~/downloads/DownloadLink";
import { errorMeta, GeneralErrorBoundary } from "~/components/ErrorBoundary";
import { LocalLink } from "~/components/LocalLink";
import { PageHeader } from "~/components/PageHeader";
import { LANGUAGES, localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { requireOk } from "~/lib/failure.server";
import { dateFormat } from "~/lib/intl";
import { metaBrand, pageMeta } from "~/lib/meta";
import { useRootData } from "~/lib/root-data";
import { formatSize, Sha256 } from "~/downloads/DocumentDownload";
import { captionsPath, clock, posterPath, type VideoDetail, videoFilePath } from "~/lib/videos";
import mediaStyles from "./media.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: mediaStyles }];
export const handle = { i18n: ["media"] };

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => {
  if (error || !data) return errorMeta({ error, matches });
  return pageMeta(data.video.title, data.video.summary, metaBrand(matches));
};

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const id = args.params.id ?? "";
  if (!/^[a-z0-9-]{1,60}$/.test(id)) throw new Response("Not Found", { status: 404 });
  const video = await requireOk(args.request, await callApi<VideoDetail>(args, `/videos/${id}`));
  return { video };
}

/** One video: the player (same-origin file, poster, captions), its facts and the transcript. */
export default function VideoPage() {
  const { t } = useTranslation("media");
  const { language } = useRootData();
  const { video } = useLoaderData<typeof loader>();
  const here = (path: string) => localizePath(path, language);
  const file = here(videoFilePath(video.id));
  const captionName = (code: string) => LANGUAGES.find((l) => l.code === code)?.name ?? code;
  const captionLang = (code: string) => LANGUAGES.find((l) => l.code === code)?.lang ?? code;
  return (
    <section className="page video-page">
      <p className="viewer__back">
        <LocalLink to="/video-library">{t("video.back")}</LocalLink>
      </p>
      <PageHeader
        eyebrow={t(`category.${video.category}`)}
        title={video.title}
        lead={video.summary}
      />
      <div className="video-page__player">
        {/* biome-ignore lint/a11y/useMediaCaption: captions are added where the video has them */}
        <video
          controls
          preload="metadata"
          poster={here(posterPath(video.id))}
          width={320}
          height={180}
        >
          <source src={file} type={video.mime ?? undefined} />
          {video.captions.map((code) => (
            <track
              key={code}
              kind="captions"
              src={here(captionsPath(video.id, code))}
              srcLang={captionLang(code)}
              label={captionName(code)}
              default={code === language.code || undefined}
            />
          ))}
          <a href={file}>{t("video.open")}</a>
        </video>
      </div>
      <p className="viewer__facts">
        <time dateTime={video.publishedAt}>
          {dateFormat(language.lang, "long").format(new Date(`${video.publishedAt}T00:00:00Z`))}
        </time>
        {video.durationSeconds ? (
          <span>
            {t("video.duration")} {clock(video.durationSeconds)}
          </span>
        ) : null}
        {video.size ? (
          <DownloadLink
            className="button viewer__download"
            href={file}
            name={video.title}
            size={video.size}
          >
            {t("video.download", { size: formatSize(video.size, language.lang) })}
          </DownloadLink>
        ) : null}
      </p>
      {video.sha256 ? (
        <p className="viewer__sha">
          <Sha256 value={video.sha256} />
        </p>
      ) : null}
      <p className="video-page__captions">
        {video.captions.length > 0
          ? t("video.captions", { languages: video.captions.map(captionName).join(", ") })
          : t("video.noCaptions")}
      </p>
      <section className="video-page__transcript" aria-labelledby="transcript">
        <h2 id="transcript">{t("video.transcript")}</h2>
        {video.transcript.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the transcript's lines never reorder
          <p key={i}>{line}</p>
        ))}
      </section>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: { text: "media:video.notFound" } }} />;
}
