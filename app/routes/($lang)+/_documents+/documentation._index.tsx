import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { LocalLink } from "~/components/LocalLink";
import {
  type FilterField,
  FilterForm,
  NoData,
  Pagination,
  ResultCount,
  listPageLinks,
} from "~/components/list";
import { PageHeader } from "~/components/PageHeader";
import { localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { requireOk } from "~/lib/failure.server";
import { isFiltered, listHref } from "~/lib/list-query";
import { requireCanonical, requirePageInRange } from "~/lib/list-query.server";
import { sectionMeta } from "~/lib/meta";
import { useRootData } from "~/lib/root-data";
import { BATCH_MAX_FILES, DOCUMENT_SORTS } from "#shared/documents";
import {
  DocumentFacts,
  type DocumentList,
  DownloadLink,
  type Facet,
  languageName,
} from "./__documents";
import { Sha256 } from "~/downloads/DocumentDownload";
import { documentsSchema } from "./documents-query.server";
import documentStyles from "./documents.css";
import downloadStyles from "~/downloads/downloads.css";

export const links = listPageLinks(downloadStyles, documentStyles);

export const handle = { i18n: ["documents"] };

export const meta: MetaFunction = ({ matches }) =>
  sectionMeta(matches, "documents:center", { description: "description" });

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const query = requireCanonical(args.request, documentsSchema);
  const { check, notice, language, ...filters } = query;
  const list = await requireOk(
    args.request,
    await callApi<DocumentList>(args, "/documents", {
      data: { ...filters, fileLanguage: language, page: query.page },
    }),
  );
  requirePageInRange(args.request, query, list);
  return { list, query, filtered: isFiltered({ ...filters, language }) };
}

/** The documentation center: filters, sort, hot documents, paging and batch ZIP downloads. */
export default function DocumentationPage() {
  const { t } = useTranslation("documents");
  const { language } = useRootData();
  const { list, query, filtered } = useLoaderData<typeof loader>();
  const { pathname, search } = useLocation();
  const here = pathname + search;
  const batchId = useId();
  const options = (name: keyof DocumentList["facets"], label: (f: Facet) => string) =>
    list.facets[name].map((f) => ({ value: f.value, label: label(f), count: f.count }));
  const select = (
    name: keyof DocumentList["facets"],
    label: (f: Facet) => string,
  ): FilterField => ({
    kind: "select",
    name,
    label: t(`filters.${name}`),
    allLabel: t(`filters.all.${name}`),
    value: query[name],
    options: options(name, label),
  });
  const fields: FilterField[] = [
    select("product", (f) => f.label ?? f.value),
    select("solution", (f) => f.label ?? f.value),
    select("distribution", (f) => t(`distribution.${f.value}`, { defaultValue: f.value })),
    select("scenario", (f) => t(`scenario.${f.value}`, { defaultValue: f.value })),
    select("language", (f) => languageName(f.value)),
    select("format", (f) => t(`format.${f.value}`, { defaultValue: f.value })),
    {
      kind: "select",
      name: "sort",
      label: t("filters.sort"),
      allLabel: t(`sort.${DOCUMENT_SORTS[0]}`),
      value: query.sort,
      options: DOCUMENT_SORTS.slice(1).map((s) => ({ value: s, label: t(`sort.${s}`) })),
    },
  ];
  const viewQuery = { ...query, check: null, notice: null };
  const allChecked = query.check === "all";
  const noticeText =
    query.notice === "tooMany"
      ? t("batch.tooMany", { count: BATCH_MAX_FILES })
      : query.notice === "tooLarge"
        ? t("batch.tooLarge")
        : query.notice === "none"
          ? t("batch.none")
          : null;
  return (
    <section className="page documentation">
      <PageHeader title={t("center.title")} lead={t("center.lead")} />
      <FilterForm
        className="list-filters--bar"
        title={t("filters.legend")}
        path="/documentation"
        filtered={filtered}
        fields={fields}
      />
      <div className="documentation__layout">
        <div className="documentation__results">
          <ResultCount count={list.total} label={t("center.count", { count: list.total })} />
          {noticeText ? (
            <p className="form-error documentation__notice" role="alert">
              {noticeText}
            </p>
          ) : null}
          {list.items.length > 0 ? (
            <form
              method="get"
              action={localizePath("/documentation/batch-download", language)}
              className="documentation__batch"
              aria-labelledby={batchId}
            >
              <div className="documentation__toolbar">
                <h2 id={batchId} className="visually-hidden">
                  {t("batch.legend")}
                </h2>
                <a
                  className="button button--ghost documentation__check-all"
                  href={localizePath(
                    listHref("/documentation", viewQuery, { check: allChecked ? null : "all" }),
                    language,
                  )}
                  onClick={(event) => {
                    // With JavaScript the boxes are toggled here; the link is for plain forms.
                    event.preventDefault();
                    const boxes = [
                      ...(event.currentTarget
                        .closest("form")
                        ?.querySelectorAll<HTMLInputElement>("input[name=id]:not(:disabled)") ??
                        []),
                    ];
                    const check = boxes.some((box) => !box.checked);
                    for (const box of boxes) box.checked = check;
                  }}
                >
                  {allChecked ? t("batch.uncheckAll") : t("batch.checkAll")}
                </a>
                <button type="submit" className="button">
                  {t("batch.download")}
                </button>
                <span className="documentation__limit">
                  {t("batch.limit", { count: BATCH_MAX_FILES })}
                </span>
              </div>
              <ul className="doc-items">
                {list.items.map((item) => (
                  <li key={item.id} className="doc-item">
                    <input
                      type="checkbox"
                      name="id"
                      value={item.id}
                      id={`doc-${item.id}`}
                      defaultChecked={allChecked && item.available}
                      disabled={!item.available}
                      aria-label={t("item.select", { title: item.title })}
                    />
                    <div className="doc-item__body">
                      <label htmlFor={`doc-${item.id}`} className="doc-item__title">
                        {item.title}
                      </label>
                      <DocumentFacts item={item} />
                      {item.sha256 ? <Sha256 value={item.sha256} /> : null}
                      <LocalLink
                        className="doc-item__view"
                        to={`/documentation/${item.id}`}
                        aria-label={t("item.detailsNamed", { title: item.title })}
                      >
                        {t("item.details")}
                      </LocalLink>
                      {item.available && (item.format === "html" || item.format === "pdf") ? (
                        <LocalLink
                          className="doc-item__view"
                          to={`/${item.format}doc/${item.id}`}
                          aria-label={t("common:media.viewNamed", { title: item.title })}
                        >
                          {t("common:media.view")}
                        </LocalLink>
                      ) : null}
                    </div>
                    <DownloadLink item={item} back={here} />
                  </li>
                ))}
              </ul>
            </form>
          ) : (
            <NoData>{t("center.empty")}</NoData>
          )}
          <Pagination path="/documentation" query={viewQuery} list={list} label={t("pagination")} />
        </div>
        <aside className="documentation__hot" aria-labelledby="hot-documents">
          <h2 id="hot-documents">{t("hot.title")}</h2>
          <ol className="hot-documents">
            {list.hot.map((item) => (
              <li key={item.id}>
                <span className="hot-documents__title">{item.title}</span>
                <DocumentFacts item={item} />
                <DownloadLink item={item} back={here} />
              </li>
            ))}
          </ol>
        </aside>
      </div>
    </section>
  );
}
