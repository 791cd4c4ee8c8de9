import type { MetaFunction } from "@remix-run/node";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { errorMeta } from "~/components/ErrorBoundary";
import { DownloadLink } from "~/downloads/DownloadLink";
import { LocalLink } from "~/components/LocalLink";
import { PageHeader } from "~/components/PageHeader";
import { localizePath } from "~/i18n/languages";
import { dateFormat } from "~/lib/intl";
import { metaBrand, pageMeta } from "~/lib/meta";
import { useRootData } from "~/lib/root-data";
import { downloadPath, formatSize, Sha256 } from "~/downloads/DocumentDownload";

/** A document as the viewers' backend calls give it (api/areas/documents/viewer.ts). */
export interface ViewedDocument {
  id: number;
  title: string;
  releaseDate: string | null;
  size: number;
  sha256: string;
  gated: boolean;
}

/** A viewer page: the document's title, date, size and sha256, its download, the view and the way back. */
export function ViewerPage({ doc, children }: { doc: ViewedDocument; children: ReactNode }) {
  const { t } = useTranslation("media");
  const { language } = useRootData();
  const size = formatSize(doc.size, language.lang);
  return (
    <section className="page viewer">
      <p className="viewer__back">
        <LocalLink to="/documentation">{t("viewer.back")}</LocalLink>
      </p>
      <PageHeader title={doc.title} />
      <p className="viewer__facts">
        {doc.releaseDate ? (
          <time dateTime={doc.releaseDate}>
            {dateFormat(language.lang, "long").format(new Date(`${doc.releaseDate}T00:00:00Z`))}
          </time>
        ) : null}
        <span>{size}</span>
        <DownloadLink
          className="button viewer__download"
          href={localizePath(downloadPath(doc.id), language)}
          name={doc.title}
          size={doc.size}
          aria-label={t("common:documents.downloadNamed", { title: doc.title })}
        >
          {t("viewer.download", { size })}
        </DownloadLink>
      </p>
      <p className="viewer__sha">
        <Sha256 value={doc.sha256} />
      </p>
      {children}
    </section>
  );
}

/** A viewer page's title is its document's title. */
export const viewerMeta: MetaFunction<() => Promise<{ doc: ViewedDocument }>> = ({
  data,
  error,
  matches,
}) => {
  if (error || !data) return errorMeta({ error, matches });
  return pageMeta(data.doc.title, data.doc.title, metaBrand(matches));
};
