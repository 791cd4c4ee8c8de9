import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { DocumentPageView } from "~/components/DocumentPageView";
import { BrandLink } from "~/components/BrandLink";
import { LanguageSwitcher } from "~/components/LanguageSwitcher";
import { LocalLink } from "~/components/LocalLink";
import { PolicyLinks } from "~/components/PolicyLinks";
import { loadContentPage } from "~/content/page-loader.server";
import { contentPageMeta } from "~/lib/meta";
import policyStyles from "~/styles/policies.css";

/** The privacy notice for Brazil (LGPD), outside the site layout: a slim header with the brand. */
export const loader = (args: LoaderFunctionArgs) => loadContentPage("brazil-privacy-notice", args);
export const handle = { i18n: ["marketing"] };
export const meta = contentPageMeta;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: policyStyles }];

export default function BrazilPrivacyNoticePage() {
  const { page, fallback } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="policy-frame">
      <header className="auth__header">
        <BrandLink />
        <LanguageSwitcher />
      </header>
      <main id="main">
        <div className="policy-page">
          <DocumentPageView page={page} fallback={fallback} toc />
        </div>
        <PolicyLinks current="/brazil-privacy-notice" />
      </main>
      <footer className="auth__footer">
        <LocalLink to="/home">{t("nav.home")}</LocalLink>
        <LocalLink to="/legal">{t("footer.terms")}</LocalLink>
        <LocalLink to="/contact">{t("nav.contact")}</LocalLink>
      </footer>
    </div>
  );
}
