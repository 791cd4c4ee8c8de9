import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useDismissableMenus } from "~/lib/use-dismiss";
import { useRootData } from "~/lib/root-data";
import { BrandLink } from "./BrandLink";
import { ExternalIcon, MenuIcon } from "./Icons";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { MainMenu } from "./MainMenu";
import { SiteSearch } from "./SiteSearch";
import { UserMenu } from "./UserMenu";

/** Top bar: brand, menu (a toggle on small screens, CSS only), language switcher and user menu. */
export function Header({ scrolled }: { scrolled: boolean }) {
  const { t } = useTranslation();
  const { brand, user } = useRootData();
  const ref = useRef<HTMLElement>(null);
  useDismissableMenus(ref);
  return (
    <header ref={ref} className={scrolled ? "site-header is-scrolled" : "site-header"}>
      <div className="site-header__inner">
        <BrandLink />
        <input type="checkbox" id="nav-toggle" className="nav-toggle" aria-controls="site-nav" />
        <label htmlFor="nav-toggle" className="nav-toggle__button">
          <MenuIcon />
          <span>{t("a11y.openMenu")}</span>
        </label>
        <nav id="site-nav" className="site-nav" aria-label={t("a11y.mainMenu")}>
          <MainMenu />
          <a
            className="site-nav__app"
            href={brand.appDownloadUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t("nav.appDownload")}
            <ExternalIcon />
            <span className="visually-hidden">{t("a11y.external")}</span>
          </a>
          <div className="site-nav__tools">
            <SiteSearch />
            <LanguageSwitcher />
            <UserMenu user={user} />
          </div>
        </nav>
      </div>
    </header>
  );
}
