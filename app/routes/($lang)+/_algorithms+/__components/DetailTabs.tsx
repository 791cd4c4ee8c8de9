import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { TABS, type TabId } from "../__algorithms";

/**
 * The detail tabs as links to `?tab=…`: the server renders the chosen panel, so they work without
 * JavaScript; with it they switch without reloading the page.
 */
export function DetailTabs({ current }: { current: TabId }) {
  const { t } = useTranslation("algorithms");
  return (
    <nav className="algorithm-tabs" aria-label={t("detail.tabsLabel")}>
      <ul>
        {TABS.map((tab) => (
          <li key={tab.id}>
            <Link
              to={{ search: `?tab=${tab.id}` }}
              preventScrollReset
              aria-current={tab.id === current ? "page" : undefined}
            >
              {t(`tabs.${tab.label}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
