import { useTranslation } from "react-i18next";
import { localizePath } from "~/i18n/languages";
import { useRootData } from "~/lib/root-data";
import { SearchIcon } from "./Icons";
import { LocalLink } from "./LocalLink";

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
