import { useTranslation } from "react-i18next";
import { LocalLink } from "~/components/LocalLink";
import { LANGUAGES, localizePath } from "~/i18n/languages";
import { dateFormat, numberFormat } from "~/lib/intl";
import { useRootData } from "~/lib/root-data";
import { DownloadLink as FileLink } from "~/downloads/DownloadLink";
import { downloadPath, formatSize } from "~/downloads/DocumentDownload";

/** A document as the backend lists it (api/areas/documents/service.ts). */
export interface DocumentItem {
  id: number;
  kind: string;
  title: string;
  productId: string | null;
  productModel: string | null;
  solutionId: string | null;
  language: string;
  format: string;
  distribution: string;
  scenario: string;
  version: string | null;
  size: number | null;
  sha256: string | null;
  downloads: number;
  releaseDate: string | null;
  gated: boolean;
  available: boolean;
}

export interface Facet {
  value: string;
  count: number;
  label?: string;
}

export interface DocumentList {
  items: DocumentItem[];
  total: number;
  page: number;
  pageSize: number;
  facets: Record<
    "product" | "solution" | "distribution" | "scenario" | "language" | "format",
    Facet[]
  >;
  hot: DocumentItem[];
}

/** The native name of a document's language. */
export const languageName = (code: string) => LANGUAGES.find((l) => l.code === code)?.name ?? code;

/**
 * The download link of a document, or for a gated one and a visitor "Login to get more materials"
 * (signing in comes back to `back`).
 */
export function DownloadLink({ item, back }: { item: DocumentItem; back: string }) {
  const { t } = useTranslation("documents");
  const { language } = useRootData();
  if (!item.available)
    return (
      <LocalLink className="doc-item__login" to={`/login?redirectTo=${encodeURIComponent(back)}`}>
        {t("item.loginForMore")}
      </LocalLink>
    );
  return (
    <FileLink
      className="button doc-item__download"
      href={localizePath(downloadPath(item.id), language)}
      name={item.title}
      size={item.size}
      aria-label={t("common:documents.downloadNamed", { title: item.title })}
    >
      {t("common:documents.download")}
    </FileLink>
  );
}

/** The facts of a document in one line: kind, product, language, format, size, version, date. */
export function DocumentFacts({ item }: { item: DocumentItem }) {
  const { t } = useTranslation("documents");
  const { language } = useRootData();
  const facts = [
    t(`kind.${item.kind}`, { defaultValue: item.kind }),
    item.productModel,
    languageName(item.language),
    t(`format.${item.format}`, { defaultValue: item.format }),
    item.size === null ? null : formatSize(item.size, language.lang),
    item.version ? t("item.version", { version: item.version }) : null,
    item.releaseDate
      ? t("item.released", {
          date: dateFormat(language.lang).format(new Date(`${item.releaseDate}T00:00:00Z`)),
        })
      : null,
    t("item.downloads", { n: numberFormat(language.lang).format(item.downloads) }),
  ].filter(Boolean);
  return <span className="doc-item__facts">{facts.join(" · ")}</span>;
}
