import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FallbackNotice } from "~/components/DocumentPageView";
import { errorMeta, GeneralErrorBoundary } from "~/components/ErrorBoundary";
import { LocalLink } from "~/components/LocalLink";
import { pageLanguage } from "~/i18n/route-language.server";
import { metaBrand, pageMeta } from "~/lib/meta";
import { useDateFormat } from "~/lib/intl";
import { ArticleBody } from "./__components/Article";
import { type KnowledgeDetail, fallbackAttrs } from "./__support";
import { fetchSupport } from "./support.server";
import supportStyles from "./support.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: supportStyles }];

export const handle = { i18n: ["support"] };

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  error
    ? errorMeta({ error, matches })
    : data
      ? pageMeta(data.article.title, data.article.summary, metaBrand(matches))
      : [];

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const id = encodeURIComponent(args.params.id ?? "");
  return { article: await fetchSupport<KnowledgeDetail>(args, `/support/knowledge/${id}`) };
}

export default function KnowledgeDetailPage() {
  const { t } = useTranslation("support");
  const formatDate = useDateFormat("long");
  const { article } = useLoaderData<typeof loader>();
  const category = t(`knowledgeCategories.${article.category}`, {
    defaultValue: article.category,
  });
  return (
    <article className="page support-detail">
      <nav className="support-detail__back" aria-label={t("knowledge.title")}>
        <LocalLink to="/knowledge">{t("knowledge.all")}</LocalLink>
        {" › "}
        <LocalLink to={`/knowledge?category=${encodeURIComponent(article.category)}`}>
          {category}
        </LocalLink>
      </nav>
      <header className="page-header">
        <p className="eyebrow">{category}</p>
        <h1 {...fallbackAttrs(article, "title")}>{article.title}</h1>
        <p className="lead" {...fallbackAttrs(article, "summary")}>
          {article.summary}
        </p>
        <p className="support-detail__meta">
          {t("knowledge.published")}:{" "}
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
        </p>
      </header>
      <FallbackNotice fallback={article.fallback.includes("body")} />
      <ArticleBody text={article.body} {...fallbackAttrs(article, "body")} />
      {article.related.length > 0 ? (
        <section className="support-detail__related" aria-labelledby="related">
          <h2 id="related">{t("knowledge.related")}</h2>
          <ul>
            {article.related.map((r) => (
              <li key={r.id} {...fallbackAttrs(r, "title")}>
                <LocalLink to={`/knowledge/${encodeURIComponent(r.id)}/detail`}>
                  {r.title}
                </LocalLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
