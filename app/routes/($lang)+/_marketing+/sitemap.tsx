import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { LocalLink } from "~/components/LocalLink";
import { pageLanguage } from "~/i18n/route-language.server";
import { sectionMeta } from "~/lib/meta";
import { isGroup, MAIN_MENU, type MenuEntry } from "~/lib/navigation";
import { PAGE_LABEL_KEYS, SITE_PAGES } from "~/lib/site-pages";
import { PageHeader } from "~/components/PageHeader";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  pageLanguage({ params, request, context });
  return null;
}

export const handle = { i18n: ["marketing", "solutions"] };

export const meta: MetaFunction = ({ matches }) => sectionMeta(matches, "marketing:sitemap");

function MenuTree({ entries }: { entries: MenuEntry[] }) {
  const { t } = useTranslation();
  return (
    <ul>
      {entries.map((entry) => (
        <li key={entry.key}>
          {isGroup(entry) ? (
            <>
              <span>{t(`nav.${entry.key}`)}</span>
              <MenuTree entries={entry.children} />
            </>
          ) : entry.available ? (
            <LocalLink to={entry.to}>{t(`nav.${entry.key}`)}</LocalLink>
          ) : (
            <span className="is-coming" aria-disabled="true">
              {t(`nav.${entry.key}`)} <small>({t("nav.comingSoon")})</small>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

export default function SitemapPage() {
  const { t } = useTranslation();
  return (
    <article className="page sitemap-page">
      <PageHeader title={t("marketing:sitemap.title")} lead={t("marketing:sitemap.intro")} />
      <div className="sitemap-page__grid">
        <section aria-labelledby="sitemap-info">
          <h2 id="sitemap-info">{t("marketing:sitemap.information")}</h2>
          <ul>
            {SITE_PAGES.information.map((path) => (
              <li key={path}>
                <LocalLink to={path}>{t(PAGE_LABEL_KEYS[path] ?? path)}</LocalLink>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="sitemap-menu">
          <h2 id="sitemap-menu">{t("a11y.mainMenu")}</h2>
          <MenuTree entries={MAIN_MENU} />
        </section>
        <section aria-labelledby="sitemap-legal">
          <h2 id="sitemap-legal">{t("marketing:sitemap.legal")}</h2>
          <ul>
            {SITE_PAGES.legal.map((path) => (
              <li key={path}>
                <LocalLink to={path}>{t(PAGE_LABEL_KEYS[path] ?? path)}</LocalLink>
              </li>
            ))}
            <li>
              <a href="/sitemap.xml">{t("marketing:sitemap.xml")}</a>
            </li>
          </ul>
        </section>
      </div>
    </article>
  );
}
