import { useTranslation } from "react-i18next";
import { KeptMarkup } from "~/components/KeptMarkup";
import { LocalLink } from "~/components/LocalLink";
import { type ListQuery, listHref, pageCount, visiblePages } from "~/lib/list-query";

/** How many items a list holds and how many one page shows. */
export interface ListSize {
  total: number;
  pageSize: number;
}

/**
 * Links to the pages of a list view, keeping its filters (`listHref`): previous, the page numbers
 * (the first, the last and the current one's neighbours, gaps shown as "…") and next. Nothing when
 * everything fits on one page. The arrows turn with the reading direction.
 */
export function Pagination({
  path,
  query,
  label,
  ...size
}: {
  /** The list's path without language prefix. */
  path: string;
  query: ListQuery & { page: number };
  /** The navigation's accessible name, when the list has its own. */
  label?: string;
} & (
  | { total: number; pageSize: number }
  /** The page of the list as the loader gives it (its `total` and `pageSize`). */
  | { list: ListSize }
)) {
  const { t, i18n } = useTranslation();
  const { total, pageSize } = "list" in size ? size.list : size;
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <KeptMarkup
      as="nav"
      className="list-pagination"
      aria-label={label ?? t("list.pagination.label")}
      keep={["pagination", i18n.language, path, query, pages]}
    >
      <PageLinks path={path} query={query} pages={pages} />
    </KeptMarkup>
  );
}

/** The links themselves: a function of the language, the view and the number of pages. */
function PageLinks({
  path,
  query,
  pages,
}: {
  path: string;
  query: ListQuery & { page: number };
  pages: number;
}) {
  const { t } = useTranslation();
  const page = Math.min(query.page, pages);
  const href = (target: number) => listHref(path, query, { page: target });
  return (
    <>
      <p className="list-pagination__status">{t("list.pagination.status", { page, pages })}</p>
      <ul>
        {page > 1 ? (
          <li>
            <LocalLink to={href(page - 1)} rel="prev" className="list-pagination__step">
              <span className="list-pagination__arrow" aria-hidden="true">
                ←
              </span>{" "}
              {t("list.pagination.previous")}
            </LocalLink>
          </li>
        ) : null}
        {visiblePages(page, pages).map((entry, i) =>
          entry === "gap" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${i}`} className="list-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <LocalLink
                to={href(entry)}
                aria-label={t("list.pagination.page", { page: entry })}
                aria-current={entry === page ? "page" : undefined}
              >
                {entry}
              </LocalLink>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <LocalLink to={href(page + 1)} rel="next" className="list-pagination__step">
              {t("list.pagination.next")}{" "}
              <span className="list-pagination__arrow" aria-hidden="true">
                →
              </span>
            </LocalLink>
          </li>
        ) : null}
      </ul>
    </>
  );
}
