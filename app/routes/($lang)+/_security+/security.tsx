import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { DocumentPageView } from "~/components/DocumentPageView";
import { loadContentPage } from "~/content/page-loader.server";
import { siteConfig } from "~/lib/env.server";
import { contentPageMeta } from "~/lib/meta";
import { PGP_KEY_PATH } from "~/lib/security-txt.server";
import { LocalLink } from "~/components/LocalLink";
import { advisoryStyles } from "~/components/security/Advisories";
import { ADVISORIES_PATH, type AdvisoryList } from "~/lib/advisories";
import policyStyles from "~/styles/policies.css";
import { AdvisoryItems } from "./__advisories";
import { fetchSecurity } from "./advisories.server";
import styles from "./security.css";

/** How many of the newest advisories the page shows above the policy. */
const LATEST = 3;

export const handle = { i18n: ["marketing", "security"] };
export const meta = contentPageMeta;
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: policyStyles },
  { rel: "stylesheet", href: advisoryStyles },
  { rel: "stylesheet", href: styles },
];

/** The vulnerability disclosure policy (a page text), where to send a report and the newest advisories. */
export async function loader(args: LoaderFunctionArgs) {
  const { email, pgpKey } = siteConfig().security;
  const page = loadContentPage("security", args);
  const list = await fetchSecurity<AdvisoryList>(args, "/advisories");
  return {
    ...page,
    email,
    keyPath: pgpKey ? PGP_KEY_PATH : null,
    latest: list.items.slice(0, LATEST),
    total: list.total,
  };
}

export default function SecurityPage() {
  const { t } = useTranslation("security");
  const { page, fallback, email, keyPath, latest, total } = useLoaderData<typeof loader>();
  return (
    <div className="policy-page security-page">
      <DocumentPageView page={page} fallback={fallback} toc>
        <aside className="security-report card" aria-labelledby="security-report-title">
          <h2 id="security-report-title">{t("report.title")}</h2>
          <p>{t("report.lead")}</p>
          <p>
            <LocalLink to="/security/report" className="button">
              {t("report.form")}
            </LocalLink>
          </p>
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
        <section className="security-latest" aria-labelledby="security-latest-title">
          <h2 id="security-latest-title">{t("latest.title")}</h2>
          {latest.length ? <AdvisoryItems items={latest} /> : <p>{t("advisories.empty")}</p>}
          <p className="security-latest__all">
            <LocalLink to={ADVISORIES_PATH}>{t("latest.all", { count: total })}</LocalLink>
          </p>
        </section>
      </DocumentPageView>
    </div>
  );
}
