import { useTranslation } from "react-i18next";
import {
  isGroup,
  MAIN_MENU,
  type MenuEntry,
  type MenuLink,
  categoryPath,
  PRODUCT_CATEGORIES,
} from "~/lib/navigation";
import { ChevronDown } from "./Icons";
import { KeptMarkup } from "./KeptMarkup";
import { LocalLink } from "./LocalLink";

function Entry({ link, className }: { link: MenuLink; className: string }) {
  const { t } = useTranslation();
  if (!link.available) {
    return (
      <span className={`${className} is-coming`} aria-disabled="true">
        {t(`nav.${link.key}`)} <small>{t("nav.comingSoon")}</small>
      </span>
    );
  }
  return (
    <LocalLink className={className} to={link.to}>
      {t(`nav.${link.key}`)}
    </LocalLink>
  );
}

function SubEntry({ entry }: { entry: MenuEntry }) {
  const { t } = useTranslation();
  if (!isGroup(entry)) return <Entry link={entry} className="dropdown__link" />;
  return (
    <>
      <span className="dropdown__heading" id={`menu-${entry.key}`}>
        {t(`nav.${entry.key}`)}
      </span>
      <ul className="dropdown__sublist" aria-labelledby={`menu-${entry.key}`}>
        {entry.children.map((child) => (
          <li key={child.key}>
            <SubEntry entry={child} />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Products: the link to the product center, and beside it a disclosure button opening the
 * categories (cameras by type, recorders, accessories) as a mega-menu.
 */
function ProductsEntry({ link }: { link: MenuLink }) {
  const { t } = useTranslation();
  return (
    <li className="main-menu__item main-menu__item--split">
      <Entry link={link} className="main-menu__link" />
      <details className="dropdown mega-menu" data-dismissable>
        <summary className="main-menu__link mega-menu__toggle">
          <ChevronDown className="icon icon--chevron" />
          <span className="visually-hidden">{t("look.categories")}</span>
        </summary>
        <div className="dropdown__panel mega-menu__panel">
          {PRODUCT_CATEGORIES.map((category) => (
            <div key={category.productClass} className="mega-menu__group">
              <LocalLink className="mega-menu__heading" to={categoryPath(category.productClass)}>
                {t(`look.class.${category.productClass}`)}
              </LocalLink>
              {category.types.length > 0 ? (
                <ul>
                  {category.types.map((type) => (
                    <li key={type}>
                      <LocalLink to={categoryPath(category.productClass, type)}>
                        {t(`look.type.${type}`)}
                      </LocalLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ))}
          <LocalLink className="mega-menu__all" to={link.to}>
            {t("look.allProducts")}
          </LocalLink>
        </div>
      </details>
    </li>
  );
}

/**
 * The top-level menu; groups open as native disclosure widgets, with or without JavaScript. The
 * same on every page of a language: its markup is kept on the server.
 */
export function MainMenu() {
  const { i18n } = useTranslation();
  return (
    <KeptMarkup as="ul" className="main-menu" keep={["menu", i18n.language]}>
      <MenuEntries />
    </KeptMarkup>
  );
}

function MenuEntries() {
  const { t } = useTranslation();
  return MAIN_MENU.map((entry) =>
    isGroup(entry) ? (
      <li key={entry.key} className="main-menu__item">
        <details className="dropdown" data-dismissable>
          <summary className="main-menu__link">
            {t(`nav.${entry.key}`)}
            <ChevronDown className="icon icon--chevron" />
          </summary>
          <ul className="dropdown__panel">
            {entry.children.map((child) => (
              <li key={child.key}>
                <SubEntry entry={child} />
              </li>
            ))}
          </ul>
        </details>
      </li>
    ) : entry.key === "products" ? (
      <ProductsEntry key={entry.key} link={entry} />
    ) : (
      <li key={entry.key} className="main-menu__item">
        <Entry link={entry} className="main-menu__link" />
      </li>
    ),
  );
}
