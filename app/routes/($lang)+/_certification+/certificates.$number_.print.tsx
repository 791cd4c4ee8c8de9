import {
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMeta } from "~/components/ErrorBoundary";
import { BrandMark } from "~/components/Icons";
import { LocalLink } from "~/components/LocalLink";
import { pageLanguage } from "~/i18n/route-language.server";
import { requireSession } from "~/lib/auth.server";
import { sectionMeta } from "~/lib/meta";
import { useDateFormat } from "~/lib/intl";
import { useRootData } from "~/lib/root-data";
import { loadCertificate } from "./certificate.server";
import styles from "./certification.css";

export const handle = { i18n: ["certification"] };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = ({ matches, error }) => {
  if (error) return errorMeta({ error, matches });
  return sectionMeta(matches, "certification:print", { noindex: true });
};

/** The printable certificate: its holder and administrators only (others 403, visitors sign in). */
export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const session = await requireSession(args);
  const certificate = await loadCertificate(args, { session });
  return data({ certificate }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function PrintCertificatePage() {
  const { t } = useTranslation("certification");
  const { certificate: c } = useLoaderData<typeof loader>();
  const { brand } = useRootData();
  const day = useDateFormat("long");
  // The print button needs JavaScript; without it the browser's own print command prints the page.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <section className="page cert-print">
      <div className="cert-print-actions">
        {hydrated ? (
          <button type="button" className="button" onClick={() => window.print()}>
            {t("print.print")}
          </button>
        ) : null}
        <LocalLink className="button button--secondary" to={`/certificates/${c.number}`}>
          {t("verify.shareLink")}
        </LocalLink>
      </div>
      <article className="cert-sheet" aria-label={t("print.title")}>
        <div className="cert-sheet__brand">
          {brand.logoUrl ? <img src={brand.logoUrl} alt="" /> : <BrandMark />}
          <span>{brand.name}</span>
        </div>
        <h1 className="cert-sheet__title">{t("print.title")}</h1>
        <p className="cert-sheet__lead">{t("print.certifies")}</p>
        <p className="cert-sheet__holder" dir="auto">
          {c.holderName}
        </p>
        {c.company ? (
          <p className="cert-sheet__company" dir="auto">
            {c.company}
          </p>
        ) : null}
        <p className="cert-sheet__lead">{t("print.passed", { brand: brand.name })}</p>
        <dl className="cert-sheet__facts">
          <div>
            <dt>{t("certificate.number")}</dt>
            <dd dir="ltr">
              <bdi>{c.number}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t("certificate.issued")}</dt>
            <dd>{day(c.issuedOn)}</dd>
          </div>
          <div>
            <dt>{t("certificate.expires")}</dt>
            <dd>{day(c.expiresOn)}</dd>
          </div>
        </dl>
      </article>
    </section>
  );
}
