import { useTranslation } from "~/i18n/react";
import { DownloadLink } from "~/components/DownloadLink";
import { LocalLink } from "~/components/LocalLink";
import { localizePath } from "~/i18n/languages";
import { dateFormat } from "~/lib/intl";
import { useRootData } from "~/root";
import { downloadPath, formatSize, Sha256 } from "../_documents+/__download";
import { type FirmwareRelease, versionPath } from "./__firmware-data";

/**
 * A product's current firmware for its detail page: version and date linked to the version page,
 * and the download; `texts` come translated from the loader (`currentFirmware`), so the page needs
 * no namespace of this area.
 */
export function CurrentFirmware({
  release,
  texts,
  signedIn,
  back,
}: {
  release: FirmwareRelease;
  texts: { current: string; version: string; login: string };
  signedIn: boolean;
  back: string;
}) {
  const { t } = useTranslation();
  const { language } = useRootData();
  const date = dateFormat(language.lang);
  return (
    <p className="fw-product doc-download">
      <strong>{texts.current}:</strong>{" "}
      <LocalLink to={versionPath(release.id)}>
        <span dir="ltr">{texts.version}</span>
      </LocalLink>{" "}
      · {date.format(new Date(`${release.releaseDate}T00:00:00Z`))}{" "}
      {release.gated && !signedIn ? (
        <LocalLink to={`/login?redirectTo=${encodeURIComponent(back)}`}>{texts.login}</LocalLink>
      ) : (
        <DownloadLink
          className="button fw-download"
          href={localizePath(downloadPath(release.documentId), language)}
          name={release.title}
          size={release.size}
          aria-label={t("common:documents.downloadNamed", { title: release.title })}
        >
          {t("common:documents.download")} ({formatSize(release.size, language.lang)})
        </DownloadLink>
      )}{" "}
      <Sha256 value={release.sha256} />
    </p>
  );
}
