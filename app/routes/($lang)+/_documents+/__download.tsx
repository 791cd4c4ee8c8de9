import { useTranslation } from "~/i18n/react";
import { CopyButton } from "~/components/CopyButton";
import { localizePath } from "~/i18n/languages";
import { numberFormat } from "~/lib/intl";
import { useRootData } from "~/root";

/** The address of a document's file (no language prefix). */
export const downloadPath = (id: number) => `/documentation/${id}/download`;

/** A size in bytes as kB, MB or GB in the visitor's language. */
export function formatSize(bytes: number, lang: string): string {
  const units = ["byte", "kilobyte", "megabyte", "gigabyte"] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return numberFormat(lang, {
    style: "unit",
    unit: units[unit],
    unitDisplay: "short",
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

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
      <a
        href={localizePath(downloadPath(id), language)}
        aria-label={t("common:documents.downloadNamed", { title })}
      >
        {t("common:documents.download")}
        {size === null ? null : ` (${formatSize(size, language.lang)})`}
      </a>
      <Sha256 value={sha256} />
    </span>
  );
}
