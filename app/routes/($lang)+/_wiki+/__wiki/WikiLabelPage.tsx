import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { NoData, listStyles } from "~/components/list";
import { errorMeta, GeneralErrorBoundary } from "~/components/ErrorBoundary";
import { metaBrand, metaT, pageMeta } from "~/lib/meta";
import { ArticleList } from "./ArticleList";
import { Breadcrumbs } from "./Breadcrumbs";
import { LabelTree } from "./LabelTree";
import type { WikiLabel } from "./types";
import wikiStyles from "./wiki.css";

type Loader = (args: LoaderFunctionArgs) => Promise<WikiLabel>;

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: listStyles },
  { rel: "stylesheet", href: wikiStyles },
];

export const meta: MetaFunction<Loader> = ({ data, error, matches }) => {
  if (error || !data) return errorMeta({ error, matches });
  const t = metaT(matches, "wiki");
  const line = t(`lines.${data.product}.name`);
  return pageMeta(
    `${data.label.name} · ${line}`,
    t(`lines.${data.product}.summary`),
    metaBrand(matches),
  );
};

/** A label of a product wiki: the tree with the label marked, and its articles and those below it. */
export default function WikiLabelPage() {
  const { t } = useTranslation("wiki");
  const data = useLoaderData<Loader>();
  return (
    <div className="page wiki">
      <Breadcrumbs product={data.product} path={data.path} />
      <div className="wiki-layout">
        <LabelTree tree={data.tree} product={data.product} current={data.label.slug} />
        <section className="wiki-main">
          <header className="page-header">
            <p className="eyebrow">{t(`lines.${data.product}.name`)}</p>
            <h1>{data.label.name}</h1>
            <p className="wiki-count">{t("count", { count: data.items.length })}</p>
          </header>
          {data.items.length > 0 ? (
            <ArticleList items={data.items} />
          ) : (
            <NoData>{t("label.empty")}</NoData>
          )}
        </section>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
