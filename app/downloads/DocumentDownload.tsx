import { useTranslation } from "react-i18next";
import { CopyButton } from "~/components/CopyButton";
import { DownloadLink } from "./DownloadLink";
import { localizePath } from "~/i18n/languages";
import { formatSize } from "~/lib/file-size";
import { useRootData } from "~/lib/root-data";

/** The address of a document's file (no language prefix). */
export const downloadPath = (id: number) => `/documentation/${id}/download`;

export { formatSize } from "~/lib/file-size";

/** A document's sha256 as selectable text, with a copy button ("Copy success") when JavaScript runs. */
export function Sha256({ value }: { value: string }) {
  const { t } = useTranslation();
  return (
    <span className="doc-item__sha">
      <span className="doc-item__sha-label">{t("common:documents.sha256")}</span>{" "}
      <code dir="ltr" translate="no">
        {value}
      </code>{" "}
      <CopyButton
        text={value}
        label={t("common:documents.copy")}
        done={t("common:documents.copied")}
      />
    </span>
  );
}

/**
 * A document's download link with its size and sha256, for pages of other areas (the product
 * detail page's downloads); they load the `documents` namespace.
 */
export function DocumentDownload({
  id,
  title,
  size,
  sha256,
}: {
  id: number;
  title: string;
  size: number | null;
  sha256: string;
}) {
  const { t } = useTranslation();
  const { language } = useRootData();
  return (
    <span className="doc-download">
      <DownloadLink
        href={localizePath(downloadPath(id), language)}
        name={title}
        size={size}
        aria-label={t("common:documents.downloadNamed", { title })}
      >
        {t("common:documents.download")}
        {size === null ? null : ` (${formatSize(size, language.lang)})`}
      </DownloadLink>
      <Sha256 value={sha256} />
    </span>
  );
}
