import { useTranslation } from "react-i18next";
import { localizePath } from "~/i18n/languages";
import { useRootData } from "~/root";
import { LocalLink } from "./LocalLink";

const SearchIcon = () => (
  <svg
    className="icon"
    viewBox="0 0 24 24"
    width="24"
    height="24"
    aria-hidden="true"
    focusable="false"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
  >
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4.5 4.5" />
  </svg>
);

/**
 * The site search of the header: a GET form to /search (works without JavaScript) in the folded
 * menu, and where the full menu shows (1280 px and more) an icon link to the search page.
 */
export function SiteSearch() {
  const { t } = useTranslation();
  const { language } = useRootData();
  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: React 18 does not know the <search> element */}
      <form
        role="search"
        method="get"
        action={localizePath("/search", language)}
        className="site-search"
        aria-label={t("edges.search")}
      >
        <label htmlFor="site-search-q" className="visually-hidden">
          {t("edges.searchField")}
        </label>
        <input
          id="site-search-q"
          className="site-search__input"
          type="search"
          name="q"
          maxLength={100}
          placeholder={t("edges.searchPlaceholder")}
        />
        <button type="submit" className="site-search__button">
          <SearchIcon />
          <span className="visually-hidden">{t("edges.search")}</span>
        </button>
      </form>
      <LocalLink to="/search" className="site-search__link" title={t("edges.search")}>
        <SearchIcon />
        <span className="visually-hidden">{t("edges.search")}</span>
      </LocalLink>
    </>
  );
}
