import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary, errorMeta } from "~/components/ErrorBoundary";
import { LocalLink } from "~/components/LocalLink";
import { PageHeader } from "~/components/PageHeader";
import { DownloadLink as FileLink } from "~/downloads/DownloadLink";
import { formatSize, Sha256 } from "~/downloads/DocumentDownload";
import downloadStyles from "~/downloads/downloads.css";
import { localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { requireOk } from "~/lib/failure.server";
import { dateFormat } from "~/lib/intl";
import { metaBrand, metaT, pageMeta } from "~/lib/meta";
import { useRootData } from "~/lib/root-data";
import { DocumentFacts, type DocumentItem, DownloadLink, languageName } from "./__documents";
import documentStyles from "./documents.css";

export const links = () => [
  { rel: "stylesheet", href: downloadStyles },
  { rel: "stylesheet", href: documentStyles },
];

export const handle = { i18n: ["documents"] };

/** A document's page as the backend answers it (api/areas/documents/service.ts `documentPage`). */
interface DocumentPage extends DocumentItem {
  products: { id: string; model: string }[];
  versions: {
    id: number;
    version: string | null;
    format: string;
    size: number;
    sha256: string;
    releaseDate: string | null;
    replacedAt: string;
  }[];
}

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => {
  if (error || !data) return errorMeta({ error, matches });
  const t = metaT(matches, "documents");
  return pageMeta(
    data.document.title,
    t("page.description", { title: data.document.title }),
    metaBrand(matches),
  );
};

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const { id = "" } = args.params;
  if (!/^\d{1,9}$/.test(id)) throw new Response("Not Found", { status: 404 });
  const document = await requireOk(
    args.request,
    await callApi<DocumentPage>(args, `/documents/${id}`),
  );
  return { document };
}

/**
 * A document of the documentation center: its facts and products, the current file with its
 * sha256, and the earlier versions it had, each still downloadable.
 */
export default function DocumentPageView() {
  const { t } = useTranslation("documents");
  const { language } = useRootData();
  const { document: doc } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const day = (iso: string) =>
    dateFormat(language.lang).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
  return (
    <section className="page document-page">
      <p className="document-page__back">
        <LocalLink to="/documentation">{t("page.back")}</LocalLink>
      </p>
      <PageHeader title={doc.title} lead={t(`kind.${doc.kind}`, { defaultValue: doc.kind })} />
      <dl className="document-page__facts">
        <dt>{t("page.products")}</dt>
        <dd>
          {doc.products.length > 0 ? (
            <ul className="document-page__products">
              {doc.products.map((p) => (
                <li key={p.id}>
                  <LocalLink to={`/documentation?product=${encodeURIComponent(p.id)}`}>
                    <bdi dir="ltr">{p.model}</bdi>
                  </LocalLink>
                </li>
              ))}
            </ul>
          ) : (
            "—"
          )}
        </dd>
        <dt>{t("page.language")}</dt>
        <dd>{languageName(doc.language)}</dd>
        <dt>{t("page.format")}</dt>
        <dd>{t(`format.${doc.format}`, { defaultValue: doc.format })}</dd>
      </dl>
      <section className="document-page__current" aria-labelledby="document-current">
        <h2 id="document-current">{t("page.current")}</h2>
        <DocumentFacts item={doc} />
        {doc.sha256 ? <Sha256 value={doc.sha256} /> : null}
        <p>
          <DownloadLink item={doc} back={pathname} />
        </p>
      </section>
      <section className="document-page__history" aria-labelledby="document-history">
        <h2 id="document-history">{t("page.earlier")}</h2>
        {doc.versions.length === 0 ? (
          <p>{t("page.noEarlier")}</p>
        ) : (
          <ul className="doc-items">
            {doc.versions.map((v) => (
              <li key={v.id} className="doc-item document-page__version">
                <div className="doc-item__body">
                  <span className="doc-item__title">
                    {v.version ? t("item.version", { version: v.version }) : t("page.unnamed")}
                  </span>
                  <span className="doc-item__facts">
                    {[
                      v.releaseDate ? t("item.released", { date: day(v.releaseDate) }) : null,
                      t("page.replaced", { date: day(v.replacedAt) }),
                      formatSize(v.size, language.lang),
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </span>
                  <Sha256 value={v.sha256} />
                </div>
                {doc.available ? (
                  <FileLink
                    className="button button--ghost doc-item__download"
                    href={localizePath(
                      `/documentation/${doc.id}/versions/${v.id}/download`,
                      language,
                    )}
                    name={`${doc.title} ${v.version ?? ""}`.trim()}
                    size={v.size}
                    aria-label={t("page.downloadVersion", {
                      title: doc.title,
                      version: v.version ?? "",
                    })}
                  >
                    {t("common:documents.download")}
                  </FileLink>
                ) : (
                  <DownloadLink item={doc} back={pathname} />
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}

/** An unknown or removed document: the 404 page says so. */
export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: { text: "documents:page.notFound" } }} />;
}
