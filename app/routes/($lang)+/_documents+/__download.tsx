import { useTranslation } from "react-i18next";
import { localizePath } from "~/i18n/languages";
import { useRootData } from "~/root";
import { downloadPath, formatSize, Sha256 } from "./__documents";

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
  const { t } = useTranslation("documents");
  const { language } = useRootData();
  return (
    <span className="doc-download">
      <a
        href={localizePath(downloadPath(id), language)}
        aria-label={t("item.downloadNamed", { title })}
      >
        {t("item.download")}
        {size === null ? null : ` (${formatSize(size, language.lang)})`}
      </a>
      <Sha256 value={sha256} />
    </span>
  );
}
