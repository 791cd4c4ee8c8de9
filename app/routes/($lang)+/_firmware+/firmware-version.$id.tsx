import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { errorMeta, GeneralErrorBoundary } from "~/components/ErrorBoundary";
import { LocalLink } from "~/components/LocalLink";
import { pageLanguage } from "~/i18n/route-language.server";
import { metaBrand, metaT, pageMeta } from "~/lib/meta";
import { productPath } from "~/lib/products";
import { useRootData } from "~/lib/root-data";
import downloadStyles from "~/downloads/downloads.css";
import { formatSize, Sha256 } from "~/downloads/DocumentDownload";
import {
  FeedLinks,
  FileDownload,
  type FirmwareRelease,
  feedLinkTags,
  KnownIssues,
  modelCodePath,
  modelReleasesPath,
  ReleaseNotes,
  TrackBadge,
  useDate,
  versionPath,
  WithdrawnNotice,
} from "./__firmware";
import firmwareStyles from "./firmware.css";
import { fetchDownloads, isSignedIn } from "./firmware.server";
import { AdvisoryConcernList, advisoryStyles } from "~/components/security/Advisories";
import { releaseAdvisories } from "~/lib/advisories.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: downloadStyles },
  { rel: "stylesheet", href: firmwareStyles },
  { rel: "stylesheet", href: advisoryStyles },
];

export const handle = { i18n: ["firmware"] };

interface FirmwareDetail {
  release: FirmwareRelease;
  current: boolean;
  /** The line's current release (its newest published one), or null when there is none. */
  currentId: number | null;
  earlier: FirmwareRelease[];
}

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => {
  if (error || !data) return errorMeta({ error, matches });
  const { release } = data.detail;
  const first = release.models[0];
  const t = metaT(matches, "firmware");
  return [
    ...pageMeta(release.title, release.notes.split("\n")[0] ?? "", metaBrand(matches)),
    ...(first
      ? feedLinkTags(
          matches,
          modelCodePath(first.id),
          t("firmware.modelFeedTitle", { model: first.model }),
        )
      : []),
  ];
};

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const id = args.params.id ?? "";
  if (!/^\d{1,9}$/.test(id)) throw new Response("Not Found", { status: 404 });
  const [detail, signedIn, advisories] = await Promise.all([
    fetchDownloads<FirmwareDetail>(args, `/firmware/${id}`),
    isSignedIn(args),
    releaseAdvisories(args, Number(id)),
  ]);
  // The earlier versions are listed by version, date and state only.
  const earlier = detail.earlier.map(({ id, version, releaseDate, status }) => ({
    id,
    version,
    releaseDate,
    status,
  }));
  return { detail: { ...detail, earlier }, signedIn, advisories };
}

/**
 * A firmware release: notes and known issues, date, track, size, sha256, supported models (each
 * with its firmware page), earlier versions and the download; a withdrawn release says when and
 * why instead of offering its file.
 */
export default function FirmwareVersionPage() {
  const { t } = useTranslation("firmware");
  const { language } = useRootData();
  const { detail, signedIn, advisories } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const date = useDate();
  const { release } = detail;
  const first = release.models[0];
  const withdrawn = release.status === "withdrawn";
  return (
    <article className="page fw-detail">
      <nav className="breadcrumb" aria-label={t("version.all")}>
        <ol>
          <li>
            <LocalLink to="/firmware">{t("version.all")}</LocalLink>
          </li>
          {first ? (
            <li>
              <LocalLink to={modelReleasesPath(first.id)}>
                <bdi dir="ltr">{first.model}</bdi>
              </LocalLink>
            </li>
          ) : null}
          <li aria-current="page">
            <bdi dir="ltr">{release.version}</bdi>
          </li>
        </ol>
      </nav>
      <header className="page-header">
        <p className="eyebrow">{t(`class.${release.productClass}`)}</p>
        <h1>
          {release.title}
          {detail.current ? <span className="fw-current">{t("version.current")}</span> : null}
          {withdrawn ? (
            <span className="fw-badge fw-badge--withdrawn">{t("release.withdrawn")}</span>
          ) : null}
        </h1>
      </header>
      {withdrawn ? <WithdrawnNotice release={release} block /> : null}
      {detail.current || detail.currentId === null ? null : (
        <p className="fw-newer">
          {withdrawn ? t("version.install") : t("version.newer")}{" "}
          <LocalLink to={versionPath(detail.currentId)}>{t("version.current")}</LocalLink>
        </p>
      )}
      <dl className="fw-detail__facts">
        <dt>{t("version.version")}</dt>
        <dd>
          <bdi dir="ltr">{release.version}</bdi>
        </dd>
        <dt>{t("version.date")}</dt>
        <dd>{date(release.releaseDate)}</dd>
        <dt>{t("release.track")}</dt>
        <dd>
          <TrackBadge release={release} />
        </dd>
        <dt>{t("version.size")}</dt>
        <dd>{formatSize(release.size, language.lang)}</dd>
        <dt>{t("version.file")}</dt>
        <dd>
          <Sha256 value={release.sha256} />
        </dd>
      </dl>
      {withdrawn ? null : (
        <p>
          <FileDownload file={release} signedIn={signedIn} back={pathname} />
        </p>
      )}
      <section aria-labelledby="fw-notes">
        <h2 id="fw-notes">{t("version.notes")}</h2>
        <ReleaseNotes release={release} />
      </section>
      <section aria-labelledby="fw-issues">
        <h2 id="fw-issues">{t("release.knownIssues")}</h2>
        <KnownIssues release={release} />
      </section>
      {advisories ? <AdvisoryConcernList concerns={advisories} headingId="fw-security" /> : null}
      <section aria-labelledby="fw-models">
        <h2 id="fw-models">{t("version.supported")}</h2>
        <ul className="link-list fw-model-links">
          {release.models.map((m) => (
            <li key={m.id}>
              {m.type ? (
                <LocalLink to={productPath({ id: m.id, type: m.type })}>
                  <bdi dir="ltr">{m.model}</bdi> {m.name}
                </LocalLink>
              ) : (
                <bdi dir="ltr">{m.model}</bdi>
              )}{" "}
              ·{" "}
              <LocalLink to={modelReleasesPath(m.id)}>
                {t("release.allOf", { model: m.model })}
              </LocalLink>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="fw-earlier">
        <h2 id="fw-earlier">{t("version.earlier")}</h2>
        {detail.earlier.length === 0 ? (
          <p>{t("version.noEarlier")}</p>
        ) : (
          <ul className="link-list fw-earlier">
            {detail.earlier.map((r) => (
              <li key={r.id}>
                <LocalLink to={versionPath(r.id)}>
                  <span dir="ltr">{t("firmware.version", { version: r.version })}</span>
                </LocalLink>{" "}
                · {date(r.releaseDate)}
                {r.status === "withdrawn" ? (
                  <>
                    {" "}
                    <span className="fw-badge fw-badge--withdrawn">{t("release.withdrawn")}</span>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      {first ? (
        <>
          <p className="fw-notify-link">
            <LocalLink to={`${modelReleasesPath(first.id)}#notify`}>
              {t("notify.heading", { model: first.model })}
            </LocalLink>
          </p>
          <FeedLinks
            base={modelCodePath(first.id)}
            label={t("version.modelFeeds", { model: first.model })}
          />
        </>
      ) : null}
    </article>
  );
}

/** An unknown release (or a draft): the 404 page says so. */
export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: { text: "firmware:notFound.firmware" } }} />;
}
