import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FallbackNotice } from "~/components/DocumentPageView";
import { useDateFormat } from "~/lib/intl";
import { fallbackAttrs } from "~/lib/news";
import articleStyles from "./article.css";

/** A category's name in the page's language (the value itself for one the strings do not know). */
export function useCategoryLabel() {
  const { t } = useTranslation("news");
  return (category: string) => t(`news:categories.${category}`, { defaultValue: category });
}

/**
 * An article as a visitor reads it: title, date, category, summary and body paragraphs (a body in
 * English for want of a translation says so). The public pages and the editor's preview show it.
 */
export function ArticleView({
  item,
  category,
  before,
  children,
}: {
  item: { title: string; summary: string; body: string; date: string; fallback: string[] };
  category?: string;
  /** Above the title (the breadcrumb). */
  before?: ReactNode;
  /** Below the body (share links, related news). */
  children?: ReactNode;
}) {
  const formatDate = useDateFormat("long");
  return (
    <article className="page news-article">
      {before}
      <header className="page-header">
        <p className="news-card__meta">
          <time dateTime={item.date}>{formatDate(item.date)}</time>
          {category ? <span className="news-card__category">{category}</span> : null}
        </p>
        <h1 {...fallbackAttrs(item, "title")}>{item.title}</h1>
        <p className="lead" {...fallbackAttrs(item, "summary")}>
          {item.summary}
        </p>
      </header>
      <FallbackNotice fallback={item.fallback.includes("body")} />
      <div className="prose news-article__body" {...fallbackAttrs(item, "body")}>
        {item.body
          .split(/\n\s*\n/)
          .map((paragraph) => paragraph.trim())
          .filter(Boolean)
          .map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no id and never move
            <p key={index}>{paragraph}</p>
          ))}
      </div>
      {children}
    </article>
  );
}

/** The article's stylesheet, for the `links` of a page that shows an article or its preview. */
export { articleStyles };
