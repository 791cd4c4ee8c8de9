import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { DocumentPage } from "~/content/pages.server";
import { dateFormat } from "~/lib/intl";
import { useRootData } from "~/lib/root-data";

export function FallbackNotice({ fallback }: { fallback: boolean }) {
  const { t } = useTranslation();
  return fallback ? (
    <p className="notice" role="note">
      {t("content.fallbackNotice")}
    </p>
  ) : null;
}

/**
 * A text page with a table of contents: about, legal, privacy, terms, information pages. Its own
 * labels are in the `marketing` namespace, which the routes that render it declare.
 */
export function DocumentPageView({
  page,
  fallback,
  toc = false,
  children,
}: {
  page: DocumentPage;
  fallback: boolean;
  toc?: boolean;
  /** What the page shows between its introduction and its sections. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { language } = useRootData();
  return (
    <article className="page document-page" lang={fallback ? "en" : undefined}>
      <FallbackNotice fallback={fallback} />
      <header className="page-header">
        <h1>{page.title}</h1>
        {page.updated ? (
          <p className="page-header__meta">
            {t("marketing:document.lastUpdated", {
              date: dateFormat(language.lang, "long").format(new Date(page.updated)),
            })}
          </p>
        ) : null}
        <p className="lead">{page.intro}</p>
      </header>
      {children}
      <div className={toc ? "document-page__body has-toc" : "document-page__body"}>
        {toc ? (
          <nav className="toc" aria-labelledby="toc-title">
            <h2 id="toc-title">{t("marketing:document.onThisPage")}</h2>
            <ol>
              {page.sections.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.id}`}>{s.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <div className="document-page__sections">
          {page.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`}>{section.heading}</h2>
              {section.paragraphs?.map((p) => (
                <p key={p}>{p}</p>
              ))}
              {section.items ? (
                <ul>
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
