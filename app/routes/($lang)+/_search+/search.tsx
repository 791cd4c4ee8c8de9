import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LocalLink } from "~/components/LocalLink";
import { FilterForm, NoData, Pagination, ResultCount, listPageLinks } from "~/components/list";
import { metaBrand, metaT, pageMeta } from "~/lib/meta";
import { groupByKind, hitPath, SEARCH_KINDS } from "./__search";
import { loadSearch } from "./search.server";
import searchStyles from "./search.css";
import { PageHeader } from "~/components/PageHeader";

export const links = listPageLinks(searchStyles);

export const handle = { i18n: ["search"] };

export const loader = (args: LoaderFunctionArgs) => loadSearch(args);

export const meta: MetaFunction = ({ matches }) => {
  const t = metaT(matches, "search");
  return [
    ...pageMeta(t("title"), t("description"), metaBrand(matches)),
    { name: "robots", content: "noindex" },
  ];
};

/** The site search (GET /search?q=…): results grouped by kind, paged by the list kit. */
export default function SearchPage() {
  const { t } = useTranslation("search");
  const { query, list, filtered } = useLoaderData<typeof loader>();
  const counts = new Map(list.facets.kind.map((f) => [f.value, f.count]));
  return (
    <div className="page site-search-page">
      <PageHeader title={t("title")} lead={t("lead")} />
      <FilterForm
        className="site-search-page__form"
        title={t("filters")}
        path="/search"
        filtered={filtered}
        fields={[
          { kind: "search", name: "q", label: t("field"), value: query.q },
          {
            kind: "select",
            name: "kind",
            label: t("kind"),
            value: query.kind,
            allLabel: t("all"),
            options: SEARCH_KINDS.map((kind) => ({
              value: kind,
              label: t(`kinds.${kind}`),
              count: counts.get(kind) ?? 0,
            })),
          },
        ]}
      />
      <section className="site-search-page__results" aria-labelledby="search-results">
        {query.q ? (
          <>
            <ResultCount
              as="h2"
              id="search-results"
              count={list.total}
              label={t("results", { q: query.q, count: list.total })}
            />
            {list.items.length === 0 ? (
              <NoData>{t("emptyHint")}</NoData>
            ) : (
              groupByKind(list.items).map((group) => (
                <section key={group.kind} className="site-search-page__group">
                  <h3>
                    {t(`kinds.${group.kind}`)}{" "}
                    <span className="card__meta">
                      ({counts.get(group.kind) ?? group.hits.length})
                    </span>
                  </h3>
                  <ul className="site-search-page__hits">
                    {group.hits.map((hit) => (
                      <li key={`${hit.kind}-${hit.id}`} className="card site-search-page__hit">
                        <LocalLink to={hitPath(hit)} className="site-search-page__link">
                          {hit.model ? (
                            <>
                              <bdi dir="ltr">{hit.model}</bdi> ·{" "}
                            </>
                          ) : null}
                          {hit.title}
                        </LocalLink>
                        {hit.summary ? <p>{hit.summary}</p> : null}
                      </li>
                    ))}
                  </ul>
                </section>
              ))
            )}
            <Pagination path="/search" query={query} list={list} label={t("pagination")} />
          </>
        ) : (
          <p id="search-results" className="notice">
            {t("prompt")}
          </p>
        )}
      </section>
    </div>
  );
}
