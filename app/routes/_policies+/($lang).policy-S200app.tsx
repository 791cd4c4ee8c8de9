import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { DocumentPageView } from "~/components/DocumentPageView";
import { BrandLink } from "~/components/BrandLink";
import { LanguageSwitcher } from "~/components/LanguageSwitcher";
import { LocalLink } from "~/components/LocalLink";
import { loadContentPage } from "~/content/page-loader.server";
import { contentPageMeta } from "~/lib/meta";
import policyStyles from "~/styles/policies.css";

/** The S200 app's privacy policy, outside the site layout: a slim header with the brand. */
export const loader = (args: LoaderFunctionArgs) => loadContentPage("policy-S200app", args);
export const handle = { i18n: ["marketing"] };
export const meta = contentPageMeta;
export const links: LinksFunction = () => [{ rel: "stylesheet", href: policyStyles }];

export default function S200AppPolicyPage() {
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
      </main>
      <footer className="auth__footer">
        <LocalLink to="/S200app">{t("media.s200App")}</LocalLink>
        <LocalLink to="/privacy-policy">{t("footer.privacy")}</LocalLink>
        <LocalLink to="/contact">{t("nav.contact")}</LocalLink>
      </footer>
    </div>
  );
}
