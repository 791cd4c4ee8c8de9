import { useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { type FileFacts, softwarePath, versionPath } from "~/lib/firmware";
import { DownloadLink } from "~/downloads/DownloadLink";
import { LocalLink } from "~/components/LocalLink";
import { LANGUAGES, localizePath } from "~/i18n/languages";
import { rootDataFromMatches } from "~/lib/meta";
import { dateFormat } from "~/lib/intl";
import { useRootData } from "~/lib/root-data";
import { downloadPath, formatSize, Sha256 } from "~/downloads/DocumentDownload";

export type {
  FileFacts,
  FirmwareRelease,
  ReleaseModel,
  SoftwarePackage,
} from "~/lib/firmware";
export { modelCodePath, softwarePath, versionPath } from "~/lib/firmware";

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
 * the link to its page.
 */
export function DownloadItem({
  list,
  file,
  signedIn,
  children,
}: {
  list: keyof typeof DOWNLOAD_LISTS;
  file: FileFacts & { id: number };
  signedIn: boolean;
  children: ReactNode;
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
        <FileDownload file={file} signedIn={signedIn} back={pathname + search} />
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
