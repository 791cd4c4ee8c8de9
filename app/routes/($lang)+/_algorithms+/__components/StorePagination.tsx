import { useTranslation } from "react-i18next";
import { LocalLink } from "~/components/LocalLink";
import { type StoreQuery, storeSearch, visiblePages } from "../__algorithms";

/** Links to the other pages of the store view, keeping its filters. */
export function StorePagination({ query, pages }: { query: StoreQuery; pages: number }) {
  const { t } = useTranslation("algorithms");
  if (pages <= 1) return null;
  const href = (page: number) => `/algorithmstore${storeSearch({ ...query, page })}`;
  return (
    <nav className="store-pagination" aria-label={t("pagination.label")}>
      <ul>
        {query.page > 1 ? (
          <li>
            <LocalLink to={href(Math.min(query.page - 1, pages))} rel="prev">
              {t("pagination.previous")}
            </LocalLink>
          </li>
        ) : null}
        {visiblePages(query.page, pages).map((entry, i) =>
          entry === "gap" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <LocalLink
                to={href(entry)}
                aria-current={entry === query.page ? "page" : undefined}
                aria-label={t("pagination.page", { page: entry })}
              >
                {entry}
              </LocalLink>
            </li>
          ),
        )}
        {query.page < pages ? (
          <li>
            <LocalLink to={href(query.page + 1)} rel="next">
              {t("pagination.next")}
            </LocalLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
