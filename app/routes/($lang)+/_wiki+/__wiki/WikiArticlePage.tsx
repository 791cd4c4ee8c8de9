import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FallbackNotice } from "~/components/DocumentPageView";
import { errorMeta, GeneralErrorBoundary } from "~/components/ErrorBoundary";
import { LocalLink } from "~/components/LocalLink";
import { metaBrand, pageMeta } from "~/lib/meta";
import { useDateFormat } from "~/lib/intl";
import { Breadcrumbs } from "./Breadcrumbs";
import { LabelTree } from "./LabelTree";
import { type ArticleLink, fallbackAttrs, type WikiArticle, wikiPath } from "./types";
import wikiStyles from "./wiki.css";

type Loader = (args: LoaderFunctionArgs) => Promise<WikiArticle>;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: wikiStyles }];

export const meta: MetaFunction<Loader> = ({ data, error, matches }) => {
  if (error || !data) return errorMeta({ error, matches });
  return pageMeta(data.article.title, data.article.summary, metaBrand(matches));
};

function Neighbour({
  link,
  rel,
  product,
}: {
  link: ArticleLink | null;
  rel: "prev" | "next";
  product: string;
}) {
  const { t } = useTranslation("wiki");
  if (!link) return <span />;
  return (
    <LocalLink
      to={wikiPath(product, link.label, link.slug)}
      rel={rel}
      className={`wiki-pager__${rel}`}
    >
      <span className="wiki-pager__label">
        {t(rel === "prev" ? "article.previous" : "article.next")}
      </span>
      <span className="wiki-pager__title">{link.title}</span>
    </LocalLink>
  );
}

/**
 * A wiki article: breadcrumbs, title and date, its table of contents (anchor links to the ids of
 * its headings), the article rendered on the server through the sanitizer, previous and next.
 */
export default function WikiArticlePage() {
  const { t } = useTranslation("wiki");
  const formatDate = useDateFormat("long");
  const data = useLoaderData<Loader>();
  const { article } = data;
  return (
    <div className="page wiki">
      <Breadcrumbs product={data.product} path={data.path} current={article.title} />
      <div className="wiki-layout">
        <LabelTree tree={data.tree} product={data.product} current={article.label} />
        <article className="wiki-main wiki-article">
          <header className="page-header">
            <p className="eyebrow">{data.path.at(-1)?.name}</p>
            <h1 {...fallbackAttrs(article, "title")}>{article.title}</h1>
            <p className="wiki-article__meta">
              {t("article.published")}:{" "}
              <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
            </p>
          </header>
          <FallbackNotice fallback={article.fallback.includes("body")} />
          {article.toc.length > 0 ? (
            <nav className="wiki-toc" aria-labelledby="wiki-toc-title">
              <h2 id="wiki-toc-title">{t("article.contents")}</h2>
              <ol>
                {article.toc.map((entry) => (
                  <li key={entry.id} className={`wiki-toc__level${entry.depth}`}>
                    <a href={`#${entry.id}`}>{entry.text}</a>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          <div
            className="wiki-article__body"
            {...fallbackAttrs(article, "body")}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from Markdown on the server and passed through the site's allow-list sanitizer (api/infra/markdown.ts)
            dangerouslySetInnerHTML={{ __html: article.html }}
          />
          <nav className="wiki-pager" aria-label={t("article.pager")}>
            <Neighbour link={data.previous} rel="prev" product={data.product} />
            <Neighbour link={data.next} rel="next" product={data.product} />
          </nav>
        </article>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
