import { Form, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  type FileFacts,
  type FirmwareRelease,
  modelReleasesPath,
  softwarePath,
  versionPath,
} from "~/lib/firmware";
import { DownloadLink } from "~/downloads/DownloadLink";
import { LocalLink } from "~/components/LocalLink";
import { LANGUAGES, localizePath } from "~/i18n/languages";
import { errorMeta, GeneralErrorBoundary } from "~/components/ErrorBoundary";
import { SubmitButton } from "~/components/forms/submit-button";
import { PageHeader } from "~/components/PageHeader";
import { metaBrand, metaT, rootDataFromMatches } from "~/lib/meta";
import { dateFormat } from "~/lib/intl";
import { useRootData } from "~/lib/root-data";
import { downloadPath, formatSize, Sha256 } from "~/downloads/DocumentDownload";

export type {
  FileFacts,
  FirmwareRelease,
  ReleaseModel,
  SoftwarePackage,
} from "~/lib/firmware";
export { modelCodePath, modelReleasesPath, softwarePath, versionPath } from "~/lib/firmware";

type MetaMatches = Parameters<typeof rootDataFromMatches>[0];

/** A date of the backend (YYYY-MM-DD) in the visitor's language. */
export function useDate() {
  const { language } = useRootData();
  const format = dateFormat(language.lang);
  return (date: string) => (date ? format.format(new Date(`${date}T00:00:00Z`)) : "");
}

/**
 * A release's download link with its size, or for a gated file and a visitor "Login to get more
 * materials" (signing in comes back to `back`).
 */
export function FileDownload({
  file,
  signedIn,
  back,
}: {
  file: FileFacts;
  signedIn: boolean;
  back: string;
}) {
  const { t } = useTranslation("firmware");
  const { language } = useRootData();
  if (file.gated && !signedIn)
    return (
      <LocalLink className="fw-login" to={`/login?redirectTo=${encodeURIComponent(back)}`}>
        {t("loginForMore")}
      </LocalLink>
    );
  return (
    <DownloadLink
      className="button fw-download"
      href={localizePath(downloadPath(file.documentId), language)}
      name={file.title}
      size={file.size}
      aria-label={t("common:documents.downloadNamed", { title: file.title })}
    >
      {t("common:documents.download")} ({formatSize(file.size, language.lang)})
    </DownloadLink>
  );
}

/** Version, date and size in one line, then the sha256 with its copy button. */
export function FileLine({ file }: { file: FileFacts }) {
  const { t } = useTranslation("firmware");
  const { language } = useRootData();
  const date = useDate();
  return (
    <>
      <span className="fw-facts">
        <span dir="ltr">{t("firmware.version", { version: file.version })}</span> ·{" "}
        {t("firmware.released", { date: date(file.releaseDate) })} ·{" "}
        {formatSize(file.size, language.lang)}
      </span>
      <Sha256 value={file.sha256} />
    </>
  );
}

/** The two download lists: an item's page, its data attribute and the texts of its link. */
const DOWNLOAD_LISTS = {
  firmware: {
    path: versionPath,
    attribute: "data-release",
    details: "firmware.details",
    detailsOf: "firmware.detailsOf",
  },
  software: {
    path: softwarePath,
    attribute: "data-package",
    details: "software.details",
    detailsOf: "software.detailsOf",
  },
} as const;

/**
 * A file of a download list (`list`): its title linking to its page, what it is for (`children`),
 * its version, date, size and sha256, then the download (signing in comes back to this view) and
 * the link to its page. A file no longer served gives `unavailable`, shown instead of the download.
 */
export function DownloadItem({
  list,
  file,
  signedIn,
  children,
  unavailable,
}: {
  list: keyof typeof DOWNLOAD_LISTS;
  file: FileFacts & { id: number };
  signedIn: boolean;
  children: ReactNode;
  unavailable?: ReactNode;
}) {
  const { t } = useTranslation("firmware");
  const { pathname, search } = useLocation();
  const { path, attribute, details, detailsOf } = DOWNLOAD_LISTS[list];
  const to = path(file.id);
  return (
    <li className="doc-item fw-item" {...{ [attribute]: file.id }}>
      <div className="doc-item__body">
        <LocalLink className="doc-item__title" to={to}>
          {file.title}
        </LocalLink>
        {children}
        <FileLine file={file} />
      </div>
      <div className="fw-actions">
        {unavailable ?? <FileDownload file={file} signedIn={signedIn} back={pathname + search} />}
        <LocalLink to={to} aria-label={t(detailsOf, { title: file.title })}>
          {t(details)}
        </LocalLink>
      </div>
    </li>
  );
}

/** The visible links of a feed (`base` + "/feed.json" and "/feed.atom"). */
export function FeedLinks({ base, label }: { base: string; label: string }) {
  const { t } = useTranslation("firmware");
  const { language } = useRootData();
  return (
    <p className="fw-feeds">
      {label}{" "}
      <a href={localizePath(`${base}/feed.json`, language)} type="application/feed+json">
        {t("firmware.jsonFeed")}
      </a>{" "}
      ·{" "}
      <a href={localizePath(`${base}/feed.atom`, language)} type="application/atom+xml">
        {t("firmware.atomFeed")}
      </a>
    </p>
  );
}

/** `<link rel="alternate">` tags of a feed (`base` + "/feed.json" and "/feed.atom") for a route's `meta`. */
export function feedLinkTags(matches: MetaMatches, base: string, title: string) {
  const code = rootDataFromMatches(matches)?.language?.code;
  const language = LANGUAGES.find((l) => l.code === code) ?? LANGUAGES[0]!;
  const at = (path: string) => localizePath(path, language);
  return [
    {
      tagName: "link",
      rel: "alternate",
      type: "application/feed+json",
      title,
      href: at(`${base}/feed.json`),
    },
    {
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      title,
      href: at(`${base}/feed.atom`),
    },
  ];
}

/** "(English)" after a text shown in English for want of a translation, or nothing. */
export function InEnglish({ release, field }: { release: FirmwareRelease; field: string }) {
  const { t } = useTranslation("firmware");
  return release.fallback.includes(field) ? (
    <span className="fw-in-english"> {t("release.inEnglish")}</span>
  ) : null;
}

/** `lang` and `dir` of a text shown in English for want of a translation. */
const englishAttrs = (release: FirmwareRelease, field: string) =>
  release.fallback.includes(field) ? ({ lang: "en", dir: "ltr" } as const) : {};

/** A release's track: "LTS until <date>" for long-term support, "Active" otherwise. */
export function TrackBadge({ release }: { release: FirmwareRelease }) {
  const { t } = useTranslation("firmware");
  const date = useDate();
  return release.track === "lts" && release.ltsEndsOn ? (
    <span className="fw-badge fw-badge--lts">
      {t("release.ltsUntil", { date: date(release.ltsEndsOn) })}
    </span>
  ) : (
    <span className="fw-badge">{t("release.active")}</span>
  );
}

/** "Withdrawn on <date>: <reason>" of a withdrawn release (as a block or inline). */
export function WithdrawnNotice({
  release,
  block = false,
}: {
  release: FirmwareRelease;
  block?: boolean;
}) {
  const { t } = useTranslation("firmware");
  const { language } = useRootData();
  const when = release.withdrawnAt
    ? dateFormat(language.lang).format(new Date(release.withdrawnAt))
    : "";
  const Tag = block ? "p" : "span";
  return (
    <Tag
      className={block ? "fw-withdrawn fw-withdrawn--block" : "fw-withdrawn"}
      role={block ? "alert" : undefined}
    >
      <strong>{t("release.withdrawnOn", { date: when })}</strong>{" "}
      <span {...englishAttrs(release, "withdrawnReason")}>{release.withdrawnReason}</span>
      <InEnglish release={release} field="withdrawnReason" />
    </Tag>
  );
}

/** A release's notes (Markdown rendered and sanitized by the backend), marked when in English. */
export function ReleaseNotes({ release }: { release: FirmwareRelease }) {
  return (
    <>
      <div
        className="fw-markdown"
        {...englishAttrs(release, "notes")}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from Markdown on the server and passed through the site's allow-list sanitizer (api/infra/markdown.ts)
        dangerouslySetInnerHTML={{ __html: release.notesHtml }}
      />
      <InEnglish release={release} field="notes" />
    </>
  );
}

/** A release's known issues, or "No known issues.", marked when in English. */
export function KnownIssues({ release }: { release: FirmwareRelease }) {
  const { t } = useTranslation("firmware");
  if (!release.knownIssuesHtml) return <p>{t("release.noKnownIssues")}</p>;
  return (
    <>
      <div
        className="fw-markdown"
        {...englishAttrs(release, "knownIssues")}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from Markdown on the server and passed through the site's allow-list sanitizer (api/infra/markdown.ts)
        dangerouslySetInnerHTML={{ __html: release.knownIssuesHtml }}
      />
      <InEnglish release={release} field="knownIssues" />
    </>
  );
}

/** What a confirmation or unsubscribe link of a mail is for (the backend's answer). */
export interface SubscriptionLink {
  productId: string;
  model: string;
}

/** The `meta` of a confirmation or unsubscribe page: its title, never indexed. */
export function linkPageMeta(
  matches: MetaMatches,
  error: unknown,
  kind: "confirm" | "unsubscribe",
) {
  if (error) return errorMeta({ error, matches }, LINK_INVALID);
  const t = metaT(matches, "firmware");
  return [
    { title: `${t(`notify.${kind}.title`)} | ${metaBrand(matches)}` },
    { name: "robots", content: "noindex" },
  ];
}

/**
 * The page of a mail's link: what pressing its one button does to the subscription to `model`,
 * and the button (a POST: opening the link changes nothing).
 */
export function LinkPage({
  kind,
  link,
}: {
  kind: "confirm" | "unsubscribe";
  link: SubscriptionLink;
}) {
  const { t } = useTranslation("firmware");
  return (
    <article className="page fw-link-page">
      <PageHeader
        title={t(`notify.${kind}.title`)}
        lead={t(`notify.${kind}.lead`, { model: link.model })}
      />
      <Form method="post" className="form">
        <SubmitButton>{t(`notify.${kind}.button`)}</SubmitButton>
      </Form>
      <p>
        <LocalLink to={modelReleasesPath(link.productId)}>
          {t("release.allOf", { model: link.model })}
        </LocalLink>
      </p>
    </article>
  );
}

/** A link that does not work (any more): the 404 page says why it may be. */
const LINK_INVALID = { 404: { text: "firmware:notify.linkInvalid" } };

export function LinkPageErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={LINK_INVALID} />;
}
