import { useTranslation } from "~/i18n/react";
import { DownloadLink } from "~/components/DownloadLink";
import { LocalLink } from "~/components/LocalLink";
import { LANGUAGES, localizePath } from "~/i18n/languages";
import { rootDataFromMatches } from "~/lib/meta";
import { dateFormat } from "~/lib/intl";
import { useRootData } from "~/root";
import { downloadPath, formatSize, Sha256 } from "../_documents+/__download";

/** A model a release supports, as the backend lists it (api/areas/firmware/service.ts). */
export interface ReleaseModel {
  id: string;
  model: string;
  type: string | null;
  name: string;
}

/** What every firmware release and software package carries about its file. */
export interface FileFacts {
  id: number;
  documentId: number;
  title: string;
  version: string;
  releaseDate: string;
  size: number;
  sha256: string;
  gated: boolean;
  notes: string;
}

export interface FirmwareRelease extends FileFacts {
  line: string;
  productClass: string;
  models: ReleaseModel[];
}

export interface SoftwarePackage extends FileFacts {
  platform: string;
}

type MetaMatches = Parameters<typeof rootDataFromMatches>[0];

export const versionPath = (id: number) => `/firmware-version/${id}`;
export const softwarePath = (id: number) => `/soft-download/${id}`;
export const modelCodePath = (code: string) => `/firmware-soft/${encodeURIComponent(code)}`;

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

/**
 * A product's current firmware for its detail page: version and date linked to the version page,
 * and the download (pages using it load the `firmware` namespace).
 */
export function CurrentFirmware({
  release,
  signedIn,
  back,
}: {
  release: FirmwareRelease;
  signedIn: boolean;
  back: string;
}) {
  const { t } = useTranslation("firmware");
  const date = useDate();
  return (
    <p className="fw-product">
      <strong>{t("version.current")}:</strong>{" "}
      <LocalLink to={versionPath(release.id)}>
        <span dir="ltr">{t("firmware.version", { version: release.version })}</span>
      </LocalLink>{" "}
      · {date(release.releaseDate)} <FileDownload file={release} signedIn={signedIn} back={back} />
    </p>
  );
}
