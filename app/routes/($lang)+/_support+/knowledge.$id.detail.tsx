import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/ErrorBoundary";
import { useDateFormat } from "~/lib/intl";
import { SupportDetail } from "./__components/SupportDetail";
import { type KnowledgeDetail, articleMeta, fallbackAttrs } from "./__support";
import { fetchSupportArticle } from "./support.server";
import supportStyles from "./support.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: supportStyles }];

export const handle = { i18n: ["support"] };

export const meta: MetaFunction<typeof loader> = (args) =>
  articleMeta(args, args.data && [args.data.article.title, args.data.article.summary]);

export async function loader(args: LoaderFunctionArgs) {
  return { article: await fetchSupportArticle<KnowledgeDetail>(args, "knowledge") };
}

export default function KnowledgeDetailPage() {
  const { t } = useTranslation("support");
  const formatDate = useDateFormat("long");
  const { article } = useLoaderData<typeof loader>();
  const category = t(`knowledgeCategories.${article.category}`, {
    defaultValue: article.category,
  });
  return (
    <SupportDetail
      list="knowledge"
      item={article}
      category={category}
      header={
        <>
          <p className="eyebrow">{category}</p>
          <h1 {...fallbackAttrs(article, "title")}>{article.title}</h1>
          <p className="lead" {...fallbackAttrs(article, "summary")}>
            {article.summary}
          </p>
          <p className="support-detail__meta">
            {t("knowledge.published")}:{" "}
            <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
          </p>
        </>
      }
      body={{ text: article.body, field: "body" }}
      related={article.related}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
