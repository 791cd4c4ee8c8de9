import type { LinksFunction } from "@remix-run/node";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/ErrorBoundary";
import { ListBreadcrumb } from "~/components/list";
import { LocalLink } from "~/components/LocalLink";
import { ArticleView, articleStyles } from "~/components/news/ArticleView";
import { useDateFormat } from "~/lib/intl";
import { fallbackAttrs, type NewsItem } from "~/lib/news";
import { NEWSROOM, type NewsroomKind } from "./__newsroom";
import newsStyles from "./news.css";

/** The stylesheets of an article page. */
export const articleLinks: LinksFunction = () => [
  { rel: "stylesheet", href: articleStyles },
  { rel: "stylesheet", href: newsStyles },
];

/** Under a list's header: a link to the news room's other list, and the list's Atom feed. */
export function NewsroomLinks({ other, feed }: { other: NewsroomKind; feed: string }) {
  const { t } = useTranslation("news");
  return (
    <p className="news-list__links">
      <LocalLink to={NEWSROOM[other].path}>{t(`news:${other}.title`)}</LocalLink>
      <a href={feed} type="application/atom+xml">
        {t("news:feed")}
      </a>
    </p>
  );
}

/** An article of the news room, under "List › this article"; `children` follow its text. */
export function NewsroomArticle({
  kind,
  item,
  category,
  children,
}: {
  kind: NewsroomKind;
  item: Parameters<typeof ArticleView>[0]["item"];
  category?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation("news");
  return (
    <ArticleView
      item={item}
      category={category}
      before={
        <ListBreadcrumb
          label={t("news:breadcrumb")}
          to={NEWSROOM[kind].path}
          list={t(`news:${kind}.title`)}
          current={item.title}
        />
      }
    >
      {children}
    </ArticleView>
  );
}

/** The error page of an article: for an unknown or withdrawn one, the 404 page says so. */
export function NewsroomErrorBoundary({ kind }: { kind: NewsroomKind }) {
  return <GeneralErrorBoundary statusHandlers={{ 404: { text: NEWSROOM[kind].notFound } }} />;
}

/** A card of a list: date, category (news only), title linking to the page, summary. */
export function NewsCard({
  item,
  to,
  category,
  heading: Heading = "h2",
}: {
  item: Omit<NewsItem, "category">;
  to: string;
  category?: string;
  heading?: "h2" | "h3";
}) {
  const formatDate = useDateFormat();
  return (
    <li className="card news-card">
      <p className="news-card__meta">
        <time dateTime={item.date}>{formatDate(item.date)}</time>
        {category ? <span className="news-card__category">{category}</span> : null}
      </p>
      <Heading className="news-card__title" {...fallbackAttrs(item, "title")}>
        <LocalLink to={to}>{item.title}</LocalLink>
      </Heading>
      <p className="news-card__summary" {...fallbackAttrs(item, "summary")}>
        {item.summary}
      </p>
    </li>
  );
}

/**
 * Sharing without any third-party script: plain links to e-mail and the networks' share pages, and
 * the page's address in a read-only field to copy.
 */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation("news");
  const u = encodeURIComponent(url);
  const external = { target: "_blank", rel: "noopener noreferrer" } as const;
  return (
    <section className="news-share" aria-labelledby="news-share">
      <h2 id="news-share">{t("news:share.title")}</h2>
      <ul className="news-share__links">
        <li>
          <a href={`mailto:?subject=${encodeURIComponent(title)}&body=${u}`}>
            {t("news:share.email")}
          </a>
        </li>
        <li>
          <a href={`https://www.linkedin.com/sharing/share-offsite/?url=${u}`} {...external}>
            LinkedIn
          </a>
        </li>
        <li>
          <a
            href={`https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}`}
            {...external}
          >
            X
          </a>
        </li>
        <li>
          <a href={`https://www.facebook.com/sharer/sharer.php?u=${u}`} {...external}>
            Facebook
          </a>
        </li>
      </ul>
      <label className="field news-share__copy">
        <span>{t("news:share.copy")}</span>
        <input type="url" readOnly value={url} dir="ltr" />
      </label>
    </section>
  );
}
