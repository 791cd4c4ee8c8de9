import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** Links to the pages of a list, keeping its filters; nothing when everything fits on one page. */
export function Pagination({
  page,
  pageSize,
  total,
}: {
  page: number;
  pageSize: number;
  total: number;
}) {
  const { t } = useTranslation("solutions");
  const { pathname, search } = useLocation();
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  const href = (target: number) => {
    const params = new URLSearchParams(search);
    if (target === 1) params.delete("page");
    else params.set("page", String(target));
    const query = params.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  const numbers = Array.from({ length: pages }, (_, i) => i + 1);
  return (
    <nav className="pagination" aria-label={t("solutions:pagination.label")}>
      <p className="pagination__status">
        {t("solutions:pagination.status", { page: Math.min(page, pages), pages })}
      </p>
      <ul>
        {page > 1 ? (
          <li>
            <Link to={href(Math.min(page - 1, pages))} rel="prev">
              {t("solutions:pagination.previous")}
            </Link>
          </li>
        ) : null}
        {numbers.map((n) => (
          <li key={n}>
            <Link
              to={href(n)}
              aria-label={t("solutions:pagination.page", { page: n })}
              aria-current={n === page ? "page" : undefined}
            >
              {n}
            </Link>
          </li>
        ))}
        {page < pages ? (
          <li>
            <Link to={href(page + 1)} rel="next">
              {t("solutions:pagination.next")}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
