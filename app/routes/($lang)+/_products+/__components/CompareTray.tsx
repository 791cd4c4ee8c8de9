import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LocalLink } from "~/components/LocalLink";
import { COMPARE_MAX, COMPARE_MIN } from "../__comparison";
import type { TrayItem } from "../comparison.server";

/**
 * The compare tray of the product list: the products picked for comparison, each removable, the
 * link to the comparison (from two products) and "Clear all". Forms, so it works without JavaScript.
 */
export function CompareTray({ items }: { items: TrayItem[] }) {
  const { t } = useTranslation("products");
  const { pathname, search } = useLocation();
  if (items.length === 0) return null;
  // Back at the tray after a removal, not at the top of the page.
  const back = `${pathname}${search}#compare-tray`;
  return (
    <section className="compare-tray" id="compare-tray" aria-labelledby="compare-tray-title">
      <h2 id="compare-tray-title" className="compare-tray__title">
        {t("compare.trayTitle", { count: items.length, max: COMPARE_MAX })}
      </h2>
      <ul className="compare-tray__items">
        {items.map((item, index) => (
          <li key={item.id} className="compare-tray__item">
            <bdi dir="ltr">{item.model}</bdi>
            <Form method="post">
              <input type="hidden" name="redirectTo" value={back} />
              <input type="hidden" name="index" value={index} />
              <button type="submit" name="intent" value="compare-remove" className="link-button">
                {t("compare.remove")}
                <span className="visually-hidden"> {item.model}</span>
              </button>
            </Form>
          </li>
        ))}
      </ul>
      <div className="compare-tray__actions">
        {items.length >= COMPARE_MIN ? (
          <LocalLink className="button button--small" to="/product-comparison">
            {t("compare.open")}
          </LocalLink>
        ) : (
          <p className="card__meta">{t("compare.atLeastTwo")}</p>
        )}
        <Form method="post">
          <input type="hidden" name="redirectTo" value={back} />
          <button type="submit" name="intent" value="compare-clear" className="link-button">
            {t("compare.clear")}
          </button>
        </Form>
      </div>
    </section>
  );
}
