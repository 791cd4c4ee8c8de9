import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/PageHeader";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { requireOk } from "~/lib/failure.server";
import { sectionMeta } from "~/lib/meta";
import { CERTIFICATE_NUMBER, CertificateCard, type PublicCertificate } from "./__certificate";
import styles from "./certification.css";

export const handle = { i18n: ["certification"] };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta: MetaFunction = ({ matches }) => sectionMeta(matches, "certification:verify");

/**
 * The public verification form (GET): a number gives the certificate's holder, company and dates,
 * valid or expired, or "no such certificate". The same for everyone, so kept by the page cache.
 */
export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const number = (new URL(args.request.url).searchParams.get("number") ?? "").trim().slice(0, 60);
  if (number === "") return { number, certificate: null, notFound: false };
  if (!CERTIFICATE_NUMBER.test(number)) return { number, certificate: null, notFound: true };
  const result = await callApi<PublicCertificate>(
    args,
    `/certification/certificates/${encodeURIComponent(number)}`,
  );
  if (!result.ok && result.status === 404) return { number, certificate: null, notFound: true };
  return { number, certificate: await requireOk(args.request, result), notFound: false };
}

export default function VerifyCertificatePage() {
  const { t } = useTranslation("certification");
  const { number, certificate, notFound } = useLoaderData<typeof loader>();
  return (
    <section className="page cert-verify-page">
      <PageHeader title={t("verify.title")} lead={t("verify.intro")} />
      <Form method="get" className="form cert-verify" role="search">
        <div className="cert-verify__row">
          <div className="field">
            <label htmlFor="cert-number">{t("verify.number")}</label>
            <input
              id="cert-number"
              name="number"
              type="text"
              dir="ltr"
              defaultValue={number}
              maxLength={60}
              placeholder="NLV-CSP-2026-7K3Q9X"
              autoComplete="off"
              spellCheck={false}
            />
          </div>
          <button type="submit" className="button">
            {t("verify.submit")}
          </button>
        </div>
      </Form>
      {certificate ? <CertificateCard certificate={certificate} /> : null}
      {notFound ? (
        <p className="card cert-verdict" role="alert">
          {t("verify.notFound", { number })}
        </p>
      ) : null}
    </section>
  );
}
