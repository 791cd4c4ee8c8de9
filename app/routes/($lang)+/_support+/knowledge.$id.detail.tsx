import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { errorMeta, GeneralErrorBoundary } from "~/components/ErrorBoundary";
import { LocalLink } from "~/components/LocalLink";
import { pageLanguage } from "~/i18n/route-language.server";
import { metaBrand, pageMeta } from "~/lib/meta";
import { useDateFormat } from "~/lib/intl";
import { SupportDetail } from "./__components/SupportDetail";
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
    <SupportDetail
      back={{
        label: t("knowledge.title"),
        path: "/knowledge",
        all: t("knowledge.all"),
        category,
        categoryPath: `/knowledge?category=${encodeURIComponent(article.category)}`,
      }}
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
      body={{
        text: article.body,
        fallback: article.fallback.includes("body"),
        attrs: fallbackAttrs(article, "body"),
      }}
      related={{
        title: t("knowledge.related"),
        links: article.related.map((r) => (
          <li key={r.id} {...fallbackAttrs(r, "title")}>
            <LocalLink to={`/knowledge/${encodeURIComponent(r.id)}/detail`}>{r.title}</LocalLink>
          </li>
        )),
      }}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
