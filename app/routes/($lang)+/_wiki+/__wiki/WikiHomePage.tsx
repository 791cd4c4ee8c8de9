import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { errorMeta, GeneralErrorBoundary } from "~/components/ErrorBoundary";
import { LocalLink } from "~/components/LocalLink";
import { metaBrand, metaT, pageMeta } from "~/lib/meta";
import { ArticleList } from "./ArticleList";
import { Breadcrumbs } from "./Breadcrumbs";
import { LabelTree } from "./LabelTree";
import type { WikiHome } from "./types";
import { wikiPath } from "./types";
import wikiStyles from "./wiki.css";

type Loader = (args: LoaderFunctionArgs) => Promise<WikiHome>;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: wikiStyles }];

export const meta: MetaFunction<Loader> = ({ data, error, matches }) => {
  if (error || !data) return errorMeta({ error, matches });
  const t = metaT(matches, "wiki");
  return pageMeta(
    t(`lines.${data.product}.name`),
    t(`lines.${data.product}.summary`),
    metaBrand(matches),
  );
};

/** A product wiki's home: the label tree beside the labels' overview and the newest articles. */
export default function WikiHomePage() {
  const { t } = useTranslation("wiki");
  const data = useLoaderData<Loader>();
  return (
    <div className="page wiki">
      <Breadcrumbs product={data.product} />
      <div className="wiki-layout">
        <LabelTree tree={data.tree} product={data.product} />
        <section className="wiki-main">
          <header className="page-header">
            <h1>{t(`lines.${data.product}.name`)}</h1>
            <p className="lead">{t(`lines.${data.product}.summary`)}</p>
            <p className="wiki-count">{t("count", { count: data.total })}</p>
          </header>
          <ul className="wiki-labels">
            {data.tree.map((label) => (
              <li key={label.slug} className="wiki-label card">
                <h2>
                  <LocalLink to={wikiPath(data.product, label.slug)}>{label.name}</LocalLink>
                </h2>
                <p className="wiki-count">{t("count", { count: label.count })}</p>
                {label.children.length > 0 ? (
                  <ul className="wiki-label__children">
                    {label.children.map((child) => (
                      <li key={child.slug}>
                        <LocalLink to={wikiPath(data.product, child.slug)}>{child.name}</LocalLink>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
          <section aria-labelledby="wiki-recent">
            <h2 id="wiki-recent">{t("recent")}</h2>
            <ArticleList items={data.recent} heading="h3" />
          </section>
        </section>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
