import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LANGUAGES, localizePath, stripLanguage } from "~/i18n/languages";
import { useRootData } from "~/lib/root-data";
import { ChevronDown, GlobeIcon } from "./Icons";

/** The language's ISO code in capitals ("PT" for pt-BR): the label where the full name does not fit. */
export function shortName(lang: string): string {
  return lang.split("-")[0]!.toUpperCase();
}

/**
 * Plain links to the same page under each language prefix: choosing one loads the page anew.
 *
 * The button is named by its own text, so that its name holds what it shows (WCAG 2.5.3, label in
 * name): where the language's name shows, hidden words before it make "Language: English"; where
 * its code shows, the hidden name follows the code: "EN — Language: English".
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { language } = useRootData();
  const { pathname, search } = useLocation();
  const path = stripLanguage(pathname);
  const label = t("language.label");
  return (
    <details className="dropdown language-switcher" data-dismissable>
      <summary>
        <GlobeIcon />
        <span className="language-switcher__current">
          <span className="visually-hidden">{label}: </span>
          {language.name}
        </span>
        <span className="language-switcher__short">
          {shortName(language.lang)}
          <span className="visually-hidden">
            {" — "}
            {label}: {language.name}
          </span>
        </span>
        <ChevronDown className="icon icon--chevron" />
      </summary>
      <ul className="dropdown__panel">
        {LANGUAGES.map((l) => (
          <li key={l.code}>
            <a
              href={`${localizePath(path, l)}${search}`}
              hrefLang={l.lang}
              lang={l.lang}
              dir={l.dir}
              aria-current={l.code === language.code ? "true" : undefined}
            >
              {l.name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
