import { useTranslation } from "react-i18next";
import { isGroup, MAIN_MENU, type MenuEntry, type MenuLink } from "~/lib/navigation";
import { ChevronDown } from "./Icons";
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

/** The top-level menu; groups open as native disclosure widgets, with or without JavaScript. */
export function MainMenu() {
  const { t } = useTranslation();
  return (
    <ul className="main-menu">
      {MAIN_MENU.map((entry) =>
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
        ) : (
          <li key={entry.key} className="main-menu__item">
            <Entry link={entry} className="main-menu__link" />
          </li>
        ),
      )}
    </ul>
  );
}
