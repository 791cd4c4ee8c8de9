import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DocumentPageView } from "~/components/DocumentPageView";
import { loadContentPage } from "~/content/page-loader.server";
import { siteConfig } from "~/lib/env.server";
import { contentPageMeta } from "~/lib/meta";
import { PGP_KEY_PATH } from "~/lib/security-txt.server";
import policyStyles from "~/styles/policies.css";
import styles from "./security.css";

export const handle = { i18n: ["marketing", "security"] };
export const meta = contentPageMeta;
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: policyStyles },
  { rel: "stylesheet", href: styles },
];

/** The vulnerability disclosure policy (a page text) and where to send a report. */
export function loader(args: LoaderFunctionArgs) {
  const { email, pgpKey } = siteConfig().security;
  return { ...loadContentPage("security", args), email, keyPath: pgpKey ? PGP_KEY_PATH : null };
}

export default function SecurityPage() {
  const { t } = useTranslation("security");
  const { page, fallback, email, keyPath } = useLoaderData<typeof loader>();
  return (
    <div className="policy-page security-page">
      <DocumentPageView page={page} fallback={fallback} toc>
        <aside className="security-report card" aria-labelledby="security-report-title">
          <h2 id="security-report-title">{t("report.title")}</h2>
          <p>{t("report.lead")}</p>
          <p>
            {t("report.email")}:{" "}
            <a href={`mailto:${email}`} dir="ltr">
              {email}
            </a>
          </p>
          {keyPath ? (
            <p>
              {t("report.key")} <a href={keyPath}>{t("report.keyLink")}</a>
            </p>
          ) : (
            <p>{t("report.noKey")}</p>
          )}
          <p className="security-report__machine">
            {t("report.machine")}:{" "}
            <a href="/.well-known/security.txt" dir="ltr">
              security.txt
            </a>
          </p>
        </aside>
      </DocumentPageView>
    </div>
  );
}
