import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LocalLink } from "~/components/LocalLink";
import { PageHeader } from "~/components/PageHeader";
import { SearchBox } from "~/components/SearchBox";
import { pageLanguage } from "~/i18n/route-language.server";
import { sectionMeta } from "~/lib/meta";
import { type WikiIndex, wikiPath } from "./__wiki/types";
import { fetchWiki } from "./__wiki/wiki.server";
import wikiStyles from "./__wiki/wiki.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: wikiStyles }];

export const handle = { i18n: ["wiki"] };

export const meta: MetaFunction = ({ matches }) =>
  sectionMeta(matches, "wiki:index", { description: "lead" });

export function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  return fetchWiki<WikiIndex>(args, "/wiki");
}

/** The product wikis: each line with its top labels and newest articles, and the search. */
export default function WikiIndexPage() {
  const { t } = useTranslation("wiki");
  const { lines } = useLoaderData<typeof loader>();
  return (
    <div className="page wiki">
      <PageHeader title={t("index.title")} lead={t("index.lead")} />
      <SearchBox action="/wiki-search" label={t("search.q")} button={t("search.submit")} />
      <ul className="wiki-lines">
        {lines.map((line) => (
          <li key={line.product} className="wiki-line card">
            <h2>
              <LocalLink to={wikiPath(line.product)}>{t(`lines.${line.product}.name`)}</LocalLink>
            </h2>
            <p>{t(`lines.${line.product}.summary`)}</p>
            <p className="wiki-count">{t("count", { count: line.total })}</p>
            <ul className="wiki-chips" aria-label={t("tree.title")}>
              {line.labels.map((label) => (
                <li key={label.slug}>
                  <LocalLink to={wikiPath(line.product, label.slug)}>{label.name}</LocalLink>
                </li>
              ))}
            </ul>
            <h3 className="wiki-line__recent">{t("recent")}</h3>
            <ul className="wiki-line__articles">
              {line.recent.map((item) => (
                <li key={item.slug}>
                  <LocalLink to={wikiPath(item.product, item.label, item.slug)}>
                    {item.title}
                  </LocalLink>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p className="wiki-all">
        <LocalLink to="/wiki-search">{t("search.all")}</LocalLink>
      </p>
    </div>
  );
}
